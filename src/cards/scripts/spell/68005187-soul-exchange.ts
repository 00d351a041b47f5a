/** Soul Exchange (68005187): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, spellActivation } from '../facade.js';

export const soulExchange: CardScript = {
  // Soul Exchange: 1 opponent's monster, targeted, must be among your Tributes this turn (as if you controlled it).
  // No Battle Phase the turn you activate it: only in Main Phase 1, and the lock is taken on as a cost.
  passcode: 68005187,
  effects: [
    spellActivation({
      cost: { restrictions: ['cannot-enter-battle-phase'] },
      condition: (q) => q.state.phase === 'main1',
      targets: [{ what: 'monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent' }],
      resolve: (r) => {
        for (const id of r.targets(0)) {
          r.addEffect('must-be-tributed', r.cardAffected(id), r.player);
        }
      },
    }),
  ],
};
