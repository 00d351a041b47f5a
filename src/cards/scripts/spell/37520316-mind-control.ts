/** Mind Control (37520316): scripted from our own wording of the card in data/cards/text/goat-windows.json. */
import { type CardScript, freeMainZones, spellActivation } from '../facade.js';

export const mindControl: CardScript = {
  // Take control of 1 opponent's monster (targeted) until the End Phase; while you hold it,
  // it cannot declare an attack and cannot be Tributed.
  passcode: 37520316,
  effects: [
    spellActivation({
      categories: ['control'],
      condition: (q) => freeMainZones(q.state, q.player) > 0,
      targets: [{ what: 'monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent' }],
      resolve: (r) => {
        for (const id of r.targets(0)) {
          if (!r.takeControl(id, r.player, true)) continue;
          // Taken over, it is a new card for effects: the locks apply to it as it is now.
          r.addEffect('cannot-attack', r.cardAffected(id), null);
          r.addEffect('cannot-be-tributed', r.cardAffected(id), null);
        }
      },
    }),
  ],
};
