/** Shadow Tamer (37620434): FLIP: take control of 1 face-up Fiend-Type monster the opponent controls until the End Phase. */
import { type CardScript, faceUpMonster, facts, flipMonster } from '../facade.js';

const faceUpFiend = (state: Parameters<typeof faceUpMonster>[0], id: number): boolean => faceUpMonster(state, id) && facts(state, id).race === 'Fiend';

export const shadowTamer: CardScript = flipMonster(37620434, {
  label: 'take control of 1 Fiend-Type monster your opponent controls until the End Phase',
  categories: ['control'],
  targets: [{ what: 'face-up Fiend-Type monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent', filter: (q, id) => faceUpFiend(q.state, id) }],
  resolve: (r) => {
    const [target] = r.targets(0);
    if (target !== undefined && faceUpFiend(r.state, target)) r.takeControl(target, r.player, true);
  },
});
