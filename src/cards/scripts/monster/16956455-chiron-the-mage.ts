/** Chiron the Mage (16956455): once per turn, discard 1 Spell Card to destroy 1 Spell or Trap Card on the field. */
import { type CardScript, facts } from '../facade.js';

export const chironTheMage: CardScript = {
  passcode: 16956455,
  effects: [
    {
      id: 'destroy',
      kind: 'ignition',
      label: 'discard 1 Spell Card to destroy 1 Spell or Trap Card on the field',
      categories: ['destroy-spell-trap'],
      oncePerTurn: 'card',
      cost: { discard: 1, discardOnly: { what: 'Spell Card', filter: (q, id) => facts(q.state, id).kind === 'spell' } },
      targets: [{ what: 'Spell or Trap Card on the field', min: 1, max: 1, from: ['spellTraps'], side: 'both' }],
      resolve: (r) => void r.destroy(r.targets(0)),
    },
  ],
};
