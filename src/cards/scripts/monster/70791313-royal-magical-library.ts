/** Royal Magical Library (70791313): a Spell Counter each time a Spell Card is activated (up to 3); remove 3 to draw 1 card. */
import { type CardScript, SPELL_COUNTER, countsSpells, spellCountersOn } from '../facade.js';

export const royalMagicalLibrary: CardScript = {
  passcode: 70791313,
  effects: [
    {
      id: 'draw',
      kind: 'ignition',
      label: 'remove 3 Spell Counters: draw 1 card',
      categories: ['draw'],
      condition: (q) => spellCountersOn(q.state, q.self) >= 3 && q.state.players[q.player].deck.length > 0,
      cost: { removeCounters: { counter: SPELL_COUNTER, count: 3 } },
      resolve: (r) => void r.draw(r.player, 1),
    },
  ],
  continuous: [countsSpells(3)],
};
