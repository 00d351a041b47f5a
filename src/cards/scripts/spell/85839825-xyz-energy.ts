/** Xyz Energy (85839825): detach 1 Xyz Material from a monster you control to destroy a face-up monster your opponent controls. */
import { type CardScript, DETACH_FROM_OWN_MONSTER, faceUpMonster, spellActivation } from '../facade.js';

export const xyzEnergy: CardScript = {
  passcode: 85839825,
  effects: [
    spellActivation({
      categories: ['destroy-monster'],
      cost: DETACH_FROM_OWN_MONSTER,
      targets: [{ what: 'face-up monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent', filter: (q, id) => faceUpMonster(q.state, id) }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target !== undefined && faceUpMonster(r.state, target) && r.state.cards[target]!.controller !== r.player) r.destroy([target]);
      },
    }),
  ],
};
