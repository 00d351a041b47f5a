/** Card of Safe Return (57953380): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, spellActivation } from '../facade.js';

export const cardOfSafeReturn: CardScript = {
  // Card of Safe Return (Continuous): each time a monster is Special Summoned from your Graveyard to your side of the
  // field, you draw 1 card (a mandatory trigger).
  passcode: 57953380,
  effects: [
    spellActivation({ resolve: () => {} }),
    {
      id: 'draw',
      kind: 'trigger',
      label: 'draw 1 card (Card of Safe Return)',
      categories: ['draw'],
      triggersOn: (q, e) => e.type === 'special-summon' && e.from === 'graveyard' && e.player === q.player && q.state.cards[e.card]!.owner === q.player,
      resolve: (r) => void r.draw(r.player, 1),
    },
  ],
};
