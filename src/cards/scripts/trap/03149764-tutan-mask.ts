/** Tutan Mask (3149764): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, facts, negateActivationCounter, targetsOneMonster } from '../facade.js';

export const tutanMask: CardScript = {
  // Tutan Mask: negate the activation of a Spell or Trap Card that targets exactly 1 Zombie-Type monster on the field, and destroy it.
  passcode: 3149764,
  effects: [
    negateActivationCounter({
      answers: (q, link) => facts(q.state, link.card).kind !== 'monster' && targetsOneMonster(q.state, link, (id) => q.state.cards[id]!.faceUp && facts(q.state, id).race === 'Zombie'),
    }),
  ],
};
