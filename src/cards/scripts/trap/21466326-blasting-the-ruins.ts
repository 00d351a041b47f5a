/** Blasting the Ruins (21466326): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, damageOpponent, trapActivation } from '../facade.js';

export const blastingTheRuins: CardScript = {
  // Blasting the Ruins: activate only with 30 or more cards in your Graveyard; inflict 3000 damage to your opponent.
  passcode: 21466326,
  effects: [trapActivation({ ...damageOpponent(3000), condition: (q) => q.state.players[q.player].graveyard.length >= 30 })],
};
