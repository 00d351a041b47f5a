/** Barrel Dragon (81480460): once per turn, target 1 monster the opponent controls and toss a coin 3 times; 2 or more heads destroy it. */
import { type CardScript, headsOutOf, OPPONENT_MONSTER } from '../facade.js';

export const barrelDragon: CardScript = {
  passcode: 81480460,
  effects: [
    {
      id: 'coins',
      kind: 'ignition',
      label: "target 1 of your opponent's monsters and toss a coin 3 times",
      categories: ['destroy-monster'],
      oncePerTurn: 'card',
      targets: [OPPONENT_MONSTER],
      resolve: (r) => {
        if (headsOutOf(r, 3) >= 2) r.destroy(r.targets(0));
      },
    },
  ],
};
