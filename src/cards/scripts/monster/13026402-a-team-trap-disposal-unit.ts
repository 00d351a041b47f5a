/** A-Team: Trap Disposal Unit (13026402): on either turn, when the opponent activates a Trap Card, Tribute this face-up card to negate that activation and destroy the Trap. */
import { type CardScript, cardActivationOnTop, topLink } from '../facade.js';

export const aTeamTrapDisposalUnit: CardScript = {
  passcode: 13026402,
  effects: [
    {
      id: 'negate',
      kind: 'quick',
      label: "Tribute it to negate your opponent's Trap Card activation and destroy it",
      categories: ['negate', 'destroy-spell-trap'],
      condition: (q) => cardActivationOnTop(q, 'trap') && topLink(q.state)!.player !== q.player,
      cost: { self: 'tribute' },
      resolve: (r) => {
        const at = r.previousLink();
        const link = r.state.chain[at];
        if (!link) return;
        r.negateActivation(at);
        if (r.state.cards[link.card]!.location === 'spellTrap') r.destroy([link.card]);
      },
    },
  ],
};
