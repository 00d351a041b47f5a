/** Rafflesia Seduction (31440542): FLIP: take control of 1 face-up monster the opponent controls until the end of this turn. */
import { type CardScript, faceUpMonster, flipMonster } from '../facade.js';

export const rafflesiaSeduction: CardScript = flipMonster(31440542, {
  label: 'take control of 1 face-up monster your opponent controls until the End Phase',
  categories: ['control'],
  targets: [{ what: 'face-up monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent', filter: (q, id) => faceUpMonster(q.state, id) }],
  resolve: (r) => {
    const [target] = r.targets(0);
    if (target !== undefined && faceUpMonster(r.state, target)) r.takeControl(target, r.player, true);
  },
});
