/** Greenkappa (61831093): FLIP: destroy 2 Set Spell or Trap Cards on the field. */
import { type CardScript, flipMonster } from '../facade.js';

export const greenkappa: CardScript = flipMonster(61831093, {
  label: 'destroy 2 Set Spell or Trap Cards on the field',
  categories: ['destroy-spell-trap'],
  targets: [{ what: 'Set Spell or Trap Card on the field', min: 2, max: 2, from: ['spellTraps'], side: 'both', filter: (q, id) => !q.state.cards[id]!.faceUp }],
  resolve: (r) => void r.destroy(r.targets(0).filter((id) => !r.state.cards[id]!.faceUp)),
});
