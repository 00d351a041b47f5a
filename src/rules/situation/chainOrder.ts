/**
 * "If I chain MST to his Heavy Storm, what happens?", "he activates Monster Reborn and I chain
 * MST, what resolves first?": a card chained to another, played in the engine (activation.ts
 * with the chained card activated in the first window that offers it), and told in the order
 * the Chain resolved: each Chain Link with its player, then each resolution with what it did,
 * read from the events between it and the next one. The order is the engine's, not a template.
 */
import type { CardDb } from '../../cards/cardDb.js';
import type { NameHit } from '../../cards/nameMatch.js';
import type { CardFacts } from '../../cards/types.js';
import type { DuelEvent, DuelState } from '../../engine/types.js';
import { sectionsFor, type Answer } from '../answer/types.js';
import { QUOTED_MARKER } from '../judge/cardQuestion.js';
import type { QuestionReading } from '../question/read.js';
import type { RulesReference } from '../reference.js';
import { runActivation, type ActivationRun, type ActivationSituation } from './activation.js';
import { engineOf } from './answer.js';

type Side = 0 | 1;
const sideOf = (word: string): Side => (/^(?:i|my|me)$/.test(word) ? 0 : 1);
const isSpellTrap = (c: CardFacts): boolean => c.frame === 'spell' || c.frame === 'trap';
const at = (text: string, h: NameHit): number => text.indexOf(h.said);

/** "I chain MST", "he responds with MST", "I respond to it with MST": who chains, and where the card named next starts. */
const CHAINS = /\b(i|he|she|they|opp\w*|my opponent)\s+(?:\w+\s+)?(?:chains?|chained|chaining|respond(?:s|ed)?(?: to (?:it|that|this))? with|activates? in response(?: with)?)\s+/g;
/** The question asks what the Chain does or its order, not whether it may be built. */
const ASKS = /\b(?:what happens|what would happen|what resolves|which resolves|resolves? first|what order|which order|in what order|order do|how does (?:it|that|this) resolve|what goes first|who wins|what'?s the result)\b/;

/** The two cards of a Chain the question describes, with their players; null when it does not describe one. */
export function readChainPair(text: string, hits: readonly NameHit[]): ActivationSituation | null {
  if (!ASKS.test(text)) return null;
  const named = hits.filter((h) => isSpellTrap(h.card) && at(text, h) >= 0);
  if (named.length !== 2) return null;
  for (const m of text.matchAll(CHAINS)) {
    const end = m.index + m[0].length;
    const chained = named.find((h) => at(text, h) >= end && at(text, h) - end <= 12);
    const first = named.find((h) => h !== chained);
    if (!chained || !first) continue;
    const side = sideOf(m[1]!);
    const owner = /\b(my|his|her|their|opp\w*)\s+(?:\w+\s+)?$/.exec(text.slice(Math.max(0, at(text, first) - 20), at(text, first)));
    const subject = /\b(i|he|she|they|opp\w*|my opponent)\s+(?:\w+\s+)?(?:activates?|activated|plays?|played|uses?|used|flips?|flipped)\s+(?:\w+\s+)?$/.exec(text.slice(Math.max(0, at(text, first) - 40), at(text, first)));
    const firstSide = owner ? sideOf(owner[1]!) : subject ? sideOf(subject[1]!) : ((side === 0 ? 1 : 0) as Side);
    return { actor: firstSide, card: first.card, responder: { side, card: chained.card }, others: [], chained: true };
  }
  return null;
}

const nameIn = (state: DuelState, id: number): string => state.catalog[state.cards[id]?.passcode ?? -1]?.name ?? `card ${id}`;

/** What one resolution did, from its events. */
function didWhat(events: readonly DuelEvent[], state: DuelState, self: number): string[] {
  const out: string[] = [];
  const drew = [0, 1].map((p) => events.filter((e) => e.type === 'draw' && e.player === p).length);
  for (const e of events) {
    if (e.type === 'destroyed' && e.card !== self) out.push(`${nameIn(state, e.card)} is destroyed`);
    else if (e.type === 'special-summon') out.push(`${nameIn(state, e.card)} is Special Summoned`);
    else if (e.type === 'negated') out.push(`${nameIn(state, e.card)} is negated`);
    else if (e.type === 'banished') out.push(`${nameIn(state, e.card)} is banished`);
    else if (e.type === 'returned-to-hand') out.push(`${nameIn(state, e.card)} returns to the hand`);
    else if (e.type === 'control') out.push(`${e.player === 0 ? 'you take' : 'your opponent takes'} control of ${nameIn(state, e.card)}`);
    else if ((e.type === 'effect-damage' || e.type === 'lp-cost') && e.amount > 0) out.push(`${e.player === 0 ? 'you lose' : 'your opponent loses'} ${e.amount} LP`);
    else if (e.type === 'lp-gain' && e.amount > 0) out.push(`${e.player === 0 ? 'you gain' : 'your opponent gains'} ${e.amount} LP`);
  }
  drew.forEach((n, p) => n && out.push(`${p === 0 ? 'you draw' : 'your opponent draws'} ${n}`));
  return [...new Set(out)];
}

/** The Chain in the engine's order: its links, then each resolution with what it did. */
export function chainLines(s: ActivationSituation, run: ActivationRun): string[] | null {
  const links = run.events.filter((e): e is Extract<DuelEvent, { type: 'activate' }> => e.type === 'activate');
  const resolves = run.events.map((e, i) => ({ e, i })).filter((x): x is { e: Extract<DuelEvent, { type: 'resolve' }>; i: number } => x.e.type === 'resolve');
  if (links.length < 2 || resolves.length < 2) return null;
  const whose = (p: number): string => (p === 0 ? 'yours' : "your opponent's");
  const lines = [`Chain Link 1 is ${nameIn(run.state, links[0]!.card)} (${whose(links[0]!.player)}); Chain Link 2 is ${nameIn(run.state, links[1]!.card)} (${whose(links[1]!.player)}), chained to it. A Chain resolves backwards, last link first (played in the engine):`];
  resolves.forEach(({ e, i }, n) => {
    const next = resolves[n + 1]?.i ?? run.events.findIndex((x, j) => j > i && x.type === 'chain-end');
    const did = didWhat(run.events.slice(i + 1, next < 0 ? undefined : next), run.state, e.card);
    const left = run.events.slice(0, i).some((x) => (x.type === 'destroyed' || x.type === 'sent-to-graveyard') && x.card === e.card);
    const name = nameIn(run.state, e.card);
    const icon = run.state.catalog[run.state.cards[e.card]?.passcode ?? -1]?.subtypes[0];
    const needsField = icon === 'Continuous' || icon === 'Equip' || icon === 'Field';
    const said = e.negated ? 'is negated and does nothing' : did.length ? did.join(', ') : `does nothing${left && needsField ? ' (it has left the field, and a card of its kind applies only while it is there)' : ''}`;
    const still = left && !e.negated && did.length ? ' (it still resolves, though it was destroyed: its effect was already activated)' : '';
    lines.push(`${n + 1}. Chain Link ${e.link}, ${name}, resolves ${n === 0 ? 'first' : 'next'}${still}: ${said}.`);
  });
  void s;
  return lines;
}

export function chainOrderAnswer(reading: QuestionReading, db: CardDb, reference: RulesReference): Answer | null {
  const s = readChainPair(reading.text, reading.cards);
  if (!s) return null;
  const run = runActivation(s, engineOf(db), db);
  if (!run || !run.response) return null;
  if (!run.response.offered && !run.response.later) return null;
  const lines = chainLines(s, run);
  if (!lines) return null;
  const { citations, sections } = sectionsFor(reference, ['chain.resolution', 'chain.building']);
  const text = [...lines, '', QUOTED_MARKER, ...sections.map((x) => `- ${x.title} [${x.id}]: ${x.lead}`)].join('\n');
  return { kind: 'rules', text, citations, sections, source: 'engine' };
}
