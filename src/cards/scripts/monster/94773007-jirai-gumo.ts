/** Jirai Gumo (94773007): when it declares an attack, its controller calls a coin toss; a wrong call halves their LP. */
import { type CardScript, callAndToss } from '../facade.js';

export const jiraiGumo: CardScript = {
  passcode: 94773007,
  effects: [
    {
      id: 'coin',
      kind: 'trigger',
      label: 'call a coin toss; if you call it wrong, halve your Life Points',
      triggersOn: (q, e) => e.type === 'attack' && e.attacker === q.self,
      resolve: (r) => {
        if (callAndToss(r)) return;
        // Halving rounds the lost half up, so the player keeps the smaller half (5 LP: loses 3).
        const lp = r.state.players[r.player].lp;
        r.loseLp(r.player, lp - Math.floor(lp / 2));
      },
    },
  ],
};
