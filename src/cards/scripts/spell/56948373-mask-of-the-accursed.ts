/** Mask of the Accursed (56948373): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, equipSpell, equippedMonster, equippedTo } from '../facade.js';

// Mask of the Accursed (Equip): the equipped monster cannot attack; in each of its equipper's Standby Phases, the
// controller of the equipped monster takes 500 damage (a mandatory trigger).
export const maskOfTheAccursed: CardScript = equipSpell({
  passcode: 56948373,
  atk: 0,
  def: 0,
  what: 'face-up monster to equip',
  more: [{ code: 'cannot-attack', activeWhen: 'equipped', affects: equippedMonster }],
  effects: [
    {
      id: 'curse',
      kind: 'trigger',
      label: '500 damage to the controller of the equipped monster (Mask of the Accursed)',
      categories: ['damage'],
      triggersOn: (q, e) => e.type === 'phase' && e.phase === 'standby' && q.state.turnPlayer === q.player && equippedTo(q.state, q.self) !== null,
      resolve: (r) => {
        const to = equippedTo(r.state, r.self);
        if (to !== null && r.sourceStillThere()) r.damage(r.state.cards[to]!.controller, 500);
      },
    },
  ],
});
