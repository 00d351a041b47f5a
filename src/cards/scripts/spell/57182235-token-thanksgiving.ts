/** Token Thanksgiving (57182235): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, type DuelState, facts, monstersOn, spellActivation } from '../facade.js';

const tokens = (state: DuelState): number[] => monstersOn(state).filter((id) => facts(state, id).frame === 'token');

// Token Thanksgiving: destroy every Token on the field; you gain 800 Life Points for each one destroyed.
export const tokenThanksgiving: CardScript = {
  passcode: 57182235,
  effects: [
    spellActivation({
      categories: ['destroy-monster'],
      condition: (q) => tokens(q.state).length > 0,
      resolve: (r) => {
        const n = r.destroy(tokens(r.state)).length;
        if (n > 0) r.gainLp(r.player, 800 * n);
      },
    }),
  ],
};
