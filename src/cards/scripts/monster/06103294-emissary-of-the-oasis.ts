/**
 * Emissary of the Oasis (6103294): while its controller controls a face-up Level 3 or lower
 * Normal Monster it cannot be attacked; its controller takes no battle damage from battles
 * involving a Level 3 or lower Normal Monster.
 */
import { type CardScript, type DuelState, facts, faceUpMonsters } from '../facade.js';

const smallNormal = (state: DuelState, id: number): boolean => {
  const f = facts(state, id);
  return f.frame === 'normal' && f.level !== null && f.level <= 3;
};

export const emissaryOfTheOasis: CardScript = {
  passcode: 6103294,
  continuous: [
    {
      code: 'cannot-be-attacked',
      affects: (state, source, t) => 'card' in t && t.card === source && faceUpMonsters(state, state.cards[source]!.controller).some((id) => smallNormal(state, id)),
    },
    {
      code: 'no-battle-damage',
      affects: (state, source, t) => {
        const b = state.battle;
        if (!('player' in t) || t.player !== state.cards[source]!.controller || !b) return false;
        return smallNormal(state, b.attacker) || (b.target !== null && smallNormal(state, b.target));
      },
    },
  ],
};
