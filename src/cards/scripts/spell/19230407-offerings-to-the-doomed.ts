/** Offerings to the Doomed (19230407): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, faceUpMonster, spellActivation } from '../facade.js';

// Offerings to the Doomed (Quick-Play): target 1 face-up monster on the field; destroy it; you skip your next Draw Phase.
export const offeringsToTheDoomed: CardScript = {
  passcode: 19230407,
  effects: [
    spellActivation({
      categories: ['destroy-monster'],
      targets: [{ what: 'face-up monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both', filter: (q, id) => faceUpMonster(q.state, id) }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined || !faceUpMonster(r.state, target)) return;
        r.destroy([target]);
        r.addEffect('skip-draw-phase', { player: r.player }, null, 'permanent', 1);
      },
    }),
  ],
};
