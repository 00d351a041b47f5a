/** Bottomless Trap Hole (29401950): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { type CardScript, currentAtk, faceUpMonster, opponentSummonedWithAtk, trapActivation } from '../facade.js';

export const bottomlessTrapHole: CardScript = {
  // Bottomless Trap Hole: when the opponent Summons a monster with 1500 or more ATK,
  // destroy it and remove it from play (it does not target).
  passcode: 29401950,
  effects: [
    trapActivation({
      categories: ['destroy-monster', 'banish'],
      condition: (q) => opponentSummonedWithAtk(q.state, q.ctx, q.player, 1500) !== null,
      resolve: (r) => {
        const e = r.state.window?.event;
        const summoned = e && 'card' in e && typeof e.card === 'number' ? e.card : undefined;
        if (summoned === undefined || !faceUpMonster(r.state, summoned) || currentAtk(r.state, r.ctx, summoned) < 1500) return;
        r.destroy([summoned], 'effect', 'banished');
      },
    }),
  ],
};
