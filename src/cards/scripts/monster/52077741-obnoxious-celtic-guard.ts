/** Obnoxious Celtic Guard (52077741): it cannot be destroyed by battle with a monster that has 1900 or more ATK. */
import { type CardScript, battleOpponent, currentAtk, targetCard } from '../facade.js';

export const obnoxiousCelticGuard: CardScript = {
  passcode: 52077741,
  continuous: [
    {
      code: 'cannot-be-destroyed-by-battle',
      affects: (state, source, t, ctx) => {
        if (targetCard(t) !== source) return false;
        const other = battleOpponent(state, source);
        return other !== null && currentAtk(state, ctx, other) >= 1900;
      },
    },
  ],
};
