/**
 * Card questions about what a card does, answered from the card played in the engine
 * (cardProbe.ts) and its script's and text's words (cardFacts.ts): how many cards it draws
 * or Tokens it makes, how long what it does lasts, whether it reaches your own cards too,
 * what a search may add, whether it is once per turn (in the format asked about), and
 * whether it stops a battle's destruction or damage. The verdict comes first.
 */
import type { CardFactSheet } from '../cardFacts.js';
import type { PlayedFacts } from '../cardProbe.js';
import type { QuestionReading } from '../question/read.js';
import type { Ruled } from './cardTiming.js';

const ORDINAL = ['', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th'];
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
const lead = (ask: boolean, yes: boolean): string => (ask ? (yes ? 'Yes: ' : 'No: ') : '');

/** "How many cards does Pot of Greed draw?": what the engine did when it was played, else the number its text gives next to the verb asked. */
export function countRuled(sheet: CardFactSheet, reading: QuestionReading, played: PlayedFacts | null): Ruled | null {
  const name = sheet.card.name;
  const t = reading.text;
  const asksDiscard = /\bdiscard\w*\b/.test(t);
  const asksToken = /\btokens?\b|\bsheep\b|\bgoats?\b/.test(t) && !/\bin goat\b|\bgoat format\b/.test(t);
  const ran = ' (played in the engine on a test board: ';
  const asksStat = /\b(?:atk|attack|def|defen[cs]e|boost\w*|stronger|power)\b/.test(t);
  const asksLp = /\b(?:lp|life|gains?|heal\w*|damage|burn\w*)\b/.test(t);
  if (played?.activated && asksStat) {
    const stat = /\bdef|\bdefen[cs]e\b/.test(t) ? 'def' : 'atk';
    const change = played.statChange[stat];
    if (change !== 0) return { lines: [`${name} ${change > 0 ? 'gives' : 'takes'} ${Math.abs(change)} ${stat.toUpperCase()}${ran}the monster it was used on went ${change > 0 ? 'up' : 'down'} by ${Math.abs(change)}).`], ids: ['term.original-stats'] };
  }
  if (played?.activated && asksLp) {
    const { own, opponent } = played.lp;
    const lp = opponent < 0 ? `inflicts ${-opponent} damage to your opponent` : own > 0 ? `gains you ${own} Life Points` : opponent > 0 ? `gives your opponent ${opponent} Life Points` : own < 0 ? `costs you ${-own} Life Points` : null;
    if (lp) return { lines: [`${name} ${lp}${ran}that was the Life Point change).`], ids: ['term.effects-that-count'] };
  }
  if (asksStat && sheet.hasText) {
    const m = /([+-]?\d{2,4})\s+(ATK|DEF)\b|\b(ATK|DEF) is (\d{2,4}) (higher|lower)/i.exec(sheet.card.text);
    if (m) return { lines: [`${name}: ${m[1] ?? `${m[5] === 'lower' ? '-' : '+'}${m[4]}`} ${(m[2] ?? m[3])!.toUpperCase()} (its text: "${m[0]}").`], ids: ['term.original-stats'] };
  }
  if (played?.activated && !asksDiscard) {
    if (played.tokens > 0 && (asksToken || played.drew === 0)) {
      const token = /"?([A-Z][\w-]*(?: [A-Z][\w-]*)*) Tokens?"?/.exec(sheet.hasText ? sheet.card.text : '')?.[1];
      return { lines: [`${name} Special Summons ${plural(played.tokens, `${token ? `${token} ` : ''}Token`)} to your field${ran}activating it made ${played.tokens}).`], ids: ['rules.tokens'] };
    }
    if (played.drew > 0) return { lines: [`${name} draws ${plural(played.drew, 'card')}${ran}activating it drew ${played.drew}).`], ids: ['turn.draw'] };
    const lp = played.lp.opponent < 0 ? `inflicts ${-played.lp.opponent} damage to your opponent` : played.lp.own > 0 ? `gains you ${played.lp.own} Life Points` : null;
    if (lp) return { lines: [`${name} ${lp}${ran}that was the Life Point change).`], ids: ['term.effects-that-count'] };
  }
  if (!sheet.hasText) return null;
  const verb = asksDiscard ? 'discard' : /\bdraw/.test(t) ? 'draw' : /\bdestroy/.test(t) ? 'destroy' : /\btarget/.test(t) ? 'target' : null;
  if (!verb) return null;
  const m = new RegExp(`\\b${verb}s?\\s+(\\d+|one|two|three|four|five)\\b[^.;]*`, 'i').exec(sheet.card.text);
  if (!m) return null;
  return { lines: [`${name}: ${verb} ${m[1]} (its text: "${m[0]}").`], ids: ['term.effects-that-count'] };
}

/** "How long does Swords of Revealing Light last?": played on until it ended, else its text's words. */
export function durationRuled(sheet: CardFactSheet, played: PlayedFacts | null): Ruled | null {
  const name = sheet.card.name;
  const e = played?.ending;
  if (e) {
    const what = e.what === 'control-returned' ? 'the monster goes back to your opponent' : `${name} is destroyed`;
    const when = e.turnsLater === 0
      ? `until the ${e.phase === 'end' ? 'End Phase' : `${e.phase} phase`} of the turn you activate it`
      : e.opponentTurns > 0
        ? `for ${e.opponentTurns} of your opponent's turns: ${what} in the ${e.phase === 'end' ? 'End Phase' : e.phase} of your opponent's ${ORDINAL[e.opponentTurns] ?? `${e.opponentTurns}th`} turn after you activate it`
        : `for ${plural(e.turnsLater, 'turn')} after the one you activate it in`;
    const lasts = e.turnsLater === 0 ? `It lasts ${when}: then ${what}` : `It lasts ${when}`;
    return { lines: [`${lasts} (played in the engine: the turns were played on until that happened)${sheet.lasts ? `; its text: "${sheet.lasts}"` : ''}.`], ids: ['turn.end'] };
  }
  if (played && played.heldFor > 0) {
    return { lines: [`${name} has no end of its own: what it does lasts as long as ${name} stays on the field (played in the engine: ${played.heldFor} turns later it was still in force).`], ids: ['spell.continuous'] };
  }
  if (sheet.lasts) return { lines: [`${name} lasts ${sheet.lasts} (its text).`], ids: ['turn.end'] };
  if (played?.activated) return { lines: [`${name} does its work once, as it resolves: nothing of it lasts after that (played in the engine: nothing it did ended later).`], ids: ['chain.basics'] };
  return null;
}

/** "Does Dark Hole destroy my own monsters too?": what it destroyed or could choose on a board with cards on both sides. */
export function ownSideRuled(sheet: CardFactSheet, reading: QuestionReading, played: PlayedFacts | null, ask: boolean): Ruled | null {
  const name = sheet.card.name;
  if (played?.activated) {
    if (played.destroyed.own > 0 && played.destroyed.opponent > 0 && !played.offered.own) {
      return { lines: [`${lead(ask, true)}${name} destroys your own cards too: it hits both sides (played in the engine: it destroyed ${plural(played.destroyed.own, 'card')} of yours and ${played.destroyed.opponent} of your opponent's).`], ids: ['term.destroy'] };
    }
    if (played.offered.own) {
      return { lines: [`${lead(ask, true)}${name} can choose one of your own cards (played in the engine: your own cards were among the cards it offered${played.offered.opponent ? ", with your opponent's" : ''}).`], ids: ['chain.targeting', 'term.target'] };
    }
    if (played.offered.opponent || played.destroyed.opponent > 0 || played.tookControl > 0) {
      return { lines: [`${lead(ask, false)}${name} only reaches your opponent's cards (played in the engine: none of yours were offered or hit).`], ids: ['term.target'] };
    }
  }
  const targets = sheet.effects.flatMap((e) => e.targets);
  if (targets.length) {
    const mine = targets.some((t) => t.side !== 'opponent');
    return { lines: [`${lead(ask, mine)}${name} targets ${targets[0]!.what}${mine ? ', and your own cards may be chosen' : ': your own cards cannot be chosen'} (from its script).`], ids: ['term.target'] };
  }
  if (!sheet.hasText) return null;
  const text = sheet.card.text.toLowerCase();
  if (/both sides|either side|either player|every monster on the field|all (?:monsters|cards) on the field/.test(text)) return { lines: [`${lead(ask, true)}${name} reaches your own cards too (its text: it covers the whole field).`], ids: ['term.destroy'] };
  if (/your opponent controls|your opponent's/.test(text)) return { lines: [`${lead(ask, false)}${name} only reaches cards your opponent controls (its text).`], ids: ['term.destroy'] };
  void reading;
  return null;
}

/** "What can Sangan search?": the words of its search, from its script. */
export function searchRuled(sheet: CardFactSheet, reading: QuestionReading): Ruled | null {
  const s = sheet.search;
  if (!s) return null;
  const name = sheet.card.name;
  // "atk or def?": the one its search reads leads.
  const stat = /\b(atk|def)\b/i.exec(s.what)?.[1]?.toUpperCase();
  const asksWhich = stat && /\batk\b.*\bor\b.*\bdef\w*\b|\bdef\w*\b.*\bor\b.*\batk\b/.test(reading.text);
  const trigger = sheet.effects.find((e) => e.categories.includes('search'));
  const when = trigger?.kind === 'trigger' && trigger.triggersFrom.includes('graveyard') ? ' when it goes from the field to the Graveyard' : '';
  const from = s.source === 'script' ? "from its script's search" : 'from its text';
  return { lines: [`${asksWhich ? `${stat}: ` : ''}${name} adds ${s.what} from your Deck to your hand${when} (${from}).`], ids: ['term.search'] };
}

/** "Is Sangan once per turn in GOAT?": from the script as played in that format. */
export function oncePerTurnRuled(sheet: CardFactSheet, ask: boolean): Ruled | null {
  const effects = sheet.effects.filter((e) => e.kind !== 'spell' && e.kind !== 'trap');
  if (!sheet.scripted || effects.length === 0) return null;
  const limited = effects.find((e) => e.oncePerTurn);
  const where = sheet.format === 'goat' ? ' in GOAT (its April 2005 wording, before any errata)' : '';
  const line = limited
    ? `${lead(ask, true)}${sheet.card.name}'s effect is once per turn${where}${limited.oncePerTurn === 'name' ? ', for every card with its name' : ''} (from its script).`
    : `${lead(ask, false)}${sheet.card.name}'s effect is not once per turn${where}: it activates every time its condition is met (from its script).`;
  return { lines: [line], ids: ['format.differences'] };
}

/** "If I activate Waboku, do my monsters still get destroyed?": its text's "not destroyed"/"0 damage". */
export function protectionRuled(sheet: CardFactSheet, reading: QuestionReading, ask: boolean): Ruled | null {
  if (!sheet.hasText) return null;
  const text = sheet.card.text;
  const damage = /\bdamage\b/.test(reading.text) && !/\bdestroy/.test(reading.text);
  const re = damage ? /[^.;:]*\bdamage\b[^.;:]*\b(?:is 0|becomes 0|no damage)\b[^.;:]*/i : /[^.;:]*\b(?:do(?:es)? not destroy|cannot be destroyed|are not destroyed|is not destroyed)\b[^.;:]*/i;
  const m = re.exec(text);
  if (!m) return null;
  // "Do I still take damage?" is answered no; "does it stop the damage?" yes.
  const stops = /\b(?:stop|stops|prevent|prevents|protect|protects|save|saves)\b/.test(reading.text);
  return { lines: [`${lead(ask, stops)}with ${sheet.card.name} resolved, ${damage ? 'that battle damage is 0' : 'battles do not destroy them'} (its text: "${m[0].trim()}").`], ids: ['battle.damage-step'] };
}

type DuelEventKind = 'summon' | 'attack' | 'activation';

/** The event a text or a question names: a Summon, an attack declaration, a card's activation. */
function eventIn(words: string): DuelEventKind | null {
  if (/\b(?:declares? an attack|attack declaration|attacks?|attacking)\b/.test(words)) return 'attack';
  if (/\bsummon\w*\b|\bsets? a monster\b/.test(words)) return 'summon';
  if (/\bactivat\w*\b|\bspell card\b|\btrap card\b/.test(words)) return 'activation';
  return null;
}

/** "Can I activate Mirror Force in response to a Normal Summon?": the event its text says it needs, against the one asked. */
export function eventRuled(sheet: CardFactSheet, reading: QuestionReading, ask: boolean): Ruled | null {
  if (!sheet.hasText) return null;
  const clause = /\bactivate (?:only )?when ([^:.;]+)/i.exec(sheet.card.text)?.[1];
  if (!clause) return null;
  const needs = eventIn(clause.toLowerCase());
  const after = /\b(?:in response to|respond(?:ing)? to|when|after|if) (.+)$/.exec(reading.text.replace(sheet.card.name.toLowerCase(), ' '))?.[1];
  const asked = after ? eventIn(after) : null;
  if (!needs || !asked) return null;
  const fits = needs === asked;
  const what = asked === 'summon' ? 'a Summon' : asked === 'attack' ? 'an attack declaration' : 'the activation of a card';
  return {
    lines: [`${lead(ask, fits)}${sheet.card.name} can be activated only when ${clause.trim()}${fits ? '' : `, and ${what} is not that`} (its text).`],
    ids: ['chain.basics', 'effect.trigger'],
  };
}

const VERBS: readonly [RegExp, RegExp, string][] = [
  [/\b(?:destroy\w*|die|dies|kill\w*|wipe\w*)\b/, /\bdestroy\w*\b/i, 'destroy'],
  [/\bnegat\w*\b/, /\bnegat\w*\b/i, 'negate'],
  [/\bbanish\w*|\bremov\w*\b[^.;?]*\bfrom play\b/, /\bbanish\w*|\bremov\w*\b[^.;]*\bfrom play\b/i, 'banish'],
  [/\bdraws?\b/, /\bdraws?\b/i, 'draw'],
  [/\bwins?\b/, /\bwins? the duel\b/i, 'win'],
];

/** "Sakuretsu Armor destroys the attacking monster, right?": whether its text does what the question says, quoting it. */
export function doesRuled(sheet: CardFactSheet, reading: QuestionReading, ask: boolean): Ruled | null {
  if (!sheet.hasText) return null;
  const verb = VERBS.find(([q]) => q.test(reading.text));
  if (!verb) return null;
  const sentence = sheet.card.text.split(/(?<=[.;:])\s+/).find((s) => verb[1].test(s));
  if (!sentence) return null;
  const counted = verb[2] === 'destroy' && reading.kind === 'how-much' ? destroyedCount(sentence, reading.text) : null;
  if (counted !== null) return { lines: [`${counted}: ${sheet.card.name} destroys every monster its text covers ("${sentence.trim().replace(/[.;:]$/, '')}"), so all ${counted} you named are destroyed.`], ids: ['term.destroy'] };
  return { lines: [`${lead(ask, true)}${sheet.card.name} does ${verb[2] === 'win' ? 'win you the duel' : verb[2]} (its text: "${sentence.trim().replace(/[.;:]$/, '')}").`], ids: ['term.destroy'] };
}

const NUMBER_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5 };

/**
 * "He has 3 monsters in attack position, how many does Mirror Force destroy?": a card that
 * destroys every monster of a kind destroys as many as the question says there are of that
 * kind (only those "in attack position" when its text says Attack Position); null otherwise.
 */
function destroyedCount(sentence: string, question: string): number | null {
  if (!/\b(?:every|all)\b[^.]*\bmonsters?\b/i.test(sentence)) return null;
  const attackOnly = /\bAttack Position\b/i.test(sentence);
  const said = new RegExp(`\\b(\\d|one|two|three|four|five)\\s+(?:of his |of her |face-up )?monsters?${attackOnly ? '\\s+in\\s+(?:attack|atk)\\b' : '\\b'}`).exec(question);
  if (!said) return null;
  return NUMBER_WORDS[said[1]!] ?? Number(said[1]);
}
