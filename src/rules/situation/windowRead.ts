/**
 * Reads a question about responding to something a player does that is not a card's
 * activation: "he summons Jinzo, can I Trap Hole it?", "can I chain Sakuretsu to his attack
 * after damage?", "can I flip Call of the Haunted when he declares an attack?", "can I use
 * my set MST in his end phase?". What is read: the moment (a Normal, Flip or Special
 * Summon, an attack declaration, the Damage Step, after damage calculation, the End Phase),
 * who makes it happen, the monster doing it (named, or given by its numbers), and the card
 * asked about with its player. situation/window.ts plays it in the engine.
 */
import type { NameHit } from '../../cards/nameMatch.js';
import type { CardFacts } from '../../cards/types.js';

type Side = 0 | 1;

export type Moment = 'summon' | 'flip-summon' | 'special-summon' | 'attack' | 'direct-attack' | 'damage-step' | 'after-damage' | 'end-phase';

export interface WindowSituation {
  moment: Moment;
  /** The player who Summons, attacks or ends the turn. */
  actor: Side;
  /** The monster Summoned or attacking: a card named, or numbers. */
  monster: { card: CardFacts | null; atk: number; def: number; level: number };
  /** The card asked about, with its player. */
  responder: { side: Side; card: CardFacts };
  /** A monster of the responder's named in the question (the attack's target). */
  defender: CardFacts | null;
}

/** Most specific first: "after damage" names an attack too, "special summon" a Summon. */
const MOMENTS: readonly [Moment, RegExp][] = [
  ['after-damage', /\bafter (?:the )?(?:damage|dmg|battle damage|damage calc\w*|battle)\b|\bonce (?:the )?damage (?:is|was|has been) (?:done|dealt|calculated)\b|\bafter (?:it|he|she) (?:dealt|did|does|deals) damage\b/],
  ['damage-step', /\b(?:damage|dmg) step\b|\bduring (?:the )?(?:damage|dmg)(?: calc\w*)?\b|\bbefore (?:the )?damage calc\w*\b/],
  ['end-phase', /\bend ?phase\b|\bend of (?:his|her|their|the|my|your) turn\b|\b(?:ends?|ending) (?:his|her|their|my|your) turn\b/],
  ['special-summon', /\bspecial(?:ly)?[- ]?summon\w*\b|\bss(?:es|'?d|ing)?\b|\brevives?\b|\bbrings? back\b/],
  ['flip-summon', /\bflip[- ]?summon\w*\b/],
  ['summon', /\b(?:normal |tribute )?summon(?:s|ed|ing)?\b|\btributes? (?:\w+ )?for\b|\bsummond\b|\bsumons?\b/],
  ['direct-attack', /\battack\w* (?:me |him |her )?direct\w*\b|\bdirect attack\w*\b|\bhits? me direct\w*\b/],
  ['attack', /\battack\w*\b|\batk(?:s|ing|ed)\b|\bswings?\b|\bbattle phase\b|\bbp\b|\battacker\b/],
];

const SUBJECT = /\b(i|my|me|he|she|they|his|her|their|opp\w*|my opponent|the opponent)\b/g;
const sideOf = (word: string): Side => (/^(?:i|my|me)$/.test(word) ? 0 : 1);
const isSpellTrap = (c: CardFacts): boolean => c.frame === 'spell' || c.frame === 'trap';

/** Where a hit starts in the text. */
function at(text: string, hit: NameHit): number {
  const first = hit.said.split(' ')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\b${first}`).exec(text)?.index ?? -1;
}

/** The last owner word before `index`, within a short reach. */
function ownerBefore(text: string, index: number, reach = 40): Side | null {
  const words = [...text.slice(Math.max(0, index - reach), index).matchAll(SUBJECT)];
  const last = words[words.length - 1];
  return last ? sideOf(last[1]!.split(' ')[0]!) : null;
}

/** What may stand between "can I" and the card for the card to be what is activated: "can I (activate) (my set) <card>". */
const USE_WORDS = /^\s*(?:(?:still|also|even|just|then)\s+)?(?:(?:activate|use|flip|chain|play|respond with|fire(?: off)?|set off|spring|pop|flip up|trigger|throw|hit (?:him|her|it|them) with)\s+)?(?:(?:my|the|a|an|his|her|that|set|face-?down|facedown)\s+)*$/;

/** The card asked about: "can I <card>", "can I activate/chain/use <card>", "can <card> be activated", "does <card> work". */
function responderOf(text: string, hits: readonly NameHit[]): { side: Side; card: CardFacts; end: number; asked: number } | null {
  const asked = /\b(?:can|could|may|do|should|would)\s+(i|he|she|they|my opponent|opp\w*)\b/.exec(text);
  const spellTraps = hits.filter((h) => isSpellTrap(h.card));
  if (asked) {
    const from = asked.index + asked[0].length;
    const after = spellTraps.find((h) => at(text, h) >= from && USE_WORDS.test(text.slice(from, at(text, h))));
    if (after) return { side: sideOf(asked[1]!), card: after.card, end: at(text, after) + after.said.length, asked: asked.index };
  }
  // "trap hole if he flip summons a 1500 guy?": the asker's own card said first, then the moment it answers.
  const lead = spellTraps[0];
  if (lead && at(text, lead) <= 4 && /^\s*,?\s*(?:if|when|on|vs|against|in response to)\b/.test(text.slice(at(text, lead) + lead.said.length))) {
    return { side: sideOf('i'), card: lead.card, end: at(text, lead) + lead.said.length, asked: -1 };
  }
  for (const h of spellTraps) {
    const rest = text.slice(at(text, h) + h.said.length, at(text, h) + h.said.length + 30);
    if (/^\s*(?:be |get |still )?(?:activated|used|chained|flipped|go off)\b/.test(rest)) {
      return { side: ownerBefore(text, at(text, h)) ?? 0, card: h.card, end: at(text, h) + h.said.length, asked: -1 };
    }
  }
  return null;
}

/** Words that make "summoned" a description, not the moment: "wasn't properly summoned". */
const DESCRIBED = /\b(?:properly|was|wasn'?t|been|not|is|isn'?t|be|are|were)\s+$/;

/**
 * The moment the question names, not counting words that say what the asked card itself does
 * ("can I flip Call of the Haunted and bring back a monster": the bringing back is the card's).
 */
function momentOf(text: string, cardEnd: number): { moment: Moment; index: number } | null {
  for (const [moment, re] of MOMENTS) {
    for (const m of text.matchAll(new RegExp(re.source, 'g'))) {
      const between = m.index >= cardEnd ? text.slice(cardEnd, m.index) : null;
      if (between !== null && /^\s*,?\s*(?:and|to|then|n)\s+(?:(?!his\b|her\b|their\b|he\b|she\b|they\b|opp)\w+\s+)?$/.test(between)) continue;
      if (DESCRIBED.test(text.slice(0, m.index))) continue;
      return { moment, index: m.index };
    }
  }
  return null;
}

/** A monster given by its numbers: "his 2000 atk guy", "a 1900 attack monster". */
function statedMonster(text: string): { atk: number; def: number } | null {
  const m = /\b(\d{3,4})\s*(?:atk|attack|attk)\b|\b(?:atk|attack)\s*(?:of\s*)?(\d{3,4})\b/.exec(text);
  if (!m) return null;
  const atk = Number(m[1] ?? m[2]);
  return { atk, def: 1000 };
}

/** The subject of the moment: "he summons", "his attack", "when i attack", a word or two before it. */
function subjectOf(text: string, index: number, asked: number): Side | null {
  const m = /\b(i|my|he|she|they|his|her|their|opp\w*|my opponent|the opponent)\s+(?:[\w']+\s+){0,2}$/.exec(text.slice(Math.max(0, index - 40), index));
  if (!m) return null;
  const start = Math.max(0, index - 40) + m.index;
  // The "I" of "can I ..." asks; it is not who Summons or attacks.
  if (asked >= 0 && start >= asked && start <= asked + 8 && /^(?:i|he|she|they)$/.test(m[1]!)) return null;
  return sideOf(m[1]!.split(' ')[0]!);
}

/** The text with each card's name blanked ("Block Attack" is not an attack), same length so positions hold. */
function withoutNames(text: string, hits: readonly NameHit[]): string {
  let out = text;
  for (const h of hits) {
    const i = at(out, h);
    if (i >= 0) out = out.slice(0, i) + ' '.repeat(h.said.length) + out.slice(i + h.said.length);
  }
  return out;
}

/** The situation the question describes, or null when it names no moment, no card asked about, or the moment is the asker's own. */
export function readWindow(text: string, hits: readonly NameHit[]): WindowSituation | null {
  const responder = responderOf(text, hits);
  if (!responder) return null;
  const found = momentOf(withoutNames(text, hits), responder.end);
  if (!found) return null;
  const other: Side = responder.side === 0 ? 1 : 0;
  const subject = subjectOf(text, found.index, responder.asked);
  // "can I activate Rush Recklessly during my Battle Phase": the asker's own turn is a question of timing, not of a response.
  if (subject === responder.side && found.moment !== 'end-phase') return null;
  const actor = subject ?? other;
  const monsters = hits.filter((h) => !isSpellTrap(h.card));
  const ownerOf = (h: NameHit): Side | null => ownerBefore(text, at(text, h), 14);
  const own = monsters.find((h) => ownerOf(h) === actor) ?? monsters.find((h) => ownerOf(h) === null);
  const defender = monsters.find((h) => h !== own && ownerOf(h) !== actor)?.card ?? null;
  const stated = statedMonster(text);
  const card = own?.card ?? null;
  const monster = card
    ? { card, atk: card.atk ?? 0, def: card.def ?? 0, level: card.level ?? 4 }
    : { card: null, atk: stated?.atk ?? 1800, def: stated?.def ?? 1000, level: 4 };
  return { moment: found.moment, actor, monster, responder: { side: responder.side, card: responder.card }, defender };
}
