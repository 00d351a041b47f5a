/** Destruction Ring (21219755): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, isFaceUp, trapActivation } from '../facade.js';

export const destructionRing: CardScript = {
  // Destruction Ring: target 1 face-up monster you control; destroy it, and if you do, both players take 1000 damage.
  passcode: 21219755,
  effects: [
    trapActivation({
      categories: ['destroy-monster', 'damage'],
      targets: [{ what: 'face-up monster you control', min: 1, max: 1, from: ['monsters'], side: 'own', filter: (q, id) => isFaceUp(q.state, id) }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined || !isFaceUp(r.state, target)) return;
        if (r.destroy([target]).length > 0) r.damageBoth(1000);
      },
    }),
  ],
};
