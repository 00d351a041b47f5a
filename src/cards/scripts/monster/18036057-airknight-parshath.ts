/** Airknight Parshath (18036057): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { type CardScript, inflictsBattleDamage } from '../facade.js';

export const airknightParshath: CardScript = {
  passcode: 18036057,
  effects: [
    {
      id: 'draw',
      kind: 'trigger',
      label: 'draw 1 card',
      categories: ['draw'],
      triggersOn: inflictsBattleDamage,
      resolve: (r) => void r.draw(r.player, 1),
    },
  ],
  continuous: [{ code: 'piercing' }],
};
