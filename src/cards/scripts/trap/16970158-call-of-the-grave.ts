/** Call of the Grave (16970158): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, facts, negateActivationCounter } from '../facade.js';

export const callOfTheGrave: CardScript = {
  // Call of the Grave: when your opponent activates "Monster Reborn", negate the activation and destroy it.
  passcode: 16970158,
  effects: [negateActivationCounter({ answers: (q, link) => link.player !== q.player && facts(q.state, link.card).name === 'Monster Reborn' })],
};
