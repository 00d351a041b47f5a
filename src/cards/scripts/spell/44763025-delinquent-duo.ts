/** Delinquent Duo (44763025): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, opponentOf, spellActivation } from '../facade.js';

export const delinquentDuo: CardScript = {
  // Delinquent Duo: pay 1000 LP; 1 card of the opponent's hand is discarded at random, then they discard 1 more of their choice.
  passcode: 44763025,
  effects: [
    spellActivation({
      cost: { lp: 1000 },
      condition: (q) => q.state.players[opponentOf(q.player)].hand.length > 0,
      resolve: (r) => {
        const random = r.randomPick(r.state.players[r.opponent].hand);
        if (random === undefined) return;
        r.discard(r.opponent, [random]);
        const rest = [...r.state.players[r.opponent].hand];
        if (rest.length === 0) return;
        const chosen = r.choose({ player: r.opponent, prompt: 'Discard 1 card of your choice (Delinquent Duo)', candidates: rest, min: 1, max: 1 });
        r.discard(r.opponent, chosen);
      },
    }),
  ],
};
