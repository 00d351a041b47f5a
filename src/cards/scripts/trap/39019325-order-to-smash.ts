/** Order to Smash (39019325): scripted from our own wording of the card in data/cards/text/goat-st-4.json. */
import { type CardScript, faceUpNormalMonster, opponentOf, spellTrapsOn, trapActivation } from '../facade.js';

// Order to Smash: target 1 face-up Level 2 or lower Normal Monster you control; Tribute it, then destroy up to 2 Spell or
// Trap Cards your opponent controls.
export const orderToSmash: CardScript = {
  passcode: 39019325,
  effects: [
    trapActivation({
      categories: ['destroy-spell-trap'],
      condition: (q) => spellTrapsOn(q.state, opponentOf(q.player)).length > 0,
      targets: [{ what: 'face-up Level 2 or lower Normal Monster you control', min: 1, max: 1, from: ['monsters'], side: 'own', filter: (q, id) => faceUpNormalMonster(q.state, q.ctx, id, 2) }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined || !faceUpNormalMonster(r.state, r.ctx, target, 2)) return;
        r.tribute([target]);
        if (r.state.cards[target]!.location === 'monster') return;
        const candidates = spellTrapsOn(r.state, r.opponent);
        const picks = r.choose({ player: r.player, prompt: 'Order to Smash: destroy up to 2 Spell or Trap Cards your opponent controls', candidates, min: 1, max: 2 });
        if (picks.length > 0) r.destroy(picks);
      },
    }),
  ],
};
