/** Milus Radiant (7489323): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, facts, targetCard } from '../facade.js';

export const milusRadiant: CardScript = {
  passcode: 7489323,
  continuous: [
    {
      code: 'change-stats',
      affects: (state, _source, t) => {
        const card = targetCard(t);
        return card !== null && (facts(state, card).attribute === 'EARTH' || facts(state, card).attribute === 'WIND');
      },
      value: (state, _source, t) => ({ atk: facts(state, targetCard(t)!).attribute === 'EARTH' ? 500 : -400, def: 0 }),
    },
  ],
};
