/** Zaborg the Thunder Monarch (51945556): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { type CardScript, tributeSummoned } from '../facade.js';

// Mandatory: when Tribute Summoned, target 1 monster on the field (itself if it is the only one) and destroy it.
export const zaborgTheThunderMonarch: CardScript = {
  passcode: 51945556,
  effects: [
    {
      id: 'tribute-summoned',
      kind: 'trigger',
      label: 'destroy 1 monster on the field',
      categories: ['destroy-monster'],
      triggersOn: tributeSummoned,
      targets: [{ what: 'monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both', includeSelf: true }],
      resolve: (r) => void r.destroy(r.targets(0)),
    },
  ],
};
