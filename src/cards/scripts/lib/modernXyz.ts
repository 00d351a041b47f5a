/**
 * Shapes the modern Starter Decks' cards share (Xyz Symphony, Link Strike): Xyz Materials
 * detached as a cost, "Djinn" Xyz Monsters, Summon triggers that bring a monster out of the
 * hand, and Special Summons from the hand under a board condition (Cyber Dragon).
 */
import type { CardStatic, CostSpec, DuelEvent, DuelState, EffectDef, EffectQuery, PlayerId, Resolution, SummonProcedure } from './engine.js';
import { opponentOf } from './engine.js';
import { facts, faceUpMonster, freeMainZones, monstersOn, summonableByEffect } from './queries.js';

/** An Xyz Monster (it has a Rank, not a Level). */
export const isXyz = (f: CardStatic): boolean => f.frame === 'xyz';
/** A "Djinn" Xyz Monster (the archetype is named in the card's name). */
export const isDjinnXyz = (f: CardStatic): boolean => isXyz(f) && /\bDjinn\b/.test(f.name);
/** Has a Level at all: Xyz Monsters have a Rank and Link Monsters a Link Rating instead. */
export const hasLevel = (f: CardStatic): boolean => f.kind === 'monster' && f.frame !== 'xyz' && f.frame !== 'link';

/** How many Xyz Materials `id` holds now. */
export const materialCount = (state: DuelState, id: number): number => state.cards[id]!.materials.length;

/** The cost "detach `n` Xyz Material(s) from this card". */
export function detachFromSelf(n = 1): CostSpec {
  return {
    custom: {
      what: `detach ${n} Xyz Material${n === 1 ? '' : 's'} from this card`,
      can: (q) => materialCount(q.state, q.self) >= n,
      pay: (r) => {
        r.detachMaterials(r.self, n);
      },
    },
  };
}

/** Monsters `player` controls face-up with at least one Xyz Material. */
export function holdersOf(state: DuelState, player: PlayerId): number[] {
  return monstersOn(state, player).filter((id) => faceUpMonster(state, id) && materialCount(state, id) > 0);
}

/** The cost "detach 1 Xyz Material from a monster you control" (Xyz Energy): the activator picks the monster. */
export const DETACH_FROM_OWN_MONSTER: CostSpec = {
  custom: {
    what: 'detach 1 Xyz Material from a monster you control',
    can: (q) => holdersOf(q.state, q.player).length > 0,
    pay: (r) => {
      const holders = holdersOf(r.state, r.player);
      const [holder] = holders.length === 1 ? holders : r.choose({ player: r.player, prompt: 'Detach 1 Xyz Material from which monster', candidates: holders, min: 1, max: 1 });
      if (holder !== undefined) r.detachMaterials(holder, 1);
    },
  },
};

/** Monsters in the activator's hand an effect may Special Summon now that `fits` accepts. */
export function handSummonable(q: EffectQuery, fits: (f: CardStatic, id: number) => boolean): number[] {
  return q.state.players[q.player].hand.filter((id) => id !== q.self && fits(facts(q.state, id), id) && summonableByEffect(q.state, q.ctx, q.player, id));
}

/**
 * "When this card is Normal Summoned: you can Special Summon 1 <monster> from your hand" (Trident
 * Warrior, Goblindbergh, Marauding Captain); `then` runs after a monster came out (Goblindbergh
 * changes itself to Defense Position).
 */
export function summonFromHandWhen(spec: {
  what: string;
  fits: (f: CardStatic, state: DuelState, id: number) => boolean;
  on: (q: EffectQuery, e: DuelEvent) => boolean;
  then?: (r: Resolution) => void;
  oncePerTurn?: 'name';
}): EffectDef {
  const pool = (q: EffectQuery) => handSummonable(q, (f, id) => spec.fits(f, q.state, id));
  return {
    id: 'summon-from-hand',
    kind: 'trigger',
    label: `Special Summon ${spec.what} from your hand`,
    categories: ['special-summon'],
    optional: true,
    ...(spec.oncePerTurn ? { oncePerTurn: spec.oncePerTurn } : {}),
    triggersOn: spec.on,
    condition: (q) => freeMainZones(q.state, q.player) > 0 && pool(q).length > 0,
    resolve: (r) => {
      const candidates = pool({ state: r.state, self: r.self, player: r.player, ctx: r.ctx });
      if (freeMainZones(r.state, r.player) === 0 || candidates.length === 0) return;
      const [picked] = r.choose({ player: r.player, prompt: `Special Summon ${spec.what} from your hand`, candidates, min: 1, max: 1 });
      if (picked === undefined) return;
      if (r.specialSummon(picked, r.player, r.choosePosition(r.name(picked))) && spec.then) spec.then(r);
    },
  };
}

/** "When an opponent's monster declares an attack". */
export const opponentDeclaresAttack = (q: EffectQuery, e: DuelEvent): boolean =>
  e.type === 'attack' && q.state.cards[e.attacker]!.controller === opponentOf(q.player);

/** "When an opponent's monster declares a direct attack". */
export const opponentDeclaresDirectAttack = (q: EffectQuery, e: DuelEvent): boolean => opponentDeclaresAttack(q, e) && e.type === 'attack' && e.target === null;

/**
 * "You can Special Summon this card (from your hand) if <the board says so>" (Cyber Dragon: only
 * your opponent controls a monster; Photon Thrasher: you control none): a Special Summon that is
 * not an effect and starts no Chain, listed beside the Normal Summon. One procedure for every such
 * card: each card registers its condition by passcode.
 */
const handConditions = new Map<number, (state: DuelState, player: PlayerId) => boolean>();

export const HAND_CONDITION_PROCEDURE: SummonProcedure = {
  id: 'hand-condition',
  describe: 'from your hand by its own condition',
  from: ['hand'],
  appliesTo: (card) => handConditions.has(card.passcode),
  choices: (state, player, card) => (handConditions.get(state.cards[card]!.passcode)?.(state, player) ? [[]] : []),
  pay: () => {},
};

/** Registers `passcode`'s condition; a card script spreads the result into itself. */
export function summonsItselfFromHandIf(passcode: number, when: (state: DuelState, player: PlayerId) => boolean): { passcode: number } {
  handConditions.set(passcode, when);
  return { passcode };
}

/** Monsters on `player`'s field (face-up or face-down), Extra Monster Zone included. */
export const monsterCount = (state: DuelState, player: PlayerId): number => monstersOn(state, player).length;
