/** Levia-Dragon - Daedalus (37721209): scripted from our own wording of the card in data/cards/text/goat-windows.json. */
import { type CardScript, faceUpSpellTrapsNamed, monstersOn, spellTrapsOn } from '../facade.js';

// Send 1 face-up "Umi" you control to the Graveyard (A Legendary Ocean counts): destroy every other card on the field.
export const leviaDragonDaedalus: CardScript = {
  passcode: 37721209,
  effects: [
    {
      id: 'flood',
      kind: 'ignition',
      label: 'send "Umi" to the Graveyard: destroy every other card on the field',
      categories: ['destroy-monster', 'destroy-spell-trap'],
      cost: {
        custom: {
          what: 'send 1 face-up "Umi" you control to the Graveyard',
          can: (q) => faceUpSpellTrapsNamed(q.state, q.ctx, q.player, 'Umi').length > 0,
          pay: (r) => {
            const picked = r.choose({ player: r.player, prompt: 'Send 1 "Umi" you control to the Graveyard', candidates: faceUpSpellTrapsNamed(r.state, r.ctx, r.player, 'Umi'), min: 1, max: 1 });
            r.sendToGraveyard(picked, 'cost');
            return picked;
          },
        },
      },
      resolve: (r) => {
        const s = r.state;
        void r.destroy([...monstersOn(s), ...spellTrapsOn(s)].filter((id) => id !== r.self));
      },
    },
  ],
};
