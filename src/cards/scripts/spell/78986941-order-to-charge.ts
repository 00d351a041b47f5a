/** Order to Charge (78986941): scripted from our own wording of the card in data/cards/text/goat-st-4.json. */
import { type CardScript, faceUpNormalMonster, monstersOn, opponentOf, spellActivation } from '../facade.js';

// Order to Charge (Quick-Play): target 1 face-up Normal Monster you control; Tribute it, then destroy 1 monster your opponent controls.
export const orderToCharge: CardScript = {
  passcode: 78986941,
  effects: [
    spellActivation({
      categories: ['destroy-monster'],
      condition: (q) => monstersOn(q.state, opponentOf(q.player)).length > 0,
      targets: [{ what: 'face-up Normal Monster you control', min: 1, max: 1, from: ['monsters'], side: 'own', filter: (q, id) => faceUpNormalMonster(q.state, q.ctx, id) }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined || !faceUpNormalMonster(r.state, r.ctx, target)) return;
        r.tribute([target]);
        if (r.state.cards[target]!.location === 'monster') return;
        const [pick] = r.choose({ player: r.player, prompt: 'Order to Charge: destroy 1 monster your opponent controls', candidates: monstersOn(r.state, r.opponent), min: 1, max: 1 });
        if (pick !== undefined) r.destroy([pick]);
      },
    }),
  ],
};
