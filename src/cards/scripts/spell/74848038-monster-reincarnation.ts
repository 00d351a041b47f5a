/** Monster Reincarnation (74848038): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, graveyardTargetsToHand, spellActivation } from '../facade.js';

// Monster Reincarnation: discard 1 card (cost); target 1 monster in your Graveyard; add it to your hand.
export const monsterReincarnation: CardScript = {
  passcode: 74848038,
  effects: [spellActivation({ cost: { discard: 1 }, ...graveyardTargetsToHand('monster in your Graveyard', (f) => f.kind === 'monster') })],
};
