/** Abyss Soldier (18318842): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { attributeIs, type CardScript, facts } from '../facade.js';

export const abyssSoldier: CardScript = {
  passcode: 18318842,
  effects: [
    {
      id: 'bounce',
      kind: 'ignition',
      label: 'discard 1 WATER monster to return 1 card on the field to its hand',
      categories: ['to-hand'],
      oncePerTurn: 'card',
      cost: { discard: 1, discardOnly: { what: 'WATER monster', filter: (q, id) => attributeIs('WATER')(facts(q.state, id)) } },
      targets: [{ what: 'card on the field', min: 1, max: 1, from: ['field'], side: 'both', includeSelf: true }],
      resolve: (r) => void r.returnToHand(r.targets(0)),
    },
  ],
};
