/** Minefield Eruption (85519211): scripted from our own wording of the card in data/cards/text/goat-st-4.json. */
import { type CardScript, faceUpMonstersNamed, trapActivation } from '../facade.js';

// Minefield Eruption: inflict 1000 damage to your opponent for each face-up "Kozaky" you control, then destroy those "Kozaky".
export const minefieldEruption: CardScript = {
  passcode: 85519211,
  effects: [
    trapActivation({
      categories: ['damage', 'destroy-monster'],
      condition: (q) => faceUpMonstersNamed(q.state, q.player, 'Kozaky').length > 0,
      resolve: (r) => {
        const kozaky = faceUpMonstersNamed(r.state, r.player, 'Kozaky');
        if (kozaky.length === 0) return;
        r.damage(r.opponent, 1000 * kozaky.length);
        r.destroy(kozaky);
      },
    }),
  ],
};
