/** Dark Cat with White Tail (8634636): FLIP: return 2 monsters the opponent controls and 1 its controller controls to the hand. */
import { type CardScript, flipMonster } from '../facade.js';

export const darkCatWithWhiteTail: CardScript = flipMonster(8634636, {
  label: "return 2 of your opponent's monsters and 1 of yours to their owners' hands",
  categories: ['to-hand'],
  targets: [
    { what: 'monster your opponent controls', min: 2, max: 2, from: ['monsters'], side: 'opponent' },
    { what: 'monster you control', min: 1, max: 1, from: ['monsters'], side: 'own', includeSelf: true },
  ],
  resolve: (r) => r.returnToHand([...r.targets(0), ...r.targets(1)]),
});
