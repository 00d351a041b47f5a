/** Drillago (99050989): it may attack directly while the only cards the opponent controls are face-up monsters with 1600 or more ATK. */
import { type CardScript, currentAtk, monstersOn, opponentOfController, spellTrapsOn, targetCard } from '../facade.js';

export const drillago: CardScript = {
  passcode: 99050989,
  continuous: [
    {
      code: 'can-attack-directly',
      affects: (state, source, t, ctx) => {
        if (targetCard(t) !== source) return false;
        const them = opponentOfController(state, source);
        const monsters = monstersOn(state, them);
        if (spellTrapsOn(state, them).length > 0 || monsters.length === 0) return false;
        return monsters.every((id) => state.cards[id]!.faceUp && currentAtk(state, ctx, id) >= 1600);
      },
    },
  ],
};
