/** Dragon Manipulator (63018132): FLIP: take control of 1 face-up Dragon-Type monster the opponent controls until the End Phase. */
import { type CardScript, facts, faceUpMonster, flipMonster } from '../facade.js';

export const dragonManipulator: CardScript = flipMonster(63018132, {
  label: 'take control of 1 Dragon-Type monster your opponent controls until the End Phase',
  categories: ['control'],
  targets: [{ what: 'face-up Dragon-Type monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent', filter: (q, id) => faceUpMonster(q.state, id) && facts(q.state, id).race === 'Dragon' }],
  resolve: (r) => {
    const [target] = r.targets(0);
    if (target !== undefined && faceUpMonster(r.state, target)) r.takeControl(target, r.player, true);
  },
});
