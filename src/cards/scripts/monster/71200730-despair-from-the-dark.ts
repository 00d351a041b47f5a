/** Despair from the Dark (71200730): sent from the hand or Deck to the Graveyard by an opponent's card effect, it Special Summons itself. */
import { type CardScript } from '../facade.js';

// A mandatory trigger from the Graveyard; the event names whose effect sent it (byPlayer), so a
// card sent by its owner's own effect, or discarded for a cost or the hand size, stays there.
export const despairFromTheDark: CardScript = {
  passcode: 71200730,
  effects: [
    {
      id: 'summon',
      kind: 'trigger',
      label: 'Special Summon it from the Graveyard',
      categories: ['special-summon'],
      triggersFrom: ['graveyard'],
      triggersOn: (q, e) =>
        e.type === 'sent-to-graveyard' && e.card === q.self && (e.from === 'hand' || e.from === 'deck') && e.byPlayer !== undefined && e.byPlayer !== q.player,
      resolve: (r) => {
        if (r.state.cards[r.self]!.location === 'graveyard') r.specialSummon(r.self, r.player, r.choosePosition(r.name(r.self)));
      },
    },
  ],
};
