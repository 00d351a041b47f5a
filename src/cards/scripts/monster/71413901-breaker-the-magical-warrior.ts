/** Breaker the Magical Warrior (71413901): scripted from our own wording (April 2005 text) in data/cards/text/cards-mon-a.json. */
import { type CardScript, normalSummoned, SPELL_COUNTER, spellCountersOn, stillFaceUpHere, targetCard } from '../facade.js';

export const breakerTheMagicalWarrior: CardScript = {
  passcode: 71413901,
  effects: [
    {
      id: 'counter',
      kind: 'trigger',
      label: 'place 1 Spell Counter on it',
      triggersOn: normalSummoned,
      resolve: (r) => {
        if (stillFaceUpHere(r) && spellCountersOn(r.state, r.self) < 1) r.addCounters(r.self, SPELL_COUNTER, 1);
      },
    },
    {
      id: 'destroy',
      kind: 'ignition',
      label: 'remove 1 Spell Counter to destroy 1 Spell or Trap Card',
      categories: ['destroy-spell-trap'],
      cost: { removeCounters: { counter: SPELL_COUNTER, count: 1 } },
      targets: [{ what: 'Spell or Trap Card on the field', min: 1, max: 1, from: ['spellTraps'], side: 'both' }],
      resolve: (r) => void r.destroy(r.targets(0)),
    },
  ],
  continuous: [{ code: 'change-stats', affects: (_s, source, t) => targetCard(t) === source, value: (state, source) => ({ atk: 300 * spellCountersOn(state, source), def: 0 }) }],
};
