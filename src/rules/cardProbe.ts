/**
 * What a card does, found by playing it: the card is put on a small probe board (your own
 * monster, your opponent's face-up and face-down monsters and a Set card, a monster in each
 * Graveyard, cards in each Deck and hand), activated in your Main Phase 1 when the engine
 * offers it, and its chain played out (targets: the first candidate; your opponent passes).
 * The events say how many cards it drew, how many Tokens it created, whose cards it
 * destroyed, which cards it offered as targets; then the turns are played on (each player
 * passes and ends the turn) until what it did ends: a monster taken goes back, the card
 * itself is destroyed. Nothing here decides what a card does: the engine's script does.
 */
import type { CardDb } from '../cards/cardDb.js';
import { toCardStatic } from '../cards/catalog.js';
import type { CardFacts } from '../cards/types.js';
import type { Engine } from '../engine/index.js';
import { currentAtk, currentDef } from '../engine/continuous.js';
import type { FormatId } from '../engine/format.js';
import { buildBoard, type BoardSpec } from '../engine/testing/scenario/board.js';
import type { Action, CardStatic, DuelEvent, DuelState, PlayerId } from '../engine/types.js';

/** When something the card did came to an end, counted from its activation. */
export interface Ending {
  /** Turns after the activation's turn (0: the same turn). */
  turnsLater: number;
  /** How many of the opponent's turns had begun by then (the activation's turn not counted). */
  opponentTurns: number;
  phase: string;
  /** What ended: the monster taken went back, or the card itself left the field. */
  what: 'control-returned' | 'card-destroyed';
}

export interface PlayedFacts {
  /** The engine let it be activated on the probe board. */
  activated: boolean;
  drew: number;
  tokens: number;
  /** Cards destroyed, by whose they were: the activator's ("own") or the opponent's. */
  destroyed: { own: number; opponent: number };
  /** Target choices offered: whether any of the activator's and of the opponent's cards were among them. */
  offered: { own: boolean; opponent: boolean; faceDown: boolean };
  /** Monsters whose control the activator took. */
  tookControl: number;
  /** Life Points each side gained (+) or lost (-) by the effect, not by a cost. */
  lp: { own: number; opponent: number };
  /** The largest change of a monster's ATK and of its DEF once it resolved (Reinforcements: +500 ATK), 0 when none. */
  statChange: { atk: number; def: number };
  ending: Ending | null;
  /** Turns played on after the activation with what it did still in force (the card still on the field, a taken monster still held). */
  heldFor: number;
  /** Life Points gained or lost in the turns played on after it resolved (Snatch Steal: the opponent gains 1000 in each of their Standby Phases). */
  lpLater: LaterLp[];
}

/** One Life Point change in the turns played on: whose Life Points, by how much, on whose turn and in which phase. */
export interface LaterLp {
  who: 'own' | 'opponent';
  amount: number;
  turnOf: 'own' | 'opponent';
  phase: string;
}

const SYNTHETIC = 991_000_000;
const filler = (n: number, name: string, kind: 'monster' | 'spell', atk = 0, def = 0): CardStatic => ({
  passcode: SYNTHETIC + n, name, kind, frame: kind === 'monster' ? 'normal' : 'spell', subtypes: ['Normal'], attribute: kind === 'monster' ? 'EARTH' : null,
  race: kind === 'monster' ? 'Psychic' : null, level: kind === 'monster' ? 4 : 0, atk, def, extraDeck: false, normalSummonable: kind === 'monster',
});

/** The probe board's own cards: plain, with no script, so only the probed card does anything. */
const CAST: readonly CardStatic[] = [
  filler(1, 'probe: a card in the Deck', 'monster', 100, 100),
  filler(2, 'probe: your monster', 'monster', 1000, 1000),
  filler(3, "probe: your opponent's monster", 'monster', 1600, 1200),
  filler(4, "probe: your opponent's Set monster", 'monster', 1400, 1300),
  filler(5, 'probe: a Set card', 'spell'),
  filler(6, 'probe: a monster in the Graveyard', 'monster', 1200, 800),
  filler(7, 'probe: a card in the hand', 'monster', 300, 300),
];
const named = (suffix: string): string => CAST.find((c) => c.name.endsWith(suffix))!.name;

function boardSpec(card: CardStatic, format: FormatId): BoardSpec {
  const deck = Array.from({ length: 10 }, () => named('in the Deck'));
  const monster = card.kind === 'monster' && !card.extraDeck;
  const asSet = card.kind === 'trap' || (card.kind === 'spell' && card.subtypes.includes('Quick-Play'));
  const side = (own: boolean): BoardSpec['players'][number] => ({
    hand: own ? [...(asSet || monster ? [] : [card.name]), named('in the hand'), named('in the hand')] : [named('in the hand'), named('in the hand')],
    deck,
    monsters: own
      ? [{ card: named('your monster'), position: 'attack', faceDown: false, attacked: false, positionChanged: false }, ...(monster ? [{ card: card.name, position: 'defense' as const, faceDown: true, attacked: false, positionChanged: false, setTurn: 1 }] : [])]
      : [{ card: named("opponent's monster"), position: 'attack', faceDown: false, attacked: false, positionChanged: false }, { card: named('Set monster'), position: 'defense', faceDown: true, attacked: false, positionChanged: false }],
    spellTraps: [...(own && asSet ? [{ card: card.name, faceDown: true, setTurn: 1 }] : []), { card: named('a Set card'), faceDown: true, setTurn: 1 }],
    fieldZone: null,
    graveyard: [named('in the Graveyard')],
    banished: [], extra: [], tokens: [],
  });
  return { name: 'judge card probe', format, turn: 3, turnPlayer: 0, phase: 'main1', normalSummonUsed: false, players: [side(true), side(false)], replayCheck: false, askSingleOptions: false };
}

/** The activation the engine offers for the card (a monster: its Flip Summon, so its Flip effect plays). */
function firstMove(state: DuelState, engine: Engine, cardId: number): Action | null {
  const options = engine.legalActions(state);
  const activate = options.find((o) => o.action.type === 'activate' && o.action.card === cardId);
  if (activate) return activate.action;
  return options.find((o) => o.action.type === 'flip-summon' && o.action.card === cardId)?.action ?? null;
}

interface Run {
  state: DuelState;
  events: DuelEvent[];
  offered: PlayedFacts['offered'];
}

/** Plays every decision until the turn player is back at an open Main Phase (or `until` says stop). */
function playOut(run: Run, engine: Engine, endTurns: boolean, until: (e: DuelEvent) => boolean): boolean {
  for (let guard = 0; guard < 400 && !run.state.result; guard++) {
    const p = run.state.pending;
    if (!p) return false;
    if (p.kind === 'main' && !endTurns) return false;
    if (p.kind === 'choose') {
      for (const id of p.labels ? [] : p.candidates) {
        const c = run.state.cards[id];
        if (!c) continue;
        if (c.controller === 0) run.offered.own = true;
        else run.offered.opponent = true;
        if (!c.faceUp) run.offered.faceDown = true;
      }
    }
    const action = defaultAction(engine.legalActions(run.state).map((o) => o.action), p.kind);
    if (!action) return false;
    const r = engine.apply(run.state, action);
    if (!r.ok) return false;
    run.state = r.state;
    run.events.push(...r.events);
    if (r.events.some(until)) return true;
  }
  return false;
}

/** The plainest move: pass, pick the first candidate, decline, end the phase or the turn. */
function defaultAction(actions: readonly Action[], kind: string): Action | null {
  const of = (t: Action['type']): Action | undefined => actions.find((a) => a.type === t);
  if (kind === 'choose') return actions.find((a) => a.type === 'choose' && a.pick !== null) ?? of('choose') ?? null;
  if (kind === 'yes-no') return actions.find((a) => a.type === 'answer' && a.yes) ?? null;
  if (kind === 'main') return of('end-turn') ?? null;
  if (kind === 'battle') return of('end-battle') ?? null;
  return of('pass') ?? of('discard') ?? of('end-turn') ?? actions[0] ?? null;
}

function countEvents(events: readonly DuelEvent[], state: DuelState, start: DuelState): Omit<PlayedFacts, 'activated' | 'offered' | 'ending' | 'heldFor' | 'statChange' | 'lpLater'> {
  const facts = { drew: 0, tokens: 0, destroyed: { own: 0, opponent: 0 }, tookControl: 0, lp: { own: 0, opponent: 0 } };
  for (const e of events) {
    if (e.type === 'draw' && e.player === 0) facts.drew++;
    else if (e.type === 'special-summon' && e.procedure === 'token') facts.tokens++;
    else if (e.type === 'destroyed') facts.destroyed[e.owner === 0 ? 'own' : 'opponent']++;
    else if (e.type === 'control' && e.player === 0) facts.tookControl++;
  }
  facts.lp.own = state.players[0].lp - start.players[0].lp + lpCost(events);
  facts.lp.opponent = state.players[1].lp - start.players[1].lp;
  return facts;
}

const lpCost = (events: readonly DuelEvent[]): number => events.reduce((n, e) => n + (e.type === 'lp-cost' && e.player === 0 ? e.amount : 0), 0);

const PLAYED_ON = 8;

/** Plays the turns on until what the card did ends (its taken monster goes back, the card is destroyed), at most 8 turns. */
function endingOf(run: Run, engine: Engine, cardId: number, took: readonly number[]): Ending | null {
  const stillThere = run.state.cards[cardId]?.location === 'spellTrap' || run.state.cards[cardId]?.location === 'field';
  if (took.length === 0 && !stillThere) return null;
  const startTurn = run.state.turn;
  const ends = (e: DuelEvent): boolean =>
    (e.type === 'control' && took.includes(e.card) && e.player === 1) || (stillThere && (e.type === 'destroyed' || e.type === 'sent-to-graveyard') && e.card === cardId);
  const from = run.events.length;
  for (let t = 0; t < PLAYED_ON && !playOut(run, engine, true, ends); t++) {
    if (run.state.turn - startTurn >= PLAYED_ON || run.state.result) return null;
  }
  // The turn and phase the ending happened in, read from the events up to it (one action can run on into the next turn).
  let turn = startTurn;
  let phase: string = run.state.phase;
  let opponentTurns = 0;
  for (const e of run.events.slice(from)) {
    if (e.type === 'turn') {
      turn = e.turn;
      if (e.player === 1) opponentTurns++;
    } else if (e.type === 'phase') phase = e.phase;
    else if (ends(e)) return { turnsLater: turn - startTurn, opponentTurns, phase, what: took.length ? 'control-returned' : 'card-destroyed' };
  }
  return null;
}

/** Plays `card` on the probe board; null when the engine has no script for it or the board cannot hold it. */
export function playCard(card: CardFacts, db: CardDb, engine: Engine, format: FormatId = 'classic'): PlayedFacts | null {
  if (!engine.ctx.scripts?.(card.passcode, format)) return null;
  const own = toCardStatic(card);
  const find = (name: string): CardStatic | undefined => CAST.find((c) => c.name === name) ?? (name === own.name ? own : (db.byName(name) ? toCardStatic(db.byName(name)!) : undefined));
  let start: DuelState;
  try {
    start = buildBoard(boardSpec(own, format), find, engine.ctx).state;
  } catch {
    return null;
  }
  const cardId = start.cards.findIndex((c) => c.passcode === card.passcode && c.owner === 0);
  const run: Run = { state: start, events: [], offered: { own: false, opponent: false, faceDown: false } };
  const move = cardId < 0 ? null : firstMove(start, engine, cardId);
  const none = { activated: false, drew: 0, tokens: 0, destroyed: { own: 0, opponent: 0 }, offered: run.offered, tookControl: 0, lp: { own: 0, opponent: 0 }, ending: null, heldFor: 0, statChange: { atk: 0, def: 0 }, lpLater: [] };
  if (!move) return none;
  const r = engine.apply(start, move);
  if (!r.ok) return none;
  run.state = r.state;
  run.events.push(...r.events);
  playOut(run, engine, false, () => false);
  // A target picked with no choice to make (one candidate) shows only on the activation.
  for (const e of run.events) {
    if (e.type !== 'activate' || e.card !== cardId) continue;
    for (const id of e.targets) {
      // Whose it was when it was targeted (a monster taken has changed sides since).
      const c = start.cards[id];
      if (!c) continue;
      run.offered[c.controller === 0 ? 'own' : 'opponent'] = true;
      if (!c.faceUp) run.offered.faceDown = true;
    }
  }
  const counted = countEvents(run.events, run.state, start);
  const statChange = statChangeOf(start, run.state, engine);
  const took = run.events.flatMap((e) => (e.type === 'control' && e.player === 0 ? [e.card] : []));
  const offered = { ...run.offered };
  const resolvedTurn = run.state.turn;
  const from = { at: run.events.length, turnPlayer: run.state.turnPlayer, phase: run.state.phase as string };
  const ending = endingOf(run, engine, cardId, took);
  const lpLater = laterLp(run.events.slice(from.at), from.turnPlayer, from.phase);
  // Nothing ended in the turns played on, yet something was still in force: it lasts as long as the card stays.
  const held = !ending && run.state.turn > resolvedTurn && (took.some((id) => run.state.cards[id]?.controller === 0) || run.state.cards[cardId]?.location === 'spellTrap' || run.state.cards[cardId]?.location === 'field');
  return { activated: true, ...counted, offered, ending, heldFor: held ? run.state.turn - resolvedTurn : 0, statChange, lpLater };
}

/** The Life Point changes among the events of the turns played on, each with the turn and phase it happened in. */
function laterLp(events: readonly DuelEvent[], turnPlayer: PlayerId, phase: string): LaterLp[] {
  const out: LaterLp[] = [];
  let tp = turnPlayer;
  let ph = phase;
  for (const e of events) {
    if (e.type === 'turn') tp = e.player;
    else if (e.type === 'phase') ph = e.phase;
    else if ((e.type === 'lp-gain' || e.type === 'effect-damage' || (e.type === 'lp-cost' && e.lost)) && e.amount > 0) {
      out.push({ who: e.player === 0 ? 'own' : 'opponent', amount: e.type === 'lp-gain' ? e.amount : -e.amount, turnOf: tp === 0 ? 'own' : 'opponent', phase: ph });
    }
  }
  return out;
}

/** The biggest ATK and DEF change of a monster that was on the field before and after (as the engine computes them). */
function statChangeOf(before: DuelState, after: DuelState, engine: Engine): PlayedFacts['statChange'] {
  const out = { atk: 0, def: 0 };
  before.cards.forEach((c, id) => {
    const now = after.cards[id];
    if (c.location !== 'monster' || now?.location !== 'monster' || !now.faceUp) return;
    const atk = currentAtk(after, engine.ctx, id) - currentAtk(before, engine.ctx, id);
    const def = currentDef(after, engine.ctx, id) - currentDef(before, engine.ctx, id);
    if (Math.abs(atk) > Math.abs(out.atk)) out.atk = atk;
    if (Math.abs(def) > Math.abs(out.def)) out.def = def;
  });
  return out;
}
