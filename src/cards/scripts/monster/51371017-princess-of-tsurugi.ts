/** Princess of Tsurugi (51371017): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, spellTrapsOn } from '../facade.js';

export const princessOfTsurugi: CardScript = {
  passcode: 51371017,
  effects: [
    {
      id: 'flip',
      kind: 'flip',
      label: "500 damage per Spell and Trap card your opponent controls",
      categories: ['damage'],
      resolve: (r) => {
        r.damage(r.opponent, 500 * spellTrapsOn(r.state, r.opponent).length);
      },
    },
  ],
};
