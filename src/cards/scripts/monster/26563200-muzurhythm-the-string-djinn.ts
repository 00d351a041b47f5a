/** Muzurhythm the String Djinn (26563200): in the Damage Step, detach 1 to double the ATK of a "Djinn" Xyz Monster of its controller that attacks a monster. */
import { type CardScript, atkNow, detachFromSelf, facts, faceUpMonster, isDjinnXyz } from '../facade.js';
import type { DuelState, PlayerId } from '../facade.js';

/** The attacking "Djinn" Xyz Monster of `player` in this Damage Step, before damage calculation, battling a monster. */
function djinnAttacking(state: DuelState, player: PlayerId): number | null {
  const b = state.battle;
  if (state.phase !== 'battle' || state.step !== 'damage' || !b || b.target === null) return null;
  const attacker = state.cards[b.attacker]!;
  return attacker.controller === player && faceUpMonster(state, b.attacker) && isDjinnXyz(facts(state, b.attacker)) ? b.attacker : null;
}

export const muzurhythmTheStringDjinn: CardScript = {
  passcode: 26563200,
  effects: [
    {
      id: 'double-atk',
      kind: 'quick',
      label: "detach 1 material: the attacking Djinn's ATK doubles until the end of this turn",
      categories: ['stat-change'],
      damageStep: true,
      oncePerTurn: 'name',
      condition: (q) => djinnAttacking(q.state, q.player) !== null,
      cost: detachFromSelf(1),
      resolve: (r) => {
        const attacker = djinnAttacking(r.state, r.player);
        if (attacker !== null) r.changeStats(attacker, atkNow(r.state, r.ctx, attacker), 0);
      },
    },
  ],
};
