/**
 * Actions the fuzzer tries that the engine must refuse: random ones of every type with
 * likely-relevant or out-of-range card ids, and listed options with one field bent.
 */
import type { Action, ActionType, DuelState, Option, PlayerId } from '../types.js';

/** The fuzzer's seeded random source. */
export interface Dice {
  rand(): number;
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
}

const ALL_TYPES: readonly ActionType[] = [
  'normal-summon',
  'set-monster',
  'flip-summon',
  'change-position',
  'special-summon',
  'enter-battle',
  'end-battle',
  'end-turn',
  'attack',
  'cancel-attack',
  'discard',
  'pass',
  'set-spell-trap',
  'activate',
  'choose',
  'answer',
];

export function randomId(state: DuelState, dice: Dice): number {
  const n = state.cards.length;
  const r = dice.rand();
  if (r < 0.05) return -1;
  if (r < 0.1) return n + dice.int(3);
  if (r < 0.55) {
    // Ids that are likely relevant: hands and fields.
    const pool: number[] = [];
    for (const p of [0, 1] as const) {
      const pl = state.players[p];
      pool.push(...pl.hand);
      for (const id of pl.monsters) if (id !== null) pool.push(id);
    }
    if (pool.length) return dice.pick(pool);
  }
  return dice.int(n);
}

export function randomAction(state: DuelState, dice: Dice): Action {
  const s = state;
  const player: PlayerId = dice.rand() < 0.7 && s.pending ? s.pending.player : (dice.int(2) as PlayerId);
  const type = dice.pick(ALL_TYPES);
  const tributes = (): number[] => Array.from({ length: dice.int(4) }, () => randomId(state, dice));
  const zone = (): number | undefined => (dice.rand() < 0.5 ? undefined : dice.int(8) - 1);
  switch (type) {
    case 'normal-summon':
      return { type, player, card: randomId(state, dice), tributes: tributes(), zone: zone(), position: dice.rand() < 0.2 ? 'defense' : undefined };
    case 'set-monster':
      return { type, player, card: randomId(state, dice), tributes: tributes(), zone: zone() };
    case 'flip-summon':
    case 'change-position':
    case 'discard':
      return { type, player, card: randomId(state, dice) };
    case 'special-summon':
      return {
        type,
        player,
        card: randomId(state, dice),
        procedure: dice.pick(['', 'fusion', 'nonexistent']),
        choice: tributes(),
        position: dice.rand() < 0.5 ? 'attack' : 'defense',
        zone: zone(),
      };
    case 'attack':
      return { type, player, attacker: randomId(state, dice), target: dice.rand() < 0.3 ? null : randomId(state, dice) };
    case 'set-spell-trap':
      return { type, player, card: randomId(state, dice), zone: zone() };
    case 'activate':
      return { type, player, card: randomId(state, dice), effect: dice.pick(['activate', 'flip', 'search', 'ignition', 'nonexistent']) };
    case 'choose':
      return dice.rand() < 0.3 ? { type, player, pick: null, done: true } : { type, player, pick: randomId(state, dice) };
    case 'answer':
      return { type, player, yes: dice.rand() < 0.5 };
    default:
      return { type, player } as Action;
  }
}

/** A listed option with one field bent. */
export function bentAction(state: DuelState, dice: Dice, options: readonly Option[]): Action {
  const a = { ...dice.pick(options).action } as Action & Record<string, unknown>;
  switch (a.type) {
    case 'normal-summon':
    case 'set-monster': {
      const r = dice.int(4);
      if (r === 0) a.card = randomId(state, dice);
      else if (r === 1) a.tributes = [...a.tributes, randomId(state, dice)];
      else if (r === 2) a.tributes = a.tributes.length ? a.tributes.slice(1) : [a.card];
      else a.zone = dice.int(7) - 1;
      return a;
    }
    case 'attack':
      if (dice.rand() < 0.5) a.attacker = randomId(state, dice);
      else a.target = a.target === null ? randomId(state, dice) : dice.rand() < 0.5 ? null : randomId(state, dice);
      return a;
    case 'flip-summon':
    case 'change-position':
    case 'discard':
      a.card = randomId(state, dice);
      return a;
    default:
      return randomAction(state, dice);
  }
}
