/**
 * ATK changes "during damage calculation only" (rule format.goat-damage-step; the engine's
 * mark is engine/damageCalculationOnly.ts): a monster that gains ATK while it battles a
 * certain monster, and the Gate Guardian pieces that bring an attacker's ATK to 0.
 */
import type { AnyContinuousEffect, DuelState, EffectDef, Resolution } from './engine.js';
import { currentAtk, duringDamageCalculation, hasEffect } from './engine.js';
import { battleOpponent } from './summonTriggers.js';
import { facts, faceUpMonster, targetCard } from './queries.js';

/** Which battles count: any battle of the card, or only its own attacks. */
export type BattleRole = 'battles' | 'attacks';

/**
 * "If this card battles (attacks) a monster `against` accepts, it gains `atk` ATK during
 * damage calculation only" (Insect Soldiers of the Sky, Penumbral Soldier Lady): a Continuous
 * effect read only while damage is calculated. `against` sees the other monster as it is then.
 * With `holder: 'equipped'` it is an Equip Card's effect on the monster it equips (Ballista of
 * Rampart Smashing).
 */
export function gainsDuringDamageCalculation(atk: number, role: BattleRole, against: (state: DuelState, other: number) => boolean, holder: 'self' | 'equipped' = 'self'): AnyContinuousEffect {
  return {
    code: 'change-stats',
    ...(holder === 'equipped' ? { activeWhen: 'equipped' as const } : {}),
    affects: (state, source, t) => {
      const monster = holder === 'self' ? source : state.cards[source]!.equippedTo;
      if (monster === null || monster === undefined || targetCard(t) !== monster || !duringDamageCalculation(state)) return false;
      if (role === 'attacks' && state.battle?.attacker !== monster) return false;
      const other = battleOpponent(state, monster);
      return other !== null && against(state, other);
    },
    value: () => ({ atk, def: 0 }),
  };
}

/** The attack target was a face-down Defense Position monster when attacked (this attack turned it face-up). */
export const wasFaceDownDefenseTarget = (state: DuelState, id: number): boolean =>
  state.battle?.target === id && state.battle.targetFlipped === true && state.cards[id]!.position === 'defense';

/** A face-up monster of this Attribute (a face-down one has none the rules can read). */
export const faceUpOfAttribute = (attribute: string) => (state: DuelState, id: number): boolean =>
  state.cards[id]!.faceUp && facts(state, id).attribute === attribute;

const USED = 'attacker-atk-zero';

/**
 * Kazejin, Suijin, Sanga of the Thunder: "during damage calculation in your opponent's turn,
 * if this card is attacked, you can make the attacking monster's ATK 0 during damage
 * calculation only; once while this card is face-up on the field". It targets the attacker;
 * the use is spent as it is activated (a negated use is still a use).
 */
export function zeroAttackerDuringDamageCalculation(): EffectDef {
  return {
    id: 'attacker-atk-zero',
    kind: 'quick',
    label: "make the attacking monster's ATK 0 during damage calculation",
    categories: ['stat-change'],
    damageStep: true,
    duringDamageCalculation: true,
    condition: (q) => duringDamageCalculation(q.state) && q.state.turnPlayer !== q.player && q.state.battle?.target === q.self && !hasEffect(q.state, undefined, { card: q.self }, 'used-once-per-duel'),
    targets: [{ what: 'the attacking monster', min: 1, max: 1, from: ['monsters'], side: 'opponent', filter: (q, id) => q.state.battle?.attacker === id }],
    cost: { custom: { what: 'its once-while-face-up use', can: () => true, pay: (r) => r.addEffect('used-once-per-duel', r.cardAffected(r.self), USED, 'permanent') } },
    resolve: (r: Resolution) => {
      const attacker = r.targets()[0];
      if (attacker === undefined || !faceUpMonster(r.state, attacker)) return;
      const atk = currentAtk(r.state, r.ctx, attacker);
      if (atk > 0) r.changeStats(attacker, -atk, 0, 'end-of-damage-calculation');
    },
  };
}
