/**
 * Shapes of effects timed inside the Damage Step (the 2005 Damage Step of the goat format,
 * src/engine/damageStep2005.ts): "at the start of the Damage Step", "after damage
 * calculation, when this card battles", and destruction "without damage calculation".
 */
import type { DuelEvent, DuelState, EffectDef, EffectQuery } from './engine.js';
import { isMonsterZone } from './engine.js';
import { battleOpponent } from './summonTriggers.js';

/** "After damage calculation, when this card battles an opponent's monster": the damage-calculation event of its battle. */
export function battledOpponentMonster(q: EffectQuery, e: DuelEvent): boolean {
  if (e.type !== 'damage-calculation' || (e.attacker !== q.self && e.target !== q.self)) return false;
  const other = battleOpponent(q.state, q.self);
  return other !== null && q.state.cards[other]!.controller !== q.player;
}

/** Still in a Monster Zone (a monster the battle destroyed stays there until the end of the 2005 Damage Step). */
export function inMonsterZone(state: DuelState, id: number | null): id is number {
  return id !== null && isMonsterZone(state.cards[id]!.location);
}

/**
 * "At the start of the Damage Step, if this card attacks a monster that `target` accepts":
 * the start of the Damage Step of its own attack, before a face-down target is turned face-up.
 */
export function attacksAtStartOfDamageStep(target: (state: DuelState, id: number) => boolean) {
  return (q: EffectQuery, e: DuelEvent): boolean => e.type === 'damage-step-start' && e.attacker === q.self && e.target !== null && target(q.state, e.target);
}

/**
 * "If this card attacks a monster that `target` accepts, destroy that monster with this
 * card's effect without damage calculation" (Ninja Grandmaster Sasuke, Mystic Swordsman LV2):
 * a mandatory trigger at the start of the Damage Step; with the target gone there is no
 * damage calculation. `faceDownStays`: the target is destroyed without being turned face-up.
 */
export function destroyWithoutDamageCalculation(label: string, target: (state: DuelState, id: number) => boolean): EffectDef {
  return {
    id: 'destroy-without-damage-calculation',
    kind: 'trigger',
    label,
    categories: ['destroy-monster'],
    triggersOn: attacksAtStartOfDamageStep(target),
    resolve: (r) => {
      const battle = r.state.battle;
      if (!battle || battle.attacker !== r.self || !inMonsterZone(r.state, battle.target)) return;
      r.destroy([battle.target]);
    },
  };
}

/** A Defense Position monster (face-up or face-down). */
export const inDefensePosition = (state: DuelState, id: number): boolean => state.cards[id]!.position === 'defense';

/** A face-down Defense Position monster. */
export const faceDownDefense = (state: DuelState, id: number): boolean => !state.cards[id]!.faceUp && state.cards[id]!.position === 'defense';

