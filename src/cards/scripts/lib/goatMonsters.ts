/**
 * Shapes of the GOAT-pool Effect Monsters of batch 5 that the older libs do not have: the
 * Standby and End Phase of the card's controller, "after damage calculation" effects on the
 * monster it battled, and the Continuous effects a monster gives every monster of its own
 * side that fits.
 */
import type { AnyContinuousEffect, CardStatic, DuelEvent, DuelState, EffectDef, EffectQuery, Resolution } from './engine.js';

type EffectCode = AnyContinuousEffect['code'];
/** The damage calculation event: the attacker's ATK, what it was compared with, the target's position. */
type DamageCalculation = Extract<DuelEvent, { type: 'damage-calculation' }>;
import { awaitsBattleDestruction, currentDef, isMonsterZone } from './engine.js';
import { facts, faceUpMonster, targetCard } from './queries.js';
import { battleOpponent } from './summonTriggers.js';

/** "During your Standby Phase" (the start of the Standby Phase of its controller's turn). */
export const ownStandbyPhase = (q: EffectQuery, e: DuelEvent): boolean => e.type === 'phase' && e.phase === 'standby' && q.state.turnPlayer === q.player;

/** "During your End Phase". */
export const ownEndPhase = (q: EffectQuery, e: DuelEvent): boolean => e.type === 'phase' && e.phase === 'end' && q.state.turnPlayer === q.player;

/**
 * "If this card battles a monster that `fits`, destroy that monster after damage calculation"
 * (Getsu Fuhma: Fiends and Zombies): a mandatory trigger on its damage calculation, which does
 * nothing if the battle already destroyed that monster (in the 2005 Damage Step it waits on the
 * field until the Step ends).
 */
export function destroyBattledMonster(label: string, fits: (f: CardStatic) => boolean): EffectDef {
  const other = (state: DuelState, self: number): number | null => battleOpponent(state, self);
  return {
    id: 'destroy-battled',
    kind: 'trigger',
    label,
    categories: ['destroy-monster'],
    triggersOn: (q, e) => {
      if (e.type !== 'damage-calculation' || (e.attacker !== q.self && e.target !== q.self)) return false;
      const id = other(q.state, q.self);
      return id !== null && faceUpMonster(q.state, id) && !awaitsBattleDestruction(q.state, id) && fits(facts(q.state, id));
    },
    resolve: (r) => {
      const id = other(r.state, r.self);
      if (id !== null && faceUpMonster(r.state, id) && !awaitsBattleDestruction(r.state, id)) r.destroy([id]);
    },
  };
}

/** The attacker of the damage calculation a trigger started from, if it is still in a Monster Zone. */
export function attackerStillThere(r: Resolution): number | null {
  const e = r.link.event;
  if (e?.type !== 'damage-calculation') return null;
  return isMonsterZone(r.state.cards[e.attacker]!.location) && !awaitsBattleDestruction(r.state, e.attacker) ? e.attacker : null;
}

/**
 * "If this card is attacked, `act` on the attacking monster after damage calculation" (Kelbek:
 * return it to the hand). It acts even if the battle destroyed this card (rule battle.damage-step:
 * the 2005 Damage Step keeps it on the field until the Step ends).
 */
export function afterBeingAttacked(label: string, categories: EffectDef['categories'], act: (r: Resolution, attacker: number) => void, when?: (q: EffectQuery, calc: DamageCalculation) => boolean): EffectDef {
  return {
    id: 'after-attacked',
    kind: 'trigger',
    label,
    categories,
    triggersFrom: ['monster', 'graveyard'],
    triggersOn: (q, e) => e.type === 'damage-calculation' && e.target === q.self && (!when || when(q, e)),
    resolve: (r) => {
      const attacker = attackerStillThere(r);
      if (attacker !== null) act(r, attacker);
    },
  };
}

/** A code given to every face-up monster its controller controls that fits (Enraged Battle Ox: piercing to Beasts). */
export function ownMonstersThat<C extends EffectCode>(code: C, fits: (f: CardStatic) => boolean, others = false): AnyContinuousEffect {
  return {
    code,
    affects: (state, source, t) => {
      const id = targetCard(t);
      if (id === null || (others && id === source)) return false;
      return state.cards[id]!.controller === state.cards[source]!.controller && faceUpMonster(state, id) && fits(facts(state, id));
    },
  } as AnyContinuousEffect;
}


/**
 * "Each time a monster that fits (on your side, or on either) is destroyed" (Firebird: your
 * Winged Beasts; Maji-Gire Panda: any Beast): the destroyed event of another card, read by its printed facts.
 */
export function monsterDestroyed(fits: (f: CardStatic) => boolean, side: 'own' | 'both') {
  return (q: EffectQuery, e: DuelEvent): boolean =>
    e.type === 'destroyed' && e.card !== q.self && fits(facts(q.state, e.card)) && (side === 'both' || (e.controller ?? e.owner) === q.player);
}

/** "This card gains `atk` ATK" for good (while it stays face-up where it is), as the trigger `triggersOn` resolves. */
export function gainsAtkOn(label: string, atk: number, triggersOn: NonNullable<EffectDef['triggersOn']>): EffectDef {
  return {
    id: 'gain',
    kind: 'trigger',
    label,
    categories: ['stat-change'],
    triggersOn,
    resolve: (r) => {
      if (r.sourceStillThere() && faceUpMonster(r.state, r.self)) r.changeStats(r.self, atk, 0, 'permanent');
    },
  };
}

/**
 * "If a monster whose ATK is lower than this card's DEF attacks it, destroy the attacker after
 * damage calculation" (Des Kangaroo; `defenseOnly`: only while this card is in Defense Position,
 * Thousand Needles). The ATK is the one damage calculation used.
 */
export function destroyWeakerAttacker(defenseOnly: boolean): EffectDef {
  return afterBeingAttacked('destroy the attacking monster', ['destroy-monster'], (r, attacker) => void r.destroy([attacker]), (q, calc) => {
    if (defenseOnly && calc.targetPosition !== 'defense') return false;
    return calc.attackValue < currentDef(q.state, q.ctx, q.self);
  });
}
