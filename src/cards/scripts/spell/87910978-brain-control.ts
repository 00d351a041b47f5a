/** Brain Control (87910978): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, faceUpMonster, freeMainZones, spellActivation } from '../facade.js';

export const brainControl: CardScript = {
  // Brain Control (April 2005 wording): pay 800 LP; target 1 face-up monster the opponent controls; take control of it
  // until the End Phase. (The later errata limiting it to monsters that can be Normal Summoned did not exist yet.)
  passcode: 87910978,
  effects: [
    spellActivation({
      categories: ['control'],
      cost: { lp: 800 },
      condition: (q) => freeMainZones(q.state, q.player) > 0,
      targets: [{ what: 'face-up monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent', filter: (q, id) => faceUpMonster(q.state, id) }],
      resolve: (r) => {
        for (const id of r.targets(0)) if (faceUpMonster(r.state, id)) r.takeControl(id, r.player, true);
      },
    }),
  ],
};
