/** The Unhappy Maiden (51275027): scripted from our own wording of the card in data/cards/text/goat-mon-2.json. */
import { type CardScript, destroyedByBattleToGraveyard } from '../facade.js';

// The Unhappy Maiden: when it is destroyed by battle and sent to the Graveyard, the Battle Phase
// ends (a mandatory trigger; the 'battle-phase-ends' code, read when play would return to the Battle Step).
export const theUnhappyMaiden: CardScript = {
  passcode: 51275027,
  effects: [
    {
      id: 'end-battle',
      kind: 'trigger',
      label: 'end the Battle Phase',
      triggersFrom: ['graveyard'],
      triggersOn: destroyedByBattleToGraveyard,
      resolve: (r) => r.endBattlePhase(),
    },
  ],
};
