/** Granmarg the Rock Monarch (60229110): when it is Tribute Summoned, it destroys 1 Set card on the field. */
import { type CardScript, tributeSummoned } from '../facade.js';

export const granmargTheRockMonarch: CardScript = {
  passcode: 60229110,
  effects: [
    {
      id: 'destroy',
      kind: 'trigger',
      label: 'destroy 1 Set card on the field',
      categories: ['destroy-monster', 'destroy-spell-trap'],
      triggersOn: tributeSummoned,
      targets: [{ what: 'Set card on the field', min: 1, max: 1, from: ['field'], side: 'both', filter: (q, id) => !q.state.cards[id]!.faceUp }],
      resolve: (r) => void r.destroy(r.targets(0).filter((id) => !r.state.cards[id]!.faceUp)),
    },
  ],
};
