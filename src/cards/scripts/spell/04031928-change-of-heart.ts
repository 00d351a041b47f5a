/** Change of Heart (4031928): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, freeMainZones, spellActivation } from '../facade.js';

export const changeOfHeart: CardScript = {
  // Change of Heart: take control of 1 opponent's monster, targeted, until the End Phase.
  passcode: 4031928,
  effects: [
    spellActivation({
      categories: ['control'],
      condition: (q) => freeMainZones(q.state, q.player) > 0,
      targets: [{ what: "monster your opponent controls", min: 1, max: 1, from: ['monsters'], side: 'opponent' }],
      resolve: (r) => {
        for (const id of r.targets(0)) r.takeControl(id, r.player, true);
      },
    }),
  ],
};
