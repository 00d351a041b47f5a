/** Mysterious Guard (1347977): FLIP: a monster on the field (itself too) goes back to the top of its owner's Deck. */
import { type CardScript, flipMonster } from '../facade.js';

export const mysteriousGuard: CardScript = flipMonster(1347977, {
  label: "return 1 monster on the field to the top of its owner's Deck",
  categories: ['to-hand'],
  targets: [{ what: 'monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both', includeSelf: true }],
  resolve: (r) => {
    const [target] = r.targets(0);
    if (target !== undefined) r.returnToDeck([target], 'top');
  },
});
