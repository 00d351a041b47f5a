/**
 * A question about a card being activated, answered by playing it: "he plays Monster Reborn,
 * can I Torrential Tribute it?", "he activates Heavy Storm, can I Solemn it?", "he has Sogen
 * face up and I activate Umi". The question is read for who activates which card, the card
 * asked about in response ("can I <card> it") and the other cards named with how they sit;
 * the board is built (a monster on each side and in each Graveyard, so a card has something
 * to work on), the first card is activated in its player's Main Phase, and at each response
 * window the engine says whether the responding card may be activated. The answer is what
 * the engine did: whether the response was offered (and, if not, the reason from the card's
 * Spell Speed or its own requirement, and whether it was offered later), and what resolving
 * did to the named cards. Nothing here decides a ruling: the engine's scripts do.
 */
import type { CardDb } from '../../cards/cardDb.js';
import { toCardStatic } from '../../cards/catalog.js';
import type { NameHit } from '../../cards/nameMatch.js';
import type { CardFacts } from '../../cards/types.js';
import type { Engine } from '../../engine/index.js';
import { buildBoard, type BoardSpec } from '../../engine/testing/scenario/board.js';
import type { Action, CardStatic, DuelEvent, DuelState, PlayerId } from '../../engine/types.js';
import { cardFactSheet } from '../cardFacts.js';

type Side = 0 | 1;

export interface ActivationSituation {
  actor: Side;
  card: CardFacts;
  /** The card asked about in response ("can I <card> it"), with its player. */
  responder: { side: Side; card: CardFacts } | null;
  /** Other Spells and Traps named: face-up (a Field Spell in the Field Zone) or Set. */
  others: { side: Side; card: CardFacts; faceUp: boolean }[];
  /** A Chain asked about (chainOrder.ts): each side also has a plain Set card, so a card that destroys Spells and Traps has more to hit than the Chain's own cards. */
  chained?: boolean;
}

const SUBJECT = String.raw`(i|he|she|they|opp\w*|my opponent|the opponent|him|her)`;
const VERBS = String.raw`(?:just\s+|then\s+)?(?:activates?|activated|plays?|played|uses?|used|flips?|flipped|chains?|chained|casts?|sets? off|drops?|fires? off|responds? with|goes? for)`;
const isSpellTrap = (c: CardFacts): boolean => c.frame === 'spell' || c.frame === 'trap';
const sideOf = (word: string): Side => (/^(?:i|my)$/.test(word) ? 0 : 1);

/** Where a card's name starts in the text (the first word of what was typed for it). */
function positionOf(text: string, hit: NameHit): number {
  const first = hit.said.split(' ')[0]!;
  const m = new RegExp(`\\b${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).exec(text);
  return m ? m.index : -1;
}

/** The activation a question describes, or null when it names no Spell or Trap being activated by someone. */
export function readActivation(text: string, hits: readonly NameHit[]): ActivationSituation | null {
  const named = hits.filter((h) => isSpellTrap(h.card)).map((h) => ({ hit: h, at: positionOf(text, h) })).filter((n) => n.at >= 0);
  if (named.length === 0) return null;
  const asked = new RegExp(`\\b(?:can|could|may|am)\\s+(i|he|she|they|my opponent)\\b`).exec(text);
  let actor: { side: Side; card: CardFacts; at: number } | null = null;
  for (const n of named) {
    const before = text.slice(Math.max(0, n.at - 45), n.at);
    const m = new RegExp(`\\b${SUBJECT}\\s+${VERBS}\\s+(?:(?:a|an|the|his|her|my|their|a set|his set|my set)\\s+)?$`).exec(before);
    if (m && (!asked || n.at < asked.index)) {
      actor = { side: sideOf(m[1]!), card: n.hit.card, at: n.at };
      break;
    }
  }
  if (!actor) return null;
  const after = asked ? named.find((n) => n.at > asked.index && n.hit.card !== actor!.card) : undefined;
  const responder = after ? { side: sideOf(asked![1]!), card: after.hit.card } : null;
  const rest = named.filter((n) => n.hit.card !== actor!.card && n.hit.card !== responder?.card);
  // "I activate Heavy Storm, he chains MST": two activations said, a question of Chain order for the card answerers.
  if (rest.some((n) => new RegExp(`\\b${SUBJECT}\\s+${VERBS}\\s+(?:\\w+\\s+)?$`).test(text.slice(Math.max(0, n.at - 45), n.at)))) return null;
  const others = rest
    .map((n) => {
      const around = text.slice(Math.max(0, n.at - 40), n.at + n.hit.said.length + 25);
      const owner = /\b(my|i|i have|his|he|he has|her|she|their|they|opp\w*)\b[^,;.]*$/.exec(text.slice(Math.max(0, n.at - 40), n.at));
      const faceUp = /\bface[- ]?up\b|\bon the field\b|\bout\b|\bactive\b|\bin play\b|\bhas\b|\bhave\b/.test(around) || n.hit.card.subtypes[0] === 'Field';
      return { side: owner ? sideOf(owner[1]!.split(' ')[0]!) : ((actor!.side === 0 ? 1 : 0) as Side), card: n.hit.card, faceUp };
    });
  if (!responder && others.length === 0 && !/\b(?:what happens|happen|destroy\w*|stay|still|lose|win|go(?:es)? to)\b/.test(text)) return null;
  return { actor: actor.side, card: actor.card, responder, others };
}

const SYNTHETIC = 992_000_000;
const filler = (n: number, name: string, atk: number, def: number): CardStatic => ({
  passcode: SYNTHETIC + n, name, kind: 'monster', frame: 'normal', subtypes: ['Normal'], attribute: 'EARTH', race: 'Psychic',
  level: 4, atk, def, extraDeck: false, normalSummonable: true,
});
const CAST: readonly CardStatic[] = [
  filler(1, 'a card in the Deck', 100, 100),
  filler(2, 'a monster on the field', 1500, 1200),
  filler(3, 'a monster in the Graveyard', 1800, 1000),
  filler(4, 'a card in the hand', 300, 300),
  { ...filler(5, 'a Set card', 0, 0), kind: 'spell', frame: 'spell', attribute: null, race: null, level: 0, normalSummonable: false },
];

function placement(card: CardFacts, asActor: boolean): 'hand' | 'set' | 'field' {
  const icon = card.subtypes[0] ?? 'Normal';
  if (card.frame === 'trap') return 'set';
  if (icon === 'Field') return asActor ? 'hand' : 'field';
  if (icon === 'Quick-Play') return asActor ? 'hand' : 'set';
  return asActor ? 'hand' : 'set';
}

function boardOf(s: ActivationSituation): BoardSpec {
  const side = (p: Side): BoardSpec['players'][number] => {
    const mine = (c: CardFacts, asActor: boolean): 'hand' | 'set' | 'field' => placement(c, asActor);
    const cards = [
      ...(s.actor === p ? [{ card: s.card, at: mine(s.card, true), up: false }] : []),
      ...(s.responder?.side === p ? [{ card: s.responder.card, at: mine(s.responder.card, false), up: false }] : []),
      ...s.others.filter((o) => o.side === p).map((o) => ({ card: o.card, at: o.card.subtypes[0] === 'Field' && o.faceUp ? ('field' as const) : ('set' as const), up: o.faceUp })),
    ];
    const field = cards.find((c) => c.at === 'field');
    return {
      hand: [...cards.filter((c) => c.at === 'hand').map((c) => c.card.name), 'a card in the hand', 'a card in the hand'],
      deck: Array.from({ length: 10 }, () => 'a card in the Deck'),
      monsters: [{ card: 'a monster on the field', position: 'attack', faceDown: false, attacked: false, positionChanged: false }],
      spellTraps: [...cards.filter((c) => c.at === 'set').map((c) => ({ card: c.card.name, faceDown: true, setTurn: 1 })), ...(s.chained ? [{ card: 'a Set card', faceDown: true, setTurn: 1 }] : [])],
      fieldZone: field ? { card: field.card.name, faceDown: false } : null,
      graveyard: ['a monster in the Graveyard'], banished: [], extra: [], tokens: [],
    };
  };
  return { name: 'judge activation', format: 'classic', turn: 3, turnPlayer: s.actor, phase: 'main1', normalSummonUsed: false, players: [side(0), side(1)], replayCheck: false, askSingleOptions: false };
}

export interface ActivationRun {
  state: DuelState;
  events: DuelEvent[];
  ids: { card: number; responder: number | null; others: number[] };
  /** The response asked about: offered in the window right after the activation, offered later, refused (the engine's words). */
  response: { offered: boolean; later: boolean; refusal: string | null } | null;
}

const idOfCard = (state: DuelState, card: CardFacts, side: Side, not: readonly number[] = []): number =>
  state.cards.findIndex((c, i) => !not.includes(i) && c.passcode === card.passcode && c.owner === side);

/** Plays the activation; null when the board cannot be built or the engine does not offer the first card. */
export function runActivation(s: ActivationSituation, engine: Engine, db: CardDb): ActivationRun | null {
  const find = (name: string): CardStatic | undefined => CAST.find((c) => c.name === name) ?? (db.byName(name) ? toCardStatic(db.byName(name)!) : undefined);
  if (!engine.ctx.scripts?.(s.card.passcode) || (s.responder && !engine.ctx.scripts?.(s.responder.card.passcode))) return null;
  let state: DuelState;
  try {
    state = buildBoard(boardOf(s), find, engine.ctx).state;
  } catch {
    return null;
  }
  const card = idOfCard(state, s.card, s.actor);
  const responder = s.responder ? idOfCard(state, s.responder.card, s.responder.side, [card]) : -1;
  const others = s.others.map((o) => idOfCard(state, o.card, o.side, [card, responder]));
  const first = engine.legalActions(state).find((o) => o.action.type === 'activate' && o.action.card === card);
  if (!first) return null;
  const events: DuelEvent[] = [];
  let r = engine.apply(state, first.action);
  if (!r.ok) return null;
  state = r.state;
  events.push(...r.events);
  let response: ActivationRun['response'] = s.responder ? { offered: false, later: false, refusal: null } : null;
  let windows = 0;
  for (let guard = 0; guard < 60 && !state.result; guard++) {
    const p = state.pending;
    if (!p || p.kind === 'main' || p.kind === 'battle') break;
    const options = engine.legalActions(state);
    let pick: Action | undefined;
    if (response && p.kind === 'respond' && p.player === s.responder!.side) {
      const offered = options.find((o) => o.action.type === 'activate' && o.action.card === responder)?.action;
      if (offered && windows === 0) response.offered = true;
      if (offered && windows > 0 && !response.offered) response.later = true;
      if (!offered && windows === 0) response.refusal = refusalOf(engine, state, s.responder!.side, responder);
      windows++;
      if (offered && (response.offered || response.later)) pick = offered;
    }
    // The responder's choice goes to the card it was chained to when it can ("chain MST to his Heavy Storm").
    if (p.kind === 'choose' && s.responder && p.player === s.responder.side) pick = options.find((o) => o.action.type === 'choose' && o.action.pick === card)?.action;
    pick ??= options.find((o) => o.action.type === 'choose' && o.action.pick !== null)?.action
      ?? options.find((o) => o.action.type === 'answer' && o.action.yes)?.action
      ?? options.find((o) => o.action.type === 'pass')?.action
      ?? options[0]?.action;
    if (!pick) break;
    r = engine.apply(state, pick);
    if (!r.ok) break;
    state = r.state;
    events.push(...r.events);
    if (pick.type === 'activate' && pick.card === responder && response) response = { ...response };
  }
  return { state, events, ids: { card, responder: responder >= 0 ? responder : null, others }, response };
}

/** The engine's own words for refusing the card's activation now. */
function refusalOf(engine: Engine, state: DuelState, player: PlayerId, id: number): string | null {
  if (id < 0) return null;
  const c = state.cards[id];
  const effect = c ? engine.ctx.scripts?.(c.passcode)?.effects?.[0]?.id : undefined;
  if (!effect) return null;
  const r = engine.apply(state, { type: 'activate', player, card: id, effect });
  return r.ok ? null : r.rejection.message;
}

/** Why the responding card could not answer the activation: its Spell Speed, else its own requirement in its words. */
export function whyNot(responder: CardFacts, card: CardFacts, refusal: string | null): string {
  const a = cardFactSheet(responder).speed ?? 1;
  const b = cardFactSheet(card).speed ?? 1;
  if (a < 2) return `${responder.name} is Spell Speed 1, and Spell Speed 1 can never respond to anything`;
  if (a < b) return `${responder.name} is Spell Speed ${a}, lower than ${card.name}'s Spell Speed ${b}`;
  const clause = /\b(?:activate only when|activate when|respond to|when) ([^:.;]+)/i.exec(responder.text)?.[0];
  if (clause) return `its own requirement is not met by ${card.name}'s activation (its text: "${clause.trim()}")`;
  return refusal ? `the engine refuses it: ${refusal}` : `the engine did not offer it`;
}

const nameIn = (state: DuelState, id: number): string => state.catalog[state.cards[id]?.passcode ?? -1]?.name ?? `card ${id}`;

/** What became of a named card in the run: destroyed, sent to the Graveyard, or still where it was. */
function fateOf(run: ActivationRun, id: number): 'destroyed' | 'sent' | 'stays' {
  if (run.events.some((e) => e.type === 'destroyed' && e.card === id)) return 'destroyed';
  if (run.events.some((e) => e.type === 'sent-to-graveyard' && e.card === id)) return 'sent';
  return 'stays';
}

/** The answer's lines: the verdict on the response (or on what was asked of a named card), then what the engine did. */
export function activationLines(s: ActivationSituation, run: ActivationRun, text: string, yesNo: boolean): string[] {
  const lines: string[] = [];
  const card = s.card.name;
  if (s.responder && run.response) {
    const resp = s.responder.card.name;
    const { offered, later, refusal } = run.response;
    if (offered) lines.push(`Yes: ${resp} can be activated in response to ${card} (played in the engine: it was offered as soon as ${card} was activated).`);
    else lines.push(`No: ${resp} cannot be chained to ${card}'s activation: ${whyNot(s.responder.card, s.card, refusal)}.${later ? ` Once ${card} has resolved, ${resp} can be activated then (played in the engine: it was offered in a later window).` : ' (Played in the engine: it was not offered.)'}`);
  }
  const fates = s.others.map((o, i) => ({ name: o.card.name, fate: fateOf(run, run.ids.others[i]!) }));
  if (fates.length && !s.responder) {
    const asksStay = /\b(?:stay|stays|remain|remains|still)\b/.test(text);
    const said = fates.map((f) => `${f.name} ${f.fate === 'destroyed' ? 'is destroyed' : f.fate === 'sent' ? 'is sent to the Graveyard' : 'stays on the field'}`).join(', and ');
    const gone = fates[0]!.fate !== 'stays';
    const verdict = yesNo ? `${(asksStay ? !gone : gone) ? 'Yes' : 'No'}: ` : '';
    const why = s.card.subtypes[0] === 'Field' && fates.some((f) => f.fate !== 'stays') ? `: activating ${card} replaces the Field Spell already face-up (one Field Spell on the whole field in the classic and GOAT rules; in modern rules each player has their own Field Zone)` : '';
    lines.push(`${verdict}${said} when ${card} is activated${why} (played in the engine).`);
  }
  for (const e of run.events) {
    if (e.type === 'effect-damage' && e.amount > 0) lines.push(`${e.player === 0 ? 'You take' : 'Your opponent takes'} ${e.amount} damage (${e.lp} LP left).`);
    if (e.type === 'negated') lines.push(`${nameIn(run.state, e.card)} is negated.`);
  }
  if (run.state.result) lines.push(run.state.result.winner === null ? 'The duel ends in a draw.' : `The duel ends: ${run.state.result.winner === 0 ? 'you win' : 'your opponent wins'}.`);
  return lines;
}
