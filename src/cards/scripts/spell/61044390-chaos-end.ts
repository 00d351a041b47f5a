/** Chaos End (61044390): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, destroyAllMonsters, spellActivation } from '../facade.js';

const sweep = destroyAllMonsters('both');

// Chaos End: activated only while 7 or more of your cards are banished; destroy every monster on the field.
export const chaosEnd: CardScript = {
  passcode: 61044390,
  effects: [spellActivation({ ...sweep, condition: (q) => q.state.players[q.player].banished.length >= 7 && sweep.condition!(q) })],
};
