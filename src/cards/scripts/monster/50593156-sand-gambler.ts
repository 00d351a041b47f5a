/** Sand Gambler (50593156): once per turn, toss a coin 3 times: 3 heads destroy every monster the opponent controls, 3 tails every monster its controller controls. */
import { type CardScript, headsOutOf, monstersOn } from '../facade.js';

export const sandGambler: CardScript = {
  passcode: 50593156,
  effects: [
    {
      id: 'coins',
      kind: 'ignition',
      label: 'toss a coin 3 times',
      categories: ['destroy-monster'],
      oncePerTurn: 'card',
      resolve: (r) => {
        const heads = headsOutOf(r, 3);
        if (heads === 3) r.destroy(monstersOn(r.state, r.opponent));
        else if (heads === 0) r.destroy(monstersOn(r.state, r.player));
      },
    },
  ],
};
