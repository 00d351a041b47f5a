/** The Warrior Returning Alive (95281259): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, graveyardTargetsToHand, raceIs, spellActivation } from '../facade.js';

// The Warrior Returning Alive: target 1 Warrior-Type monster in your Graveyard; add it to your hand.
export const theWarriorReturningAlive: CardScript = {
  passcode: 95281259,
  effects: [spellActivation(graveyardTargetsToHand('Warrior-Type monster in your Graveyard', raceIs('Warrior')))],
};
