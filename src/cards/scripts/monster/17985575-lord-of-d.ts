/** Lord of D. (17985575): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, faceUpMonster, facts, targetCard } from '../facade.js';

export const lordOfD: CardScript = {
  passcode: 17985575,
  continuous: [
    {
      code: 'cannot-be-targeted',
      affects: (state, _source, t) => {
        const card = targetCard(t);
        return card !== null && faceUpMonster(state, card) && facts(state, card).race === 'Dragon';
      },
    },
  ],
};
