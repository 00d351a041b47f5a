/** Ocean Dragon Lord - Neo-Daedalus (10485110): send "Umi" from your field to the Graveyard to send every other card on the field and in both hands there too. */
import { type CardScript, type DuelState, monstersOn, type PlayerId, spellTrapsOn } from '../facade.js';

const UMI = 22702055;

/** The face-up "Umi" cards `player` controls. */
const umiOf = (state: DuelState, player: PlayerId): number[] => spellTrapsOn(state, player).filter((id) => state.cards[id]!.passcode === UMI && state.cards[id]!.faceUp);

export const oceanDragonLordNeoDaedalus: CardScript = {
  passcode: 10485110,
  effects: [
    {
      id: 'flood',
      kind: 'ignition',
      label: 'send "Umi" to the Graveyard: send every other card on the field and in both hands to the Graveyard',
      categories: ['destroy-monster', 'destroy-spell-trap'],
      cost: {
        custom: {
          what: 'send 1 face-up "Umi" you control to the Graveyard',
          can: (q) => umiOf(q.state, q.player).length > 0,
          pay: (r) => r.sendToGraveyard(r.choose({ player: r.player, prompt: 'Send 1 "Umi" you control to the Graveyard', candidates: umiOf(r.state, r.player), min: 1, max: 1 }), 'cost'),
        },
      },
      resolve: (r) => {
        const s = r.state;
        const field = [...monstersOn(s), ...spellTrapsOn(s)].filter((id) => id !== r.self);
        r.sendToGraveyard([...field, ...s.players[0].hand, ...s.players[1].hand]);
      },
    },
  ],
};
