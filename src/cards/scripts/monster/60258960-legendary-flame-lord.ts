/** Legendary Flame Lord (60258960): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, countsSpells, monstersOn, SPELL_COUNTER } from '../facade.js';

export const legendaryFlameLord: CardScript = {
  // Each time a Spell Card is activated (and resolves), it gets 1 Spell Counter. Remove 3 of them to destroy
  // every other monster on the field.
  passcode: 60258960,
  continuous: [countsSpells(Number.MAX_SAFE_INTEGER)],
  effects: [
    {
      id: 'destroy',
      kind: 'ignition',
      label: 'Remove 3 Spell Counters from Legendary Flame Lord to destroy all other monsters',
      categories: ['destroy-monster'],
      condition: (q) => monstersOn(q.state).some((id) => id !== q.self),
      cost: { removeCounters: { counter: SPELL_COUNTER, count: 3 } },
      resolve: (r) => {
        const others = monstersOn(r.state).filter((id) => id !== r.self);
        if (others.length > 0) r.destroy(others);
      },
    },
  ],
};
