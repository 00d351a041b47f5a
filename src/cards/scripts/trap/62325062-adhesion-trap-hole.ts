/** Adhesion Trap Hole (62325062): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, justSummoned, opponentOf, trapActivation } from '../facade.js';

export const adhesionTrapHole: CardScript = {
  // Adhesion Trap Hole: when your opponent Normal, Flip or Special Summons a monster, its original ATK is halved
  // for as long as it stays face-up on the field (it does not target; the new original value sits under every other change).
  passcode: 62325062,
  effects: [
    trapActivation({
      categories: ['stat-change'],
      condition: (q) => justSummoned(q.state)?.player === opponentOf(q.player),
      resolve: (r) => {
        const s = justSummoned(r.state);
        if (!s || s.player !== r.opponent) return;
        const f = r.facts(s.card);
        const atk = Math.floor(f.atk / 2);
        r.addEffect('set-base-stats', r.cardAffected(s.card), { atk, def: f.def }, 'permanent');
        r.reportStatChange(s.card, atk - f.atk, 0);
      },
    }),
  ],
};
