/** Acid Trap Hole (41356845): scripted from our own wording of the card in data/cards/text/goat-st-2.json. */
import { type CardScript, currentDef, isFaceUp, trapActivation } from '../facade.js';

export const acidTrapHole: CardScript = {
  // Acid Trap Hole: target 1 face-down Defense Position monster on the field; flip it face-up (a flip: its Flip
  // effect activates). If its DEF is then 2000 or less it is destroyed, otherwise it goes back face-down.
  passcode: 41356845,
  effects: [
    trapActivation({
      categories: ['destroy-monster'],
      targets: [{ what: 'face-down Defense Position monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both', filter: (q, id) => !isFaceUp(q.state, id) }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined || isFaceUp(r.state, target)) return;
        r.changePosition(target, 'defense', true);
        if (currentDef(r.state, r.ctx, target) <= 2000) r.destroy([target]);
        else r.changeToFaceDownDefense(target);
      },
    }),
  ],
};
