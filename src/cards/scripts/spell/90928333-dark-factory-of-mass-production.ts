/** Dark Factory of Mass Production (90928333): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, graveyardTargetsToHand, spellActivation } from '../facade.js';

// Dark Factory of Mass Production: target 2 Normal Monsters in your Graveyard; add them to your hand.
export const darkFactoryOfMassProduction: CardScript = {
  passcode: 90928333,
  effects: [spellActivation(graveyardTargetsToHand('Normal Monster in your Graveyard', (f) => f.frame === 'normal', 2))],
};
