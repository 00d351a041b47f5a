/** Avatar of The Pot (99284890): send 1 "Pot of Greed" from the hand to the Graveyard to draw 3 cards. */
import { type CardScript, drawCards, facts } from '../facade.js';

const potsInHand = (state: Parameters<typeof facts>[0], player: 0 | 1): number[] => state.players[player].hand.filter((id) => facts(state, id).name === 'Pot of Greed').sort((a, b) => a - b);

export const avatarOfThePot: CardScript = {
  passcode: 99284890,
  effects: [
    {
      id: 'draw',
      kind: 'ignition',
      label: 'send "Pot of Greed" from your hand to the Graveyard to draw 3 cards',
      ...drawCards(3),
      cost: {
        custom: {
          what: '1 "Pot of Greed" in your hand',
          can: (q) => potsInHand(q.state, q.player).length > 0,
          pay: (r) => {
            const picked = r.choose({ player: r.player, prompt: 'Send 1 "Pot of Greed" from your hand to the Graveyard', candidates: potsInHand(r.state, r.player), min: 1, max: 1 });
            r.sendToGraveyard(picked, 'cost');
            return picked;
          },
        },
      },
    },
  ],
};
