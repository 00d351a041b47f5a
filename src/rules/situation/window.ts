/**
 * Plays a response window read from a question (windowRead.ts) in the engine: the board is
 * built with the actor's monster (and Tributes for it, or Monster Reborn for a Special
 * Summon) and the asked card Set on its player's side since an earlier turn; the actor
 * Summons, attacks or ends the turn; every window the responder is given is recorded with
 * whether the engine offered the card there, and the card is activated in the first window
 * of the moment asked about that offers it. When it is not offered there, the engine's own
 * refusal (its message and rule id) says why. Nothing here decides a ruling: the scripts do.
 */
import type { CardDb } from '../../cards/cardDb.js';
import { toCardStatic } from '../../cards/catalog.js';
import type { CardFacts } from '../../cards/types.js';
import type { Engine } from '../../engine/index.js';
import { apply, checkAction, legalActions } from '../../engine/actions.js';
import { makeContext } from '../../engine/context.js';
import { buildBoard, type BoardSpec } from '../../engine/testing/scenario/board.js';
import type { Action, CardStatic, DuelEvent, DuelState, PlayerId, ResponseWindow } from '../../engine/types.js';
import type { Moment, WindowSituation } from './windowRead.js';

const SYNTHETIC = 993_000_000;
const filler = (n: number, name: string, atk: number, def: number, level = 4): CardStatic => ({
  passcode: SYNTHETIC + n, name, kind: 'monster', frame: 'normal', subtypes: ['Normal'], attribute: 'EARTH', race: 'Psychic',
  level, atk, def, extraDeck: false, normalSummonable: true,
});
const DECK = 'a card in the Deck';
const FODDER = 'a monster to Tribute';
const DEFENDER = 'your monster on the field';
const IN_GRAVE = 'a monster in your Graveyard';
const IN_HAND = 'a card in the hand';
const STAND_IN = 'the monster';
const SET_CARD = 'a Set card';
/** A Set card on each side with no script: something a card that targets a Spell or Trap can choose. */
const setCard: CardStatic = { ...filler(6, SET_CARD, 0, 0), kind: 'spell', frame: 'spell', attribute: null, race: null, level: 0, normalSummonable: false };
const CAST: readonly CardStatic[] = [filler(1, DECK, 100, 100), filler(2, FODDER, 500, 500), filler(3, DEFENDER, 1000, 1000), filler(4, IN_GRAVE, 1500, 1200), filler(5, IN_HAND, 300, 300), setCard];

/** The windows of each moment, in the engine's terms (the 2005 Damage Step's substeps included). */
export const MOMENT_WINDOWS: Readonly<Record<Moment, readonly ResponseWindow[]>> = {
  summon: ['summoning', 'summoned'],
  'flip-summon': ['summoning', 'summoned'],
  'special-summon': ['summoning', 'summoned'],
  attack: ['attack-declared'],
  'direct-attack': ['attack-declared'],
  'damage-step': ['damage-start', 'damage-step', 'damage-calc'],
  'after-damage': ['after-damage', 'damage-end'],
  'end-phase': ['phase-end'],
};

const battleMoment = (m: Moment): boolean => m === 'attack' || m === 'direct-attack' || m === 'damage-step' || m === 'after-damage';

export interface WindowSeen {
  window: ResponseWindow;
  offered: boolean;
}

export interface WindowRun {
  state: DuelState;
  events: DuelEvent[];
  /** Each window the responder was given, in order. */
  seen: WindowSeen[];
  /** Whether the card was activated in a window of the moment asked. */
  activated: boolean;
  /** The engine's refusal in the first window of the moment, when it was not offered there. */
  refusal: { message: string; rule: string } | null;
  ids: { monster: number; responder: number };
  /** How the Special Summon was made, when the question did not say. */
  via: string | null;
}

function monsterStatic(s: WindowSituation): CardStatic {
  if (s.monster.card) return toCardStatic(s.monster.card);
  return { ...filler(9, STAND_IN, s.monster.atk, s.monster.def, s.monster.level) };
}

function placementOf(card: CardFacts): 'set' | 'hand' {
  const icon = card.subtypes[0] ?? 'Normal';
  return card.frame === 'trap' || icon === 'Quick-Play' ? 'set' : 'hand';
}

function boardOf(s: WindowSituation, monster: CardStatic, reborn: string | null): BoardSpec {
  const tributes = s.moment === 'summon' ? (monster.level >= 7 ? 2 : monster.level >= 5 ? 1 : 0) : 0;
  const onField = battleMoment(s.moment) || s.moment === 'end-phase';
  const side = (p: 0 | 1): BoardSpec['players'][number] => {
    const actor = p === s.actor;
    const responds = p === s.responder.side;
    const asked = responds ? placementOf(s.responder.card) : null;
    const monsters: BoardSpec['players'][number]['monsters'] = [];
    if (actor && onField) monsters.push({ card: monster.name, position: 'attack', faceDown: false, attacked: false, positionChanged: false });
    if (actor && s.moment === 'flip-summon') monsters.push({ card: monster.name, position: 'defense', faceDown: true, attacked: false, positionChanged: false, setTurn: 1 });
    if (actor) for (let i = 0; i < tributes; i++) monsters.push({ card: FODDER, position: 'attack', faceDown: false, attacked: false, positionChanged: false });
    if (!actor && s.moment !== 'direct-attack') monsters.push({ card: s.defender?.name ?? DEFENDER, position: 'attack', faceDown: false, attacked: false, positionChanged: false });
    const hand = [IN_HAND, IN_HAND];
    if (actor && s.moment === 'summon') hand.unshift(monster.name);
    if (actor && reborn) hand.unshift(reborn);
    if (asked === 'hand') hand.unshift(s.responder.card.name);
    return {
      hand,
      deck: Array.from({ length: 8 }, () => DECK),
      monsters,
      spellTraps: [...(asked === 'set' ? [{ card: s.responder.card.name, faceDown: true, setTurn: 1 }] : []), { card: SET_CARD, faceDown: true, setTurn: 1 }],
      fieldZone: null,
      graveyard: actor && reborn ? [monster.name] : actor ? [] : [IN_GRAVE],
      banished: [], extra: [], tokens: [],
    };
  };
  const phase = battleMoment(s.moment) ? 'battle' : 'main1';
  return { name: 'judge window', format: 'classic', turn: 3, turnPlayer: s.actor, phase, normalSummonUsed: false, players: [side(0), side(1)], replayCheck: false, askSingleOptions: false };
}

/** The actor's move that opens the moment. */
function openingMove(s: WindowSituation, state: DuelState, engine: Asking, monsterId: number, rebornId: number): Action | null {
  const options = engine.legalActions(state).map((o) => o.action);
  const mine = (a: Action): boolean => 'card' in a && a.card === monsterId;
  switch (s.moment) {
    case 'summon':
      return options.find((a) => a.type === 'normal-summon' && mine(a)) ?? options.find((a) => a.type === 'special-summon' && mine(a)) ?? null;
    case 'flip-summon':
      return options.find((a) => a.type === 'flip-summon' && mine(a)) ?? null;
    case 'special-summon':
      return options.find((a) => a.type === 'special-summon' && mine(a)) ?? options.find((a) => a.type === 'activate' && a.card === rebornId) ?? null;
    case 'end-phase':
      return options.find((a) => a.type === 'end-turn') ?? null;
    default: {
      const target = s.moment === 'direct-attack' ? null : state.cards.findIndex((c) => c.controller === s.responder.side && c.location === 'monster');
      return options.find((a) => a.type === 'attack' && a.attacker === monsterId && a.target === (target === null || target < 0 ? null : target)) ?? options.find((a) => a.type === 'attack' && a.attacker === monsterId) ?? null;
    }
  }
}

/** The engine's refusal of the card's activation now (each of its effects tried), or null when one would be accepted. */
function refusalOf(engine: Asking, state: DuelState, player: PlayerId, id: number): { message: string; rule: string } | null {
  const effects = engine.ctx.scripts?.(state.cards[id]!.passcode)?.effects ?? [];
  let first: { message: string; rule: string } | null = null;
  for (const e of effects) {
    const r = engine.apply(state, { type: 'activate', player, card: id, effect: e.id });
    if (r.ok) return null;
    first ??= { message: r.rejection.message, rule: r.rejection.rule };
  }
  return first;
}

type Asking = Pick<Engine, 'ctx' | 'apply' | 'legalActions' | 'check'>;
const asking = new WeakMap<Engine, Asking>();

/**
 * The engine as the scenario runner's asking engine: a window where a player can only pass is
 * still asked (not skipped), so the run sees every window the responder is given.
 */
export function askingEngine(engine: Engine): Asking {
  let out = asking.get(engine);
  if (!out) {
    const { caches: _caches, ...rest } = engine.ctx;
    const ctx = makeContext({ ...rest, askSingleOptions: true });
    out = { ctx, apply: (s, a) => apply(s, ctx, a), legalActions: (s) => legalActions(s, ctx), check: (s, a) => checkAction(s, ctx, a) };
    asking.set(engine, out);
  }
  return out;
}

/** Plays the situation; null when the engine has no script for a card or the opening move is not possible. */
export function runWindow(s: WindowSituation, plain: Engine, db: CardDb): WindowRun | null {
  const engine = askingEngine(plain);
  if (!engine.ctx.scripts?.(s.responder.card.passcode)) return null;
  const monster = monsterStatic(s);
  const rebornCard = s.moment === 'special-summon' ? db.byName('Monster Reborn') : undefined;
  const reborn = rebornCard && engine.ctx.scripts?.(rebornCard.passcode) ? rebornCard.name : null;
  const find = (name: string): CardStatic | undefined =>
    name === monster.name ? monster : (CAST.find((c) => c.name === name) ?? (db.byName(name) ? toCardStatic(db.byName(name)!) : undefined));
  let state: DuelState;
  try {
    state = buildBoard(boardOf(s, monster, reborn), find, engine.ctx).state;
  } catch {
    return null;
  }
  const idOf = (passcode: number, owner: PlayerId): number => state.cards.findIndex((c) => c.passcode === passcode && c.owner === owner);
  const monsterId = idOf(monster.passcode, s.actor);
  const responder = idOf(s.responder.card.passcode, s.responder.side);
  const rebornId = rebornCard ? idOf(rebornCard.passcode, s.actor) : -1;
  const first = openingMove(s, state, engine, monsterId, rebornId);
  if (!first || responder < 0) return null;
  const via = first.type === 'activate' && first.card === rebornId ? reborn : null;
  const run: WindowRun = { state, events: [], seen: [], activated: false, refusal: null, ids: { monster: monsterId, responder }, via };
  const r = engine.apply(state, first);
  if (!r.ok) return null;
  run.state = r.state;
  run.events.push(...r.events);
  playOn(run, s, engine);
  return run;
}

/** Every decision after the opening move, until the actor is free again or the turn has passed. */
function playOn(run: WindowRun, s: WindowSituation, engine: Asking): void {
  const wanted = MOMENT_WINDOWS[s.moment];
  const startTurn = run.state.turn;
  for (let guard = 0; guard < 80 && !run.state.result && run.state.turn === startTurn; guard++) {
    const p = run.state.pending;
    if (!p) return;
    // The battle is over when the attacker's player is back at the Battle Step with the attack done.
    const options = engine.legalActions(run.state).map((o) => o.action);
    let pick: Action | undefined;
    if ((p.kind === 'main' || p.kind === 'battle') && p.player === s.actor && s.moment !== 'end-phase') {
      return;
    }
    if (p.kind === 'respond' && p.player === s.responder.side) {
      const offered = options.find((a) => a.type === 'activate' && a.card === run.ids.responder);
      run.seen.push({ window: p.window, offered: Boolean(offered) });
      const inMoment = wanted.includes(p.window);
      if (inMoment && offered && !run.activated) {
        pick = offered;
        run.activated = true;
      } else if (inMoment && !offered && !run.activated && !run.refusal) {
        run.refusal = refusalOf(engine, run.state, p.player, run.ids.responder);
      }
    }
    // Choices: the Summoned or attacking monster when it is a candidate (Trap Hole's target), else the first.
    pick ??=
      (p.kind === 'choose' ? options.find((a) => a.type === 'choose' && a.pick === run.ids.monster) : undefined) ??
      options.find((a) => a.type === 'choose' && a.pick !== null) ??
      options.find((a) => a.type === 'answer' && a.yes) ??
      options.find((a) => a.type === 'pass') ??
      options.find((a) => a.type === 'discard') ??
      options.find((a) => a.type === 'end-turn') ??
      options[0];
    if (!pick) return;
    const r = engine.apply(run.state, pick);
    if (!r.ok) return;
    run.state = r.state;
    run.events.push(...r.events);
  }
}
