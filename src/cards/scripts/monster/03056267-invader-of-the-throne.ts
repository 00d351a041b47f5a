/** Invader of the Throne (3056267): FLIP: target 1 monster the opponent controls; it and this card change control. Not during the Battle Phase. */
import { type CardScript, faceUpMonster, flipMonster, OPPONENT_MONSTER } from '../facade.js';

export const invaderOfTheThrone: CardScript = flipMonster(3056267, {
  label: 'switch control of 1 monster your opponent controls and this card',
  categories: ['control'],
  // "This effect cannot be activated during the Battle Phase": flipped by an attack, it does nothing.
  condition: (q) => q.state.phase !== 'battle',
  targets: [{ ...OPPONENT_MONSTER, filter: (q, id) => q.state.cards[id]!.location === 'monster' }],
  resolve: (r) => {
    const [target] = r.targets(0);
    if (target === undefined || !r.sourceStillThere() || !faceUpMonster(r.state, r.self)) return;
    r.swapControl(r.self, target);
  },
});
