/** Arcane Archer of the Forest (55001420): cannot be attacked while its controller controls a face-up Plant; Tribute 1 Plant to destroy 1 Spell or Trap Card on the field. */
import { type CardScript, facts, faceUpMonsters, tributeOneCost } from '../facade.js';

export const arcaneArcherOfTheForest: CardScript = {
  passcode: 55001420,
  effects: [
    {
      id: 'destroy',
      kind: 'ignition',
      label: 'Tribute 1 Plant-Type monster to destroy 1 Spell or Trap Card on the field',
      categories: ['destroy-spell-trap'],
      cost: tributeOneCost('Plant-Type monster', (q, id) => facts(q.state, id).race === 'Plant' && q.state.cards[id]!.faceUp),
      targets: [{ what: 'Spell or Trap Card on the field', min: 1, max: 1, from: ['spellTraps'], side: 'both' }],
      resolve: (r) => void r.destroy(r.targets(0)),
    },
  ],
  continuous: [
    {
      code: 'cannot-be-attacked',
      affects: (state, source, t) => 'card' in t && t.card === source && faceUpMonsters(state, state.cards[source]!.controller).some((id) => facts(state, id).race === 'Plant'),
    },
  ],
};
