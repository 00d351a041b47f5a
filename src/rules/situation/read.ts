/**
 * Reads the situation a battle question describes into a board the engine can play:
 * whose monsters (my / his), their ATK or DEF and position ("my 2500 attacks his 1000
 * DEF", "his 1800 attacks my face-down 1500 DEF"), the attacks (one, or several direct
 * ones: "two direct attacks of 1500", "1500 and 1200 directly"), the defender's Life
 * Points ("he has 2000 lp") and every Spell or Trap named with its owner and how it sits
 * ("while I have Waboku Set", "with Sogen on the field", "equipped with Black Pendant").
 */
import type { NameHit } from '../../cards/nameMatch.js';
import type { CardFacts } from '../../cards/types.js';

/** 0 is the player asking ("my", "I"), 1 the opponent ("his", "her", "their"). */
export type Side = 0 | 1;

export interface MonsterSpec {
  side: Side;
  /** The card named, or null for a monster given only by its numbers. */
  card: CardFacts | null;
  atk: number;
  def: number;
  position: 'attack' | 'defense';
  faceDown: boolean;
  /** The question gives this named card other figures than its printed ones (played with the question's). */
  stated?: boolean;
}

export interface SupportSpec {
  side: Side;
  card: CardFacts;
  /** Set (face-down, to be activated), face-up in its zone, equipped to its side's monster, or in the Field Zone. */
  placement: 'set' | 'face-up' | 'equip' | 'field';
}

export interface Situation {
  attacker: MonsterSpec;
  /** The second attacker of two direct attacks, when there is one. */
  attackers: MonsterSpec[];
  /** null: a direct attack. */
  target: MonsterSpec | null;
  supports: SupportSpec[];
  /** The defending player's Life Points, when said. */
  defenderLp: number | null;
  /** Life Points said with their owner ("he has 2000 lp": the opponent's), by side. */
  lps?: Partial<Record<Side, number>>;
}

interface Mention {
  at: number;
  side: Side | null;
  card: CardFacts | null;
  atk: number | null;
  def: number | null;
  said: 'atk' | 'def' | 'bare';
  faceDown: boolean;
  defense: boolean;
  /** A named card's figure given in the question (it may differ from the printed one). */
  stated?: boolean;
}

const MINE = /\b(?:i|i'?m|my|me|mine|i'?ve)\b/;
const THEIRS = /\b(?:he|his|she|her|they|their|them|opponent'?s?|opp'?s?|enemy'?s?|the other guy'?s?)\b/;

/** Whose a mention is, from the nearest owner word among the six words before it. */
function sideBefore(text: string, at: number): Side | null {
  const words = text.slice(0, at).replace(/[,;.]/g, ' ').trim().split(/\s+/).reverse().slice(0, 6);
  for (const w of words) {
    if (MINE.test(w)) return 0;
    if (THEIRS.test(w)) return 1;
  }
  return null;
}

const AFTER_DEF = /^\s*(?:(?:defen[cs]e|def)\s*(?:pos\w*|mode)\b|defenders?\b|def(?:ense)? (?:guy|monster|one)\b|(?:\w+\s+)?in (?:def|defen[cs]e)\b)/;
const STAT = /\b(\d{1,5})\s*(atk|attack(?! position)|def|defen[cs]e(?! position)|lp|life(?: points)?)?\b/g;

function numberMentions(text: string): Mention[] {
  const out: Mention[] = [];
  for (const m of text.matchAll(STAT)) {
    const label = m[2] ?? '';
    if (/^(?:lp|life)/.test(label) || (!label && m[1]!.length < 2)) continue;
    if (/\b(?:has|at|with|on)\s+$/.test(text.slice(Math.max(0, m.index - 5), m.index)) && /\b(?:lp|life)\b/.test(text.slice(m.index, m.index + 20))) continue;
    const value = Number(m[1]);
    const said = /^d/.test(label) ? 'def' : label ? 'atk' : 'bare';
    const before = text.slice(Math.max(0, m.index - 25), m.index);
    // "his 1000 defense position monster", "a 1200 defender", "1200 in def": the position said after the figure.
    const afterDef = said === 'bare' && AFTER_DEF.test(text.slice(m.index + m[0].length, m.index + m[0].length + 30));
    out.push({
      at: m.index,
      side: sideBefore(text, m.index),
      card: null,
      atk: said === 'def' || afterDef ? null : value,
      def: said === 'atk' ? null : value,
      said: afterDef ? 'def' : said,
      faceDown: /face ?-?down|\bset\b/.test(before),
      defense: said === 'def' || afterDef || /face ?-?down|\bdef(?:en[cs]e)?\b|\bset\b/.test(before),
    });
  }
  return out;
}

/**
 * "a scapegoat token": a Token the named Spell or Trap makes, with the figures and position
 * its text gives ("ATK 0/DEF 0 ... in Defense Position"); 0/0 when the text gives none.
 */
function tokenMention(text: string, h: NameHit, at: number): Mention | null {
  if (at < 0 || !/^\s*(?:'s\s+)?(?:\w+\s+)?tokens?\b/.test(text.slice(at + h.said.length)) || !/\btokens?\b/i.test(h.card.text)) return null;
  const atk = /\bATK\s*(\d+)/i.exec(h.card.text);
  const def = /\bDEF\s*(\d+)/i.exec(h.card.text);
  const defense = /\bin (?:face-up )?Defen[cs]e Position\b/i.test(h.card.text);
  return { at, side: sideBefore(text, at), card: null, atk: atk ? Number(atk[1]) : 0, def: def ? Number(def[1]) : 0, said: 'bare', faceDown: false, defense };
}

function cardMentions(text: string, hits: readonly NameHit[]): Mention[] {
  const out: Mention[] = [];
  for (const h of hits) {
    const c = h.card;
    const at = text.indexOf(h.said.split(' ')[0]!);
    if (c.frame === 'spell' || c.frame === 'trap') {
      const token = tokenMention(text, h, at);
      if (token) out.push(token);
      continue;
    }
    // Only the words since the last clause or battle word describe this card ("his x 2000 def with my y": not y).
    const before = text.slice(Math.max(0, at - 25), Math.max(0, at)).split(/\b(?:with|using|attacks?|attacking|and|vs|into)\b|,/).pop()!;
    const after = text.slice(at, at + h.said.length + 25);
    const defense = /face ?-?down|\bset\b|\bdef(?:en[cs]e)?\b/.test(before) || /\bin (?:def|defen[cs]e)\b|\b(?:def|defen[cs]e) (?:pos|position|mode)\b/.test(after);
    out.push({ at: Math.max(0, at), side: sideBefore(text, Math.max(0, at)), card: c, atk: c.atk ?? 0, def: c.def ?? 0, said: 'bare', faceDown: /face ?-?down|\bset\b/.test(before), defense });
  }
  return out;
}

/**
 * "my gemini elf 1900 attacks his la jinn 1800": a number said right after a monster's name
 * (or right before it: "my 2100 vorse raider") is that monster's figure, ATK unless it is
 * labelled DEF or the monster is in Defense Position; it replaces the printed one.
 */
function withStatedFigures(text: string, cards: Mention[], numbers: Mention[], hits: readonly NameHit[]): Mention[] {
  const rest = [...numbers];
  for (const c of cards) {
    const said = hits.find((h) => h.card === c.card)?.said ?? '';
    const end = c.at + said.length;
    const after = rest.find((n) => n.at >= end && /^[\s(,:-]*(?:with|at|has|of)?\s*$/.test(text.slice(end, n.at)) && n.at - end <= 12);
    const before = after ? undefined : rest.find((n) => n.at < c.at && /^\s*(?:atk|attack|def|defen[cs]e)?\s*$/.test(text.slice(n.at + String(n.atk ?? n.def).length, c.at)));
    const n = after ?? before;
    if (!n) continue;
    const value = n.atk ?? n.def!;
    const isDef = n.said === 'def' || (n.said === 'bare' && c.defense);
    if (isDef) c.def = value;
    else c.atk = value;
    c.said = isDef ? 'def' : 'atk';
    if (value !== (isDef ? c.card?.def : c.card?.atk)) c.stated = true;
    rest.splice(rest.indexOf(n), 1);
  }
  return [...rest, ...cards];
}

function toMonster(m: Mention, side: Side, attacking = false): MonsterSpec {
  const atk = m.atk ?? m.def ?? 0;
  const def = m.def ?? m.atk ?? 0;
  // An attacker is face-up in Attack Position whatever words stand near it.
  const stated = m.stated ? { stated: true } : {};
  if (attacking) return { side, card: m.card, atk, def, position: 'attack', faceDown: false, ...stated };
  return { side, card: m.card, atk, def, position: m.defense ? 'defense' : 'attack', faceDown: m.faceDown, ...stated };
}

function supportsOf(text: string, hits: readonly NameHit[], attackerSide: Side): SupportSpec[] {
  const out: SupportSpec[] = [];
  for (const h of hits) {
    const c = h.card;
    if (c.frame !== 'spell' && c.frame !== 'trap') continue;
    const at = Math.max(0, text.indexOf(h.said.split(' ')[0]!));
    // "a scapegoat token" names the Token on the field (tokenMention), not the card played.
    if (tokenMention(text, h, text.indexOf(h.said.split(' ')[0]!))) continue;
    const icon = c.subtypes[0] ?? 'Normal';
    const placement = icon === 'Field' ? 'field' : icon === 'Equip' ? 'equip' : icon === 'Continuous' && c.frame === 'spell' ? 'face-up' : 'set';
    // A card set to answer the attack with no owner said ("he takes damage from magic cylinder") is the defender's.
    const side = supportOwner(text, at) ?? (placement === 'set' ? (attackerSide === 0 ? 1 : 0) : sideBefore(text, at) ?? attackerSide);
    out.push({ side, card: c, placement });
  }
  return out;
}

/** Whose a Spell or Trap is: an owner word right before it, or a player doing something with it ("i flip", "he has"). */
function supportOwner(text: string, at: number): Side | null {
  const before = text.slice(Math.max(0, at - 40), at);
  const m = /\b(my|i|i'?ll|his|he|her|she|their|they|opp'?s?|opponents?'?s?|the other guy'?s?)\s+(?:(?:just |then )?(?:flip|flips|flipped|activate|activates|activated|chain|chains|chained|use|uses|used|play|plays|played|set|sets|has|have|had|got|gets|respond with|responds with)\s+)?(?:a |an |the |his |my |her |their )?(?:set |face-?down |face-?up )?$/.exec(before);
  if (!m) return null;
  return MINE.test(m[1]!) ? 0 : 1;
}

/** Life Points said with an owner ("he has 2000 lp", "opp is at 3000 lp", "i'm on 1000 life points"), by side. */
function lifePointsBySide(text: string): Partial<Record<Side, number>> {
  const out: Partial<Record<Side, number>> = {};
  for (const m of text.matchAll(/\b(\d{2,5})\s*(?:lp|life points|life)\b/g)) {
    const side = sideBefore(text, m.index);
    if (side !== null && out[side] === undefined) out[side] = Number(m[1]);
  }
  return out;
}

/** The defending player's Life Points, when the question says them ("he has 2000 lp", "at 1000 life points"). */
function lifePoints(text: string): number | null {
  const m = /\b(\d{2,5})\s*(?:lp|life points|life)\b/.exec(text) ?? /\b(?:lp|life points)\s*(?:of|is|are|at|=)?\s*(\d{2,5})\b/.exec(text);
  return m ? Number(m[1]) : null;
}

/**
 * The attacker and the target, in that order. "X is attacked by Y" and "attack X with /
 * using Y" name the attacker second; "with" counts only for a monster that is not given
 * by its DEF ("attack a face-down monster with 1000 DEF" describes the target).
 */
function attackerAndTarget(text: string, mentions: readonly Mention[]): [Mention, Mention] {
  const [first, second] = [mentions[0]!, mentions[1]!];
  if (/\b(?:is|gets?|was|being)\s+attacked\s+by\b/.test(text)) return [second, first];
  const verb = /\battack(?:s|ing)?\b/.exec(text);
  if (!verb) return [first, second];
  const after = (word: RegExp): Mention | undefined => {
    const w = word.exec(text.slice(verb.index));
    if (!w) return undefined;
    const at = verb.index + w.index;
    return mentions.slice(0, 2).find((m) => m.at > at && m.at - at <= 20);
  };
  const using = after(/\busing\b/) ?? after(/(?<!equipped )\bwith\b/);
  if (using && using.said !== 'def') return using === first ? [first, second] : [second, first];
  return [first, second];
}

const COUNT_WORDS: Record<string, number> = { two: 2, twice: 2, both: 2, three: 3, thrice: 3, '2': 2, '3': 3, four: 4, '4': 4, five: 5, '5': 5 };

/** Direct attacks: each ATK named attacks once; "twice", "3 direct attacks" with one figure attack that many times. */
function directAttackers(mentions: readonly Mention[], text: string, side: Side): MonsterSpec[] {
  const counted = /\b(\d|two|three|four|five)\s+(?:direct\s+)?attacks\b|\b(twice|thrice|both)\b/.exec(text);
  const figures = mentions.filter((m) => m.atk !== null && !(counted?.[1] && m.at === counted.index));
  const attackers = figures.map((m) => toMonster(m, side, true));
  const times = counted ? COUNT_WORDS[counted[1] ?? counted[2]!] ?? 1 : 1;
  if (attackers.length === 1) while (attackers.length < times) attackers.push({ ...attackers[0]! });
  return attackers;
}

/** Words that say the attack has a monster as its target, though no figure or name is given for it. */
/** The defender has nothing to block with ("he has no monsters", "an empty field"): every attack is direct. */
const EMPTY_FIELD = /\b(?:has|have|controls?|with)\s+no\s+monsters?\b|\bempty\s+(?:field|board|side)\b|\bno\s+monsters?\s+on\b/;

const TARGET_WORDS = /\b(?:attack\w*|into|hits?)\s+(?:(?:his|her|my|their|a|the|your|opp'?s?|an)\s+)?(?:face[- ]?down|set|monster|defender|(?:\w+ )+(?:monster|one)|token|sheep)\b/;

export function readSituation(text: string, hits: readonly NameHit[]): Situation | null {
  if (!/\b(?:attack\w*|atk|hits?|swings?|battles?|runs? over|crash\w*|direct\w*|vs|versus|into|kills?|beats?)\b/.test(text)) return null;
  const mentions = withStatedFigures(text, cardMentions(text, hits), numberMentions(text), hits).sort((a, b) => a.at - b.at);
  if (mentions.length === 0) return null;
  const lps = lifePointsBySide(text);
  // One monster named and no target for it ("he attacks with summoned skull, i flip magic cylinder"): a direct attack.
  const answered = hits.some((h) => h.card.frame === 'trap' || h.card.frame === 'spell');
  const direct = /\bdirect(?:ly)?\b/.test(text) || EMPTY_FIELD.test(text) || (answered && mentions.length === 1 && mentions[0]!.atk !== null && !TARGET_WORDS.test(text));
  const firstSide: Side = mentions[0]!.side ?? (THEIRS.test(text.slice(0, mentions[0]!.at)) ? 1 : 0);
  const lp = lifePoints(text);
  if (direct) {
    const attackers = directAttackers(mentions, text, firstSide);
    if (attackers.length === 0) return null;
    return { attacker: attackers[0]!, attackers, target: null, supports: supportsOf(text, hits, firstSide), defenderLp: lp, lps };
  }
  if (mentions.length < 2) return null;
  const [a, b] = attackerAndTarget(text, mentions);
  if (a.atk === null && a.said === 'def') return null;
  const attackerSide: Side = a.side ?? (b.side === null ? 0 : b.side === 0 ? 1 : 0);
  const targetSide: Side = attackerSide === 0 ? 1 : 0;
  const attacker = toMonster(a, attackerSide, true);
  const target = toMonster(b, targetSide);
  return { attacker, attackers: [attacker], target, supports: supportsOf(text, hits, attackerSide), defenderLp: lp, lps };
}
