/**
 * A mid-duel question about a move the command grammar cannot read ("can i bring back my virus
 * with premature burial?"), answered from the live options by the cards it names: the one card
 * of the asker's that can be activated now is played on a copy of the duel to see what it would
 * offer (its targets, its choices), and another card the question names is looked for among
 * them. Only cards the asker may see are matched, so a nickname's word ("virus") is read against
 * the handful of names on the table, not the whole card pool.
 */
import { nameWords } from '../../cards/nameMatch.js';
import { canSee, nameFor } from '../../engine/text/describe.js';
import type { DuelState, Option, PlayerId } from '../../engine/types.js';
import type { RulesReference } from '../reference.js';
import { askingEngine } from '../situation/window.js';
import { sectionsFor, type Answer, type DuelContext } from './types.js';

interface Seen {
  id: number;
  name: string;
}

/** Words too plain to name a card alone, even when only one name on the table has them. */
const PLAIN = new Set('the of and with from your this that card monster spell trap dark light fire water earth wind warrior dragon magician'.split(' '));

/** Every card the player may see (the engine's own rule for it), by instance. */
function visibleCards(state: DuelState, player: PlayerId): Seen[] {
  return state.cards
    .filter((c) => canSee(state, c.id, player))
    .map((c) => ({ id: c.id, name: state.catalog[c.passcode]?.name ?? '' }))
    .filter((c) => c.name !== '');
}

/** The names a question says: a whole name, or a word of a name that no other name on the table has. */
function namesSaid(question: string, seen: readonly Seen[]): Set<string> {
  const words = nameWords(question);
  const text = ` ${words.join(' ')} `;
  const names = [...new Set(seen.map((c) => c.name))];
  const wordsOf = new Map(names.map((n) => [n, nameWords(n)]));
  const said = new Set<string>();
  for (const name of names) {
    const own = wordsOf.get(name)!;
    if (text.includes(` ${own.join(' ')} `)) {
      said.add(name);
      continue;
    }
    const distinct = own.filter((w) => w.length >= 4 && !PLAIN.has(w) && names.every((n) => n === name || !wordsOf.get(n)!.includes(w)));
    if (distinct.some((w) => words.includes(w))) said.add(name);
  }
  return said;
}

/** What activating the card would ask for next: the labels of the choice it opens (its targets), if any. */
function offeredAfter(duel: DuelContext, option: Option): string[] {
  // The asking engine stops at a choice of one too, so a lone target is still shown.
  const engine = askingEngine(duel.engine);
  const r = engine.apply(duel.state, option.action);
  if (!r.ok) return [];
  // A lone target is taken at activation without asking: it is on the new Chain Link.
  const link = r.state.chain.length > duel.state.chain.length ? r.state.chain[r.state.chain.length - 1] : undefined;
  const targets = (link?.targets ?? []).flat().map((t) => describeCard(r.state, t.id, duel.player));
  // Otherwise the choice comes on activation or on resolution (a search): everyone passes until it does.
  let state = r.state;
  for (let step = 0; step < 8 && state.pending && !state.result; step++) {
    const pending = state.pending;
    const options = engine.legalActions(state);
    const choices = pending.player === duel.player ? options.filter((o) => o.action.type === 'choose') : [];
    if (choices.length) return choices.map((o) => o.label);
    if (targets.length || pending.kind !== 'respond') break;
    const pass = options.find((o) => o.action.type === 'pass');
    const next = pass ? engine.apply(state, pass.action) : null;
    if (!next?.ok) break;
    state = next.state;
  }
  return targets;
}

/** "Add 1 …: A; Add 1 …: B" told once: " (Add 1 …): A; B"; other lists as they are. */
function joinChoices(labels: readonly string[]): string {
  const head = labels[0]?.includes(': ') ? labels[0].slice(0, labels[0].lastIndexOf(': ')) : null;
  if (head && labels.length > 1 && labels.every((l) => l.startsWith(`${head}: `))) return ` (${head}): ${labels.map((l) => l.slice(head.length + 2)).join('; ')}`;
  return `: ${labels.join('; ')}`;
}

/** A target as the asker sees it: its name and whose pile or zone it is in. */
function describeCard(state: DuelState, id: number, player: PlayerId): string {
  const card = state.cards[id]!;
  const whose = card.controller === player ? 'your' : "your opponent's";
  const place = card.location === 'graveyard' ? 'Graveyard' : card.location === 'banished' ? 'banished cards' : card.location === 'hand' ? 'hand' : 'field';
  return `${nameFor(state, id, player)} (${whose} ${place})`;
}

/**
 * Null unless exactly one named card of the asker's has an activation among the options now
 * (a question naming none, or two usable ones, is left to the other readings).
 */
export function namedMoveAnswer(question: string, duel: DuelContext, reference: RulesReference, yesNo = true): Answer | null {
  const seen = visibleCards(duel.state, duel.player);
  const said = namesSaid(question, seen);
  if (said.size === 0) return null;
  const options = duel.engine.legalActions(duel.state);
  const usable = [...said].filter((name) =>
    options.some((o) => o.action.type === 'activate' && seen.some((c) => c.id === (o.action as { card: number }).card && c.name === name)),
  );
  if (usable.length !== 1) return null;
  const card = usable[0]!;
  const moves = options.filter((o) => o.action.type === 'activate' && duel.state.catalog[duel.state.cards[(o.action as { card: number }).card]!.passcode]?.name === card);
  const offered = [...new Set(moves.flatMap((o) => offeredAfter(duel, o)))];
  const others = [...said].filter((n) => n !== card);
  const found = others.filter((n) => offered.some((label) => label.includes(n)));
  const missing = others.filter((n) => !found.includes(n));
  const now = `${card} can be activated right now (${moves.map((o) => o.label).join('; ')})`;
  const among = `what it would offer${joinChoices(offered)}`;
  const list = (names: string[]): string => `${names.join(' and ')} ${names.length > 1 ? 'are' : 'is'}`;
  let text: string;
  if (missing.length && offered.length) text = `No: ${now}, but ${list(missing)} not among ${among}.`;
  else if (found.length) text = `Yes: ${now}, and ${list(found)} among ${among}.`;
  // "What can I grab with it?" is not a yes/no question: no verdict in front.
  else text = `${yesNo ? 'Yes: ' : ''}${now}.${offered.length ? ` It would offer${joinChoices(offered)}.` : ''}`;
  const { citations, sections } = sectionsFor(reference, ['decision.options', 'chain.basics']);
  return { kind: 'duel', text, citations, sections, source: 'engine' };
}
