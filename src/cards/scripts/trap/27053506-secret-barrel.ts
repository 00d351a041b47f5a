/** Secret Barrel (27053506): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { type CardScript, monstersOn, spellTrapsOn, trapActivation } from '../facade.js';

export const secretBarrel: CardScript = {
  // Secret Barrel: the opponent takes 200 damage for each card in their hand and on their side of the field (counted as it resolves).
  passcode: 27053506,
  effects: [
    trapActivation({
      categories: ['damage'],
      resolve: (r) => {
        const cards = r.state.players[r.opponent].hand.length + monstersOn(r.state, r.opponent).length + spellTrapsOn(r.state, r.opponent).length;
        r.damage(r.opponent, 200 * cards);
      },
    }),
  ],
};
