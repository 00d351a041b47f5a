/** Freed the Brave Wanderer (16556849): once per turn, banish 2 LIGHT monsters from its controller's Graveyard to destroy 1 face-up monster with more ATK than it. */
import { atkNow, attributeIs, banishFromGraveyardCost, type CardScript, faceUpMonster, stillFaceUpHere } from '../facade.js';

export const freedTheBraveWanderer: CardScript = {
  passcode: 16556849,
  effects: [
    {
      id: 'destroy',
      kind: 'ignition',
      label: 'banish 2 LIGHT monsters from your Graveyard to destroy 1 face-up monster with higher ATK',
      categories: ['destroy-monster'],
      oncePerTurn: 'card',
      cost: banishFromGraveyardCost('LIGHT monsters', attributeIs('LIGHT'), 2),
      targets: [{ what: 'face-up monster with higher ATK than Freed', min: 1, max: 1, from: ['monsters'], side: 'both', filter: (q, id) => faceUpMonster(q.state, id) && atkNow(q.state, q.ctx, id) > atkNow(q.state, q.ctx, q.self) }],
      resolve: (r) => {
        const [target] = r.targets(0);
        // Both must still be face-up, and the target's ATK still higher, as it resolves.
        if (target === undefined || !stillFaceUpHere(r) || !faceUpMonster(r.state, target)) return;
        if (atkNow(r.state, r.ctx, target) > atkNow(r.state, r.ctx, r.self)) r.destroy([target]);
      },
    },
  ],
};
