/**
 * Magical Marionette (8034697): a Spell Counter each time a Spell Card's activation resolves
 * (no limit); 200 ATK for each; remove 2 to target 1 monster on the field and destroy it.
 */
import { type CardScript, countsSpells, SPELL_COUNTER, spellCountersOn, statsPerCount } from '../facade.js';

// The card sets no maximum; the counter code needs one, higher than a duel can reach.
const NO_LIMIT = 999;

export const magicalMarionette: CardScript = {
  passcode: 8034697,
  effects: [
    {
      id: 'destroy',
      kind: 'ignition',
      label: 'remove 2 Spell Counters to destroy 1 monster',
      categories: ['destroy-monster'],
      cost: { removeCounters: { counter: SPELL_COUNTER, count: 2 } },
      targets: [{ what: 'monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both', includeSelf: true }],
      resolve: (r) => void r.destroy(r.targets(0)),
    },
  ],
  continuous: [countsSpells(NO_LIMIT), statsPerCount(spellCountersOn, 200)],
};
