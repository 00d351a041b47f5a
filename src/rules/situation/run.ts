/**
 * Plays a situation read from a question (situation/read.ts) in the engine: the board is
 * built as a scenario board (engine/testing/scenario), each attack is declared, a Set
 * card named in the question is activated when the engine offers it (any other
 * response is passed), optional effects are used, and the run stops when the battle is
 * over. What the engine did comes back as events; nothing here decides an outcome.
 */
import type { CardDb } from '../../cards/cardDb.js';
import { toCardStatic } from '../../cards/catalog.js';
import type { CardFacts } from '../../cards/types.js';
import type { Engine } from '../../engine/index.js';
import { buildBoard, type BoardSpec } from '../../engine/testing/scenario/board.js';
import type { CardStatic, DuelEvent, DuelState, PlayerId } from '../../engine/types.js';
import type { MonsterSpec, Side, Situation, SupportSpec } from './read.js';

export interface SituationRun {
  ok: true;
  state: DuelState;
  events: DuelEvent[];
  /** Instance ids of the monsters read from the question, in the order attacker(s), target. */
  attackerIds: number[];
  targetId: number | null;
  /** Each player's Life Points before the first attack. */
  startLp: [number, number];
  /** The side that attacked (0: the player asking). */
  attackerSide: PlayerId;
  /** Cards the question named that the engine has no script for (they played as nothing). */
  unscripted: CardFacts[];
}

export type SituationResult = SituationRun | { ok: false; reason: string };

/**
 * Passcodes for monsters given only by their numbers (no real card has them). They play
 * as Normal Monsters of a Type no card of the classic pool boosts (Psychic), so a Field
 * Spell named in the question changes only the monsters it names.
 */
const SYNTHETIC_BASE = 990_000_000;

function monsterName(m: MonsterSpec, index: number): string {
  if (m.card) return m.card.name;
  const whose = m.side === 0 ? 'your' : "your opponent's";
  const stat = m.position === 'defense' ? `${m.def} DEF` : `${m.atk} ATK`;
  return `${whose}${m.faceDown ? ' face-down' : ''} ${stat} monster${index > 0 ? ` #${index + 1}` : ''}`;
}

interface Cast {
  lookup: Map<string, CardStatic>;
  names: Map<MonsterSpec, string>;
}

function castOf(situation: Situation): Cast {
  const lookup = new Map<string, CardStatic>();
  lookup.set(FILLER_NAME, {
    passcode: SYNTHETIC_BASE - 1, name: FILLER_NAME, kind: 'monster', frame: 'normal', subtypes: ['Normal'], attribute: 'EARTH', race: 'Psychic',
    level: 1, atk: 0, def: 0, extraDeck: false, normalSummonable: true,
  });
  const names = new Map<MonsterSpec, string>();
  const monsters = [...situation.attackers, ...(situation.target ? [situation.target] : [])];
  monsters.forEach((m, i) => {
    const name = monsterName(m, situation.attackers.indexOf(m) > 0 ? i : 0);
    names.set(m, name);
    if (m.card) return;
    lookup.set(name, {
      passcode: SYNTHETIC_BASE + i, name, kind: 'monster', frame: 'normal', subtypes: ['Normal'], attribute: 'EARTH', race: 'Psychic',
      level: 4, atk: m.atk, def: m.def, extraDeck: false, normalSummonable: true,
    });
  });
  return { lookup, names };
}

/** A few cards in each Deck, so nothing in the run ends the duel by an empty Deck. */
const FILLER_NAME = 'a card in the Deck';
const DECK_FILLER = [FILLER_NAME, FILLER_NAME, FILLER_NAME, FILLER_NAME, FILLER_NAME];

function sideSpec(side: Side, situation: Situation, cast: Cast, lp: number | null): BoardSpec['players'][number] {
  const monsters = [...situation.attackers, ...(situation.target ? [situation.target] : [])]
    .filter((m) => m.side === side)
    .map((m) => ({ card: cast.names.get(m)!, position: m.position, faceDown: m.faceDown, attacked: false, positionChanged: false }));
  const supports = situation.supports.filter((s) => s.side === side);
  const spellTraps = supports
    .filter((s) => s.placement !== 'field')
    .map((s) => ({ card: s.card.name, faceDown: s.placement === 'set', ...(s.placement === 'equip' ? { equippedTo: monsters.length ? 'm1' : 'om1' } : {}) }));
  const field = supports.find((s) => s.placement === 'field');
  return {
    ...(lp !== null ? { lp } : {}),
    hand: [], deck: DECK_FILLER, monsters, spellTraps, fieldZone: field ? { card: field.card.name, faceDown: false } : null,
    graveyard: [], banished: [], extra: [], tokens: [],
  };
}

function boardSpec(situation: Situation, cast: Cast): BoardSpec {
  const turnPlayer = situation.attacker.side as PlayerId;
  const defender = turnPlayer === 0 ? 1 : 0;
  const said = situation.lps ?? {};
  const lpOf = (p: PlayerId): number | null => said[p] ?? (Object.keys(said).length === 0 && p === defender ? situation.defenderLp : null);
  const players = ([0, 1] as const).map((p) => sideSpec(p, situation, cast, lpOf(p))) as BoardSpec['players'];
  return {
    name: 'judge situation', format: 'classic', turn: 3, turnPlayer, phase: 'battle', normalSummonUsed: false,
    players, replayCheck: false, askSingleOptions: false,
  };
}

/** The card's instance id in the built state, by its name and side. */
function idOf(state: DuelState, name: string, side: PlayerId, taken: readonly number[]): number | null {
  const hit = state.cards.findIndex((c, i) => !taken.includes(i) && c.controller === side && (c.location === 'monster' || c.location === 'extraMonster') && state.catalog[c.passcode]?.name === name);
  return hit < 0 ? null : hit;
}

export function runSituation(situation: Situation, engine: Engine, db: CardDb): SituationResult {
  const cast = castOf(situation);
  // A named monster the question gives other figures ("my gemini elf 2100") plays with them, its script unchanged.
  const stated = new Map([...situation.attackers, ...(situation.target ? [situation.target] : [])].filter((m) => m.card && m.stated).map((m) => [m.card!.name, m]));
  const find = (name: string): CardStatic | undefined => {
    const own = cast.lookup.get(name);
    if (own) return own;
    const card = db.byName(name);
    if (!card) return undefined;
    const figures = stated.get(card.name);
    return figures ? { ...toCardStatic(card), atk: figures.atk, def: figures.def } : toCardStatic(card);
  };
  let state: DuelState;
  try {
    state = buildBoard(boardSpec(situation, cast), find, engine.ctx).state;
  } catch (err) {
    return { ok: false, reason: `the board could not be built: ${(err as Error).message}` };
  }
  const attackerIds: number[] = [];
  for (const a of situation.attackers) {
    const id = idOf(state, cast.names.get(a)!, a.side as PlayerId, attackerIds);
    if (id === null) return { ok: false, reason: 'the attacking monster could not be placed' };
    attackerIds.push(id);
  }
  const targetId = situation.target ? idOf(state, cast.names.get(situation.target)!, situation.target.side as PlayerId, attackerIds) : null;
  const events: DuelEvent[] = [];
  const startLp: [number, number] = [state.players[0].lp, state.players[1].lp];
  for (const attacker of attackerIds) {
    const played = playAttack(state, engine, attacker, targetId, situation.supports);
    events.push(...played.events);
    state = played.state;
    if (played.refused) return { ok: false, reason: played.refused };
    if (state.result) break;
  }
  const unscripted = situation.supports.map((s) => s.card).filter((c) => !engine.ctx.scripts?.(c.passcode));
  return { ok: true, state, events, attackerIds, targetId, startLp, attackerSide: situation.attacker.side as PlayerId, unscripted };
}

/** Declares one attack and plays every decision until the battle is over. */
function playAttack(start: DuelState, engine: Engine, attacker: number, target: number | null, supports: readonly SupportSpec[]): { state: DuelState; events: DuelEvent[]; refused?: string } {
  let state = start;
  const events: DuelEvent[] = [];
  const declared = engine.apply(state, { type: 'attack', player: state.turnPlayer, attacker, target: target !== null && state.cards[target]?.location === 'monster' ? target : null });
  if (!declared.ok) return { state, events, refused: `${declared.rejection.message} (rule ${declared.rejection.rule})` };
  state = declared.state;
  events.push(...declared.events);
  const wanted = new Set(supports.map((s) => s.card.name));
  for (let guard = 0; guard < 40 && !state.result; guard++) {
    const p = state.pending;
    if (!p || ((p.kind === 'battle' || p.kind === 'replay') && p.player === state.turnPlayer) || p.kind === 'main') break;
    const options = engine.legalActions(state);
    const pick =
      options.find((o) => o.action.type === 'activate' && wanted.has(state.catalog[state.cards[o.action.card]!.passcode]?.name ?? '')) ??
      options.find((o) => o.action.type === 'choose' && o.action.pick !== null) ??
      options.find((o) => o.action.type === 'choose') ??
      options.find((o) => o.action.type === 'answer' && o.action.yes) ??
      options.find((o) => o.action.type === 'pass') ??
      options[0];
    if (!pick) break;
    if (pick.action.type === 'activate') wanted.delete(state.catalog[state.cards[pick.action.card]!.passcode]?.name ?? '');
    const r = engine.apply(state, pick.action);
    if (!r.ok) break;
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}
