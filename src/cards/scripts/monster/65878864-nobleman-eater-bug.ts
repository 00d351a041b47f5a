/** Nobleman-Eater Bug (65878864): FLIP: destroy 2 monsters on the field. */
import { type CardScript, flipMonster } from '../facade.js';

export const noblemanEaterBug: CardScript = flipMonster(65878864, {
  label: 'destroy 2 monsters on the field',
  categories: ['destroy-monster'],
  targets: [{ what: 'monster on the field', min: 2, max: 2, from: ['monsters'], side: 'both', includeSelf: true }],
  resolve: (r) => void r.destroy(r.targets(0)),
});
