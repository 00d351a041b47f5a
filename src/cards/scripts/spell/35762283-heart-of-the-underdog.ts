/** Heart of the Underdog (35762283): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, facts, spellActivation } from '../facade.js';

export const heartOfTheUnderdog: CardScript = {
  // Heart of the Underdog (Continuous): when you draw a Normal Monster in your Draw Phase, you may show it to draw 1 more card
  // (that card, if a Normal Monster too, may be shown in turn).
  passcode: 35762283,
  effects: [
    spellActivation({ resolve: () => {} }),
    {
      id: 'draw-more',
      kind: 'trigger',
      label: 'show the Normal Monster you drew and draw 1 more card (Heart of the Underdog)',
      categories: ['draw'],
      optional: true,
      when: true,
      triggersOn: (q, e) =>
        e.type === 'draw' && e.player === q.player && q.state.phase === 'draw' && q.state.turnPlayer === q.player && facts(q.state, e.card).frame === 'normal',
      resolve: (r) => {
        const e = r.link.event;
        if (e?.type === 'draw' && r.state.cards[e.card]!.location === 'hand') r.reveal(r.player, [e.card]);
        r.draw(r.player, 1);
      },
    },
  ],
};
