/** Remove Trap (51482758): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, facts, isFaceUp, spellActivation } from '../facade.js';

export const removeTrap: CardScript = {
  // Remove Trap: destroy 1 face-up Trap on the field, targeted.
  passcode: 51482758,
  effects: [
    spellActivation({
      categories: ['destroy-trap'],
      targets: [{ what: 'face-up Trap Card on the field', min: 1, max: 1, from: ['spellTraps'], side: 'both', filter: (q, id) => isFaceUp(q.state, id) && facts(q.state, id).kind === 'trap' }],
      resolve: (r) => r.destroy(r.targets(0).filter((id) => isFaceUp(r.state, id))),
    }),
  ],
};
