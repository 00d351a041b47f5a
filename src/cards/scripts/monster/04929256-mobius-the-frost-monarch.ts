/** Mobius the Frost Monarch (4929256): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { type CardScript, tributeSummoned } from '../facade.js';

// Optional: when Tribute Summoned, target up to 2 Spell or Trap Cards on the field and destroy them.
export const mobiusTheFrostMonarch: CardScript = {
  passcode: 4929256,
  effects: [
    {
      id: 'tribute-summoned',
      kind: 'trigger',
      label: 'destroy up to 2 Spell or Trap Cards on the field',
      categories: ['destroy-spell-trap'],
      optional: true,
      when: true,
      triggersOn: tributeSummoned,
      targets: [{ what: 'Spell or Trap Card on the field', min: 1, max: 2, from: ['spellTraps'], side: 'both' }],
      resolve: (r) => void r.destroy(r.targets(0)),
    },
  ],
};
