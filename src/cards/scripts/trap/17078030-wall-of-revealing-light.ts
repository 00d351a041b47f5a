/** Wall of Revealing Light (17078030): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, currentAtk, isMonsterZone, opponentOf, targetCard, trapActivation } from '../facade.js';

/** The Life Points paid are kept on the card itself, in thousands, for as long as it stays face-up. */
const PAID = 'Life Points paid (thousands)';

export const wallOfRevealingLight: CardScript = {
  // Wall of Revealing Light: pay LP in multiples of 1000; while it is face-up, monsters your
  // opponent controls whose ATK is less than or equal to the amount paid cannot declare an attack.
  passcode: 17078030,
  effects: [
    trapActivation({
      cost: {
        custom: {
          what: 'at least 1000 Life Points',
          can: (q) => q.state.players[q.player].lp >= 1000,
          pay: (r) => {
            const most = Math.floor(r.state.players[r.player].lp / 1000);
            const amounts = Array.from({ length: most }, (_, i) => i + 1);
            const [k] = r.choose({ player: r.player, prompt: 'Pay how many Life Points for Wall of Revealing Light', candidates: amounts, labels: amounts.map((n) => `${n * 1000} LP`), min: 1, max: 1 });
            r.payLp(r.player, (k ?? 1) * 1000);
            r.addCounters(r.self, PAID, k ?? 1);
          },
        },
      },
      resolve: () => {},
    }),
  ],
  continuous: [
    {
      code: 'cannot-attack',
      affects: (state, source, t, ctx) => {
        const id = targetCard(t);
        if (id === null) return false;
        const card = state.cards[id]!;
        const wall = state.cards[source]!;
        return isMonsterZone(card.location) && card.controller === opponentOf(wall.controller) && currentAtk(state, ctx, id) <= (wall.counters[PAID] ?? 0) * 1000;
      },
    },
  ],
};
