/** Gearfried the Iron Knight (423705): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript } from '../facade.js';

export const gearfriedTheIronKnight: CardScript = {
  passcode: 423705,
  effects: [
    {
      id: 'destroy-equip',
      kind: 'trigger',
      label: 'destroy the Equip Card equipped to it',
      categories: ['destroy-spell-trap'],
      triggersOn: (q, e) => e.type === 'equipped' && e.to === q.self,
      resolve: (r) => {
        const e = r.link.event;
        if (e?.type !== 'equipped') return;
        const equip = r.state.cards[e.card];
        if (equip && equip.location === 'spellTrap') r.destroy([e.card]);
      },
    },
  ],
};
