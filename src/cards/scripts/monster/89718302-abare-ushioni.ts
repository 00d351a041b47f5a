/** Abare Ushioni (89718302): once per turn, call a coin toss: right, 1000 damage to the opponent; wrong, 1000 damage to its controller. */
import { callAndToss, type CardScript } from '../facade.js';

export const abareUshioni: CardScript = {
  passcode: 89718302,
  effects: [
    {
      id: 'coin',
      kind: 'ignition',
      label: 'call a coin toss: 1000 damage to your opponent if right, to you if wrong',
      categories: ['damage'],
      oncePerTurn: 'card',
      resolve: (r) => r.damage(callAndToss(r) ? r.opponent : r.player, 1000),
    },
  ],
};
