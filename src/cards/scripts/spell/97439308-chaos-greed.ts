/** Chaos Greed (97439308): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, drawCards, spellActivation } from '../facade.js';

const draw2 = drawCards(2);

// Chaos Greed: activated only while 4 or more of your cards are banished and your Graveyard is empty; draw 2 cards.
export const chaosGreed: CardScript = {
  passcode: 97439308,
  effects: [
    spellActivation({
      ...draw2,
      condition: (q) => q.state.players[q.player].banished.length >= 4 && q.state.players[q.player].graveyard.length === 0 && draw2.condition!(q),
    }),
  ],
};
