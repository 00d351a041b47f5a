/**
 * Questions about a card answered from the card itself: its facts sheet (derived from its
 * script, text and kind, cardFacts.ts) says whether it targets, what it can hit, when it
 * can be activated, what it costs, what triggers it and its status on the lists. The
 * answer comes first, in the judge's words, then the card and the sections it rests on
 * (quoted after a marker line, so the evaluation scores the answer alone).
 */
import type { CardFacts } from '../../cards/types.js';
import { cardFactsLine } from '../answer/cards.js';
import { sectionsFor, type Answer } from '../answer/types.js';
import { cardFactSheet, type CardFactSheet, type Derived } from '../cardFacts.js';
import type { PlayedFacts } from '../cardProbe.js';
import { countRuled, doesRuled, durationRuled, eventRuled, oncePerTurnRuled, ownSideRuled, protectionRuled, searchRuled } from './cardAmounts.js';
import type { Aspect, QuestionReading } from '../question/read.js';
import { copiesName, goatStatus } from '../formatLists.js';
import { kindNamed } from '../question/kinds.js';
import type { RulesReference } from '../reference.js';
import { kindRuled, resolveRuled, speedRuled, worksOnKindRuled } from './cardKind.js';
import { howSummonRuled, normalSummonRuled, ownSpecialSummonRuled, summonKindRuled, tributeRuled } from './cardSummon.js';
import { chainAnswer, timingAnswer, type ChainPartner, type Ruled } from './cardTiming.js';

/** The line after which an answer only quotes (the card, its text, the sections). */
export const QUOTED_MARKER = 'For reference:';

const FROM: Record<Derived['source'], string> = { script: 'from its script', text: 'from its text', kind: 'from the rules for its kind' };

/** A yes/no fact as a sentence: the verdict (when asked), the fact, why, and where that was read. */
function derivedLine(verdict: Derived, ask: boolean, yes: string, no: string, card: CardFacts): string {
  if (verdict.value === 'unknown') return `I can't tell: ${verdict.why} for ${card.name}, so I will not guess.`;
  const lead = ask ? (verdict.value === 'yes' ? 'Yes: ' : 'No: ') : '';
  return `${lead}${verdict.value === 'yes' ? yes : no} (${verdict.why}; ${FROM[verdict.source]}).`;
}

/** "Does it hit face-down monsters?" asked as "can it NOT ...": the reading flips the verdict word only, never the fact. */
function aspectRuled(aspect: Aspect, sheet: CardFactSheet, reading: QuestionReading, ask: boolean, played: () => PlayedFacts | null): Ruled | null {
  const name = sheet.card.name;
  switch (aspect) {
    case 'count':
      return countRuled(sheet, reading, played());
    case 'duration':
      return durationRuled(sheet, played());
    case 'own-side':
      return ownSideRuled(sheet, reading, played(), ask);
    case 'search':
      return searchRuled(sheet, reading);
    case 'once-per-turn':
      return oncePerTurnRuled(sheet, ask);
    case 'protection':
      return protectionRuled(sheet, reading, ask);
    case 'does-effect':
      return doesRuled(sheet, reading, ask);
    case 'targets':
      return { lines: [derivedLine(sheet.targets, ask, `${name} targets`, `${name} does not target`, sheet.card)], ids: ['chain.targeting', 'term.target'] };
    case 'face-down':
      return { lines: [derivedLine(sheet.faceDown, ask, `${name} can affect face-down cards`, `${name} cannot affect face-down cards`, sheet.card)], ids: ['battle.face-down', 'term.set'] };
    case 'special-summon':
      return ownSpecialSummonRuled(sheet, reading, ask) ?? { lines: [derivedLine(sheet.specialSummons, ask, `${name} works on Special Summons`, `${name} does not work on a Special Summon`, sheet.card)], ids: ['summon.special'] };
    case 'defense':
      return { lines: [derivedLine(sheet.defensePosition, ask, `${name} can affect monsters in Defense Position`, `${name} cannot affect monsters in Defense Position`, sheet.card)], ids: ['position.kinds'] };
    case 'cost':
      return costRuled(sheet, reading, ask);
    case 'trigger':
      return sheet.effects.some((e) => e.kind === 'flip') && /\battack\w*\b/.test(reading.text) ? damageStepRuled(sheet, ask, reading) : triggerRuled(sheet, reading, ask);
    case 'status':
      return statusRuled(sheet, reading);
    case 'negate':
      return negateRuled(sheet, ask);
    case 'damage-step':
      return damageStepRuled(sheet, ask, reading);
    case 'timing':
    case 'opponent-turn':
    case 'set-turn':
      return timingAnswer(sheet, reading.aspects, ask);
    case 'chain': {
      const needs = eventRuled(sheet, reading, ask);
      if (needs) return needs;
      const other = reading.cards[1] ? cardFactSheet(reading.cards[1].card) : null;
      return chainAnswer(sheet, other ? { name: other.card.name, speed: other.speed ?? 1 } : kindNamedIn(reading.text, sheet.card.name), ask);
    }
    case 'whose':
      return whoseRuled(sheet, reading, ask);
    case 'speed':
      return speedRuled(sheet, reading, ask);
    case 'kind':
      return kindRuled(sheet, reading, ask);
    case 'how-summon':
      return howSummonRuled(sheet);
    case 'normal-summon':
      if (reading.aspects.includes('tribute')) return null;
      return sheet.card.frame === 'spell' || sheet.card.frame === 'trap' ? summonKindRuled(sheet, reading, ask) : normalSummonRuled(sheet, reading, ask);
    case 'tribute':
      return tributeRuled(sheet, reading, ask);
    case 'resolve':
      return resolveRuled(reading.cards.map((h) => cardFactSheet(h.card)));
    case 'works-on-kind':
      return worksOnKindRuled(sheet, reading, ask);
    case 'other-phase':
    case 'from-hand':
      return timingAnswer(sheet, reading.aspects, ask);
    case 'stat':
      return statRuled(sheet, reading, ask);
    case 'effect':
      return null;
  }
}

/** "Is bewd Level 8?", "whats dm's attack": the printed figure, and the verdict when the question gives one. */
function statRuled(sheet: CardFactSheet, reading: QuestionReading, ask: boolean): Ruled | null {
  const card = sheet.card;
  if (card.frame === 'spell' || card.frame === 'trap') return null;
  const t = reading.text;
  const stat = /\b(?:level|lvl|stars?)\b/.test(t) ? 'level' : /\battribute\b/.test(t) ? 'attribute' : /\bdef|\bdefen[cs]e\b/.test(t) ? 'def' : 'atk';
  const said = /\b(\d{1,4})\b/.exec(t.replace(card.name.toLowerCase(), ' '));
  const value = stat === 'level' ? card.level : stat === 'def' ? card.def : stat === 'atk' ? card.atk : null;
  const verdict = ask && said && value !== null && value !== undefined ? (Number(said[1]) === value ? 'Yes: ' : 'No: ') : '';
  const line =
    stat === 'level' ? `${card.name} is Level ${card.level ?? 0}.`
    : stat === 'attribute' ? `${card.name} is ${card.attribute ?? 'of no'} Attribute.`
    : stat === 'def' ? `${card.name} has ${card.def ?? '?'} DEF.`
    : `${card.name} has ${card.atk ?? '?'} ATK.`;
  return { lines: [`${verdict}${line}`], ids: stat === 'level' ? ['summon.tribute'] : ['term.original-stats'] };
}

/** A kind of card the question names instead of a card ("a counter trap"), as a stand-in for chaining. */
function kindNamedIn(text: string, own: string): ChainPartner | null {
  const kinds: [RegExp, string, 1 | 2 | 3][] = [
    [/\bcounter traps?\b/, 'a Counter Trap', 3], [/\bquick[- ]?play\b/, 'a Quick-Play Spell', 2], [/\btraps?\b/, 'a Trap Card', 2],
    [/\b(?:normal )?spells?\b/, 'a Normal Spell', 1], [/\battack\b/, 'an attack declaration (not a card: any Spell Speed 2 card can respond)', 1],
  ];
  // The card's own name ("Trap Hole") is not a kind of card the question names.
  const rest = text.replace(own.toLowerCase(), ' ');
  const hit = kinds.find(([re]) => re.test(rest));
  return hit ? { name: hit[1], speed: hit[2] } : null;
}

/** "Can I use Monster Reborn on his monster?": which side its targets may come from. */
function whoseRuled(sheet: CardFactSheet, reading: QuestionReading, ask: boolean): Ruled | null {
  const targets = sheet.effects.flatMap((e) => e.targets);
  if (targets.length === 0) return null;
  const theirs = /\b(?:opponents?|opp|his|her|their|enemy)(?:'?s)?'?(?=\s|$)/.test(reading.text);
  const t = targets[0]!;
  const fits = t.side === 'both' || (t.side === 'opponent') === theirs;
  const place = t.from.replace(/^the /, '');
  const from = t.side === 'both' ? `from ${t.from} of either player` : t.side === 'own' ? `from your ${place} only` : `from your opponent's ${place} only`;
  return {
    lines: [`${ask ? (fits ? 'Yes: ' : 'No: ') : ''}${sheet.card.name} targets ${t.min === t.max ? t.min : `${t.min} to ${t.max}`} ${t.what}, ${from} (from its script).`],
    ids: ['chain.targeting', 'term.target'],
  };
}

function costRuled(sheet: CardFactSheet, reading: QuestionReading, ask: boolean): Ruled {
  const costs = sheet.effects.flatMap((e) => e.cost);
  if (!sheet.scripted && !sheet.hasText) return { lines: [`I can't tell what ${sheet.card.name} costs: there is no script and no text for it here.`], ids: ['term.cost'] };
  if (costs.length === 0) {
    const textCost = sheet.hasText && /\b(?:pay|discard|tribute|send)\b/i.test(sheet.card.text);
    return { lines: [`${ask ? 'No: ' : ''}${sheet.card.name} has no cost to activate${textCost && !sheet.scripted ? ' that its script states (its text mentions one; read it below)' : ''}.`], ids: ['term.cost', 'chain.cost'] };
  }
  const without = /\bwithout\b|\bback\b|\brefund/.test(reading.text);
  const lead = ask ? (without ? 'No: ' : 'Yes: ') : '';
  return { lines: [`${lead}${sheet.card.name}'s cost is to ${costs.join(' and ')}; a cost is paid when it is activated, and stays paid even if the activation is negated (from its script).`], ids: ['term.cost', 'chain.cost'] };
}

function triggerRuled(sheet: CardFactSheet, reading: QuestionReading, ask: boolean): Ruled {
  const timing = timingAnswer(sheet, reading.aspects, false);
  const triggers = sheet.effects.filter((e) => e.kind === 'trigger' || e.kind === 'flip');
  if (triggers.length === 0) return { lines: [`${ask ? 'No: ' : ''}${sheet.card.name} has no Trigger or Flip effect.`, ...timing.lines], ids: timing.ids };
  const text = sheet.hasText ? sheet.card.text.toLowerCase() : '';
  const banished = /\b(?:banish\w*|removed from play|remove\w* from play)\b/.test(reading.text);
  if (banished && text && !/banish|removed from play/.test(text)) {
    const place = /graveyard/.test(text) ? 'it must go to the Graveyard, and a banished card does not' : 'banishing is not its event';
    return { lines: [`${ask ? 'No: ' : ''}${sheet.card.name} does not activate when it is banished: ${place}.`, ...timing.lines], ids: ['effect.trigger', 'zones.banished', ...timing.ids] };
  }
  // "It gets sent to the GY, does something happen?": what it does then, in its own text's words.
  const said = eventSentence(sheet.hasText ? sheet.card.text : '', reading.text);
  return said ? { lines: [`${ask ? 'Yes: ' : ''}${said}`, ...timing.lines], ids: ['effect.trigger', ...timing.ids] } : timing;
}

/** The sentence of a card's text about the event the question names (sent, destroyed, flipped...), or null. */
function eventSentence(text: string, question: string): string | null {
  const events: [RegExp, RegExp][] = [
    [/\bsent\b|\b(?:gy|graveyard|grave)\b/, /\bsent to the graveyard\b|\bto the graveyard\b/i],
    [/\bdestroy\w*|\bdies\b/, /\bdestroy|\bto the graveyard\b/i],
    [/\bflip\w*/, /\bflip/i],
    [/\btribut\w*/, /\btribute/i],
    [/\bdiscard\w*/, /\bdiscard/i],
  ];
  const sentences = text.split(/(?<=\.)\s+/);
  for (const [asked, inText] of events) {
    if (!asked.test(question)) continue;
    const hit = sentences.find((x) => inText.test(x));
    if (hit) return hit.trim();
  }
  return null;
}

/** The copies a list status the question asks about allows ("is it banned": 0, "limited": 1), or null. */
function listAsked(text: string): number | null {
  if (/\b(?:banned|forbidden)\b/.test(text)) return 0;
  if (/\bsemi[- ]?limited\b/.test(text)) return 2;
  if (/\blimited\b/.test(text)) return 1;
  if (/\bunlimited\b/.test(text)) return 3;
  return null;
}

function statusRuled(sheet: CardFactSheet, reading: QuestionReading): Ruled {
  const { tcg, ocg } = sheet.status;
  const lines: string[] = [];
  if (reading.format === 'goat') {
    const g = goatStatus(sheet.card.passcode, sheet.card.name);
    // "Is it legal / can I run it?" gets its yes or no first: a Forbidden card or one outside the pool cannot be played.
    const asksLegal = /\b(?:legal|allowed|ok|okay|fine|playable|can i (?:still )?(?:run|play|use)|am i allowed)\b/.test(reading.text) && !/\bhow many\b/.test(reading.text);
    const asked = listAsked(reading.text);
    const verdict = asksLegal ? (g.copies ? 'Yes: ' : 'No: ') : asked !== null && g.copies !== null && reading.kind === 'does' ? (asked === g.copies ? 'Yes: ' : 'No: ') : '';
    lines.push(g.copies === null
      ? `${verdict}${sheet.card.name} is not in the GOAT card pool (April 2005), so it is not legal there.`
      : `${verdict}${sheet.card.name} is ${copiesName(g.copies)} in GOAT (the April 2005 list): ${g.copies === 0 ? 'no copies' : `up to ${g.copies} ${g.copies === 1 ? 'copy' : 'copies'}`} in a deck.`);
    return { lines, ids: ['deck.banlist', 'format.differences'] };
  }
  if (reading.format === 'classic') lines.push(`I can't tell its status on the 2008 list: the card data here holds the GOAT list and the current TCG and OCG lists only.`);
  const limit = (s: string | undefined): string => (s === 'Forbidden' ? '0 copies' : s === 'Limited' ? '1 copy' : s === 'Semi-Limited' ? '2 copies' : '3 copies');
  if (tcg) lines.push(`${sheet.card.name} is ${tcg} on the current TCG list (${limit(tcg)} in a deck)${ocg && ocg !== tcg ? ` and ${ocg} on the OCG list` : ''}.`);
  else lines.push(`The card data has no list status for ${sheet.card.name}.`);
  return { lines, ids: ['deck.banlist'] };
}

function negateRuled(sheet: CardFactSheet, ask: boolean): Ruled {
  const negates = sheet.effects.some((e) => e.categories.includes('negate'));
  const how = negates ? `${sheet.card.name} negates (from its script: its effect is marked as a negation)` : `${sheet.card.name} does not negate anything (its script has no negation)`;
  return { lines: [`${ask ? (negates ? 'Yes: ' : 'No: ') : ''}${how}.`], ids: ['chain.negation'] };
}

function damageStepRuled(sheet: CardFactSheet, ask: boolean, reading?: QuestionReading): Ruled {
  // "My face-down Flip monster was attacked: before or after damage calculation?": the Flip effect waits for it.
  if (reading && sheet.effects.some((e) => e.kind === 'flip') && /\battack\w*\b/.test(reading.text) && /\b(?:before|after|when)\b/.test(reading.text)) {
    return {
      lines: [`After: when a face-down ${sheet.card.name} is attacked it is turned face-up before damage calculation, and its Flip effect activates only once damage calculation is over (its script: a Flip effect).`],
      ids: ['battle.flip-timing', 'effect.flip'],
    };
  }
  const ok = sheet.effects.some((e) => e.damageStep) || (sheet.speed ?? 1) >= 3;
  return {
    lines: [`${ask ? (ok ? 'Yes: ' : 'No: ') : ''}${ok ? `${sheet.card.name} can be activated in the Damage Step` : `${sheet.card.name} cannot be activated in the Damage Step: only cards that directly change ATK or DEF, and Counter Traps, can`}.`],
    ids: ['battle.damage-step'],
  };
}

/** "How much damage does Ookazi do?": the figure from the card's text. */
function amountRuled(sheet: CardFactSheet): Ruled | null {
  if (!sheet.hasText) return null;
  const m = /(\d{2,5})\s+(?:points of\s+)?(?:damage|life points|lp)/i.exec(sheet.card.text);
  if (!m) return null;
  return { lines: [`${sheet.card.name}: ${m[1]} (its text: "${m[0]}").`], ids: ['term.effects-that-count'] };
}

/** Which aspect leads when a question has several: the most specific first. */
const PRIORITY: readonly Aspect[] = [
  'works-on-kind', 'resolve', 'status', 'protection', 'once-per-turn', 'search', 'duration', 'count', 'own-side', 'how-summon', 'tribute', 'normal-summon', 'kind', 'face-down', 'special-summon', 'targets',
  'defense', 'whose', 'cost', 'trigger', 'negate', 'damage-step', 'chain', 'speed', 'from-hand', 'set-turn', 'opponent-turn', 'other-phase', 'timing', 'does-effect', 'stat', 'effect',
];

/** Aspects answered from what the card does (its script played, its text). */
const PLAYED: ReadonlySet<Aspect> = new Set(['count', 'duration', 'own-side', 'search', 'once-per-turn', 'protection', 'does-effect']);

const TIMING: ReadonlySet<Aspect> = new Set(['timing', 'opponent-turn', 'set-turn', 'other-phase', 'chain', 'trigger', 'from-hand']);

/** The answer's sentences for the aspects asked (at most two; timing once even when several timing words are there). */
function ruledFor(sheet: CardFactSheet, reading: QuestionReading, played: () => PlayedFacts | null): Ruled {
  const ask = reading.kind === 'can' || reading.kind === 'does' || reading.kind === 'other';
  const lines: string[] = [];
  const ids: string[] = [];
  let timingDone = false;
  const aspects = [...reading.aspects].sort((a, b) => PRIORITY.indexOf(a) - PRIORITY.indexOf(b));
  for (const aspect of aspects) {
    if (lines.length >= 2 || (TIMING.has(aspect) && timingDone)) continue;
    const r = aspectRuled(aspect, sheet, reading, ask && lines.length === 0, played);
    if (!r || r.lines.length === 0) continue;
    timingDone ||= TIMING.has(aspect);
    lines.push(...r.lines);
    ids.push(...r.ids);
  }
  if (lines.length === 0 && reading.kind === 'how-much') {
    const r = amountRuled(sheet);
    if (r) return r;
  }
  // What it does can only come from its script or its text: with neither, say so rather than answer from a rule on another topic.
  if (lines.length === 0 && !sheet.scripted && !sheet.hasText && reading.aspects.some((a) => PLAYED.has(a))) {
    return { lines: [`I can't tell: ${sheet.card.name} has no script in the engine and no text here, so I will not guess what it does.`], ids: [] };
  }
  return { lines, ids };
}

/** Plays a card in the engine (cardProbe.ts) in a format; absent, no answer rests on a run. */
export type CardPlayer = (card: CardFacts, format: string) => PlayedFacts | null;

/** The card question answered from the card, or null when the reading asks nothing this can answer. */
export function cardQuestionAnswer(reading: QuestionReading, reference: RulesReference, play?: CardPlayer): Answer | null {
  const hit = reading.cards[0];
  if (!hit) return null;
  // GOAT plays each card in its April 2005 wording (Sangan before its errata): the facts are read in that wording.
  const format = reading.format === 'goat' ? 'goat' : undefined;
  const sheet = cardFactSheet(hit.card, undefined, format);
  let played: PlayedFacts | null | undefined;
  const ruled = ruledFor(sheet, reading, () => (played === undefined ? (played = play?.(hit.card, format ?? 'classic') ?? null) : played));
  if (ruled.lines.length === 0) return null;
  const { citations, sections } = sectionsFor(reference, [...ruled.ids, ...sheet.sections]);
  const lines = [...ruled.lines];
  const generic = hit.card.passcode === 0;
  if (!sheet.scripted && !hit.card.scripted && !generic) lines.push(`(${hit.card.name} is not scripted in the engine here, so this comes from its ${sheet.hasText ? 'text' : 'kind'} only.)`);
  lines.push('', QUOTED_MARKER);
  if (!generic) lines.push(`- Card: ${cardFactsLine(hit.card)}${sheet.hasText ? ` ${hit.card.text}` : ''}`);
  for (const s of sections.slice(0, 3)) lines.push(`- ${s.title} [${s.id}]: ${s.lead}`);
  return { kind: 'card', text: lines.join('\n'), citations, sections, source: 'cards', card: hit.card };
}

/** Aspects a question about a kind of card ("a normal trap") can be answered on from the rules for that kind. */
const KIND_ASPECTS: ReadonlySet<Aspect> = new Set(['from-hand', 'set-turn', 'opponent-turn', 'other-phase', 'chain', 'normal-summon', 'speed', 'timing']);

/** "Can I activate a normal trap from my hand?": answered from the rules for the kind named. */
export function kindQuestionAnswer(reading: QuestionReading, reference: RulesReference): Answer | null {
  if (!reading.aspects.some((a) => KIND_ASPECTS.has(a))) return null;
  // "Spell Speed" names no kind of card.
  const text = reading.text.replace(/\bspell speed\b/g, ' ');
  const card = kindNamed(text);
  if (!card) return null;
  const hit = { card, said: card.name.toLowerCase(), start: 0, end: 0, how: 'name' as const };
  const aspects = reading.aspects.filter((a) => KIND_ASPECTS.has(a) && !(a === 'speed' && !/\bspell speed\b/.test(reading.text)));
  const answer = cardQuestionAnswer({ ...reading, cards: [hit], aspects }, reference);
  // "A spell card" in general: the Normal Spell answer, and the Quick-Play exception said with it.
  if (answer && card.subtypes[0] === 'Normal' && card.frame === 'spell' && !/\bnormal spell/.test(text)) {
    const [first, ...rest] = answer.text.split('\n');
    answer.text = [first, 'Quick-Play Spells are the exception: from your hand in any phase of your own turn, and once Set, on either turn.', ...rest].join('\n');
  }
  return answer;
}
