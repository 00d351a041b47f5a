/** Dragon's Rage (54178050): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { type CardScript, facts, faceUpMonster, targetCard, trapActivation } from '../facade.js';

export const dragonsRage: CardScript = {
  // Dragon's Rage: while it is face-up, a Dragon-Type monster you control that attacks a
  // Defense Position monster with lower DEF inflicts the difference as battle damage.
  passcode: 54178050,
  effects: [trapActivation({ resolve: () => {} })],
  continuous: [
    {
      code: 'piercing',
      affects: (state, source, t) => {
        const id = targetCard(t);
        return id !== null && faceUpMonster(state, id) && state.cards[id]!.controller === state.cards[source]!.controller && facts(state, id).race === 'Dragon';
      },
    },
  ],
};
