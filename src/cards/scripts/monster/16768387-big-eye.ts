/** Big Eye (16768387): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript } from '../facade.js';

export const bigEye: CardScript = {
  passcode: 16768387,
  effects: [
    {
      id: 'flip',
      kind: 'flip',
      label: 'look at the top 5 cards of your Deck and put them back in any order',
      resolve: (r) => {
        const deck = r.state.players[r.player].deck;
        const top = deck.slice(0, 5);
        const order: number[] = [];
        const left = [...top];
        while (left.length > 0) {
          const [pick] = r.choose({
            player: r.player,
            prompt: `Big Eye: which card goes ${order.length === 0 ? 'on top of your Deck' : `in place ${order.length + 1} from the top`}`,
            candidates: left,
            min: 1,
            max: 1,
          });
          if (pick === undefined || !left.includes(pick)) break;
          order.push(pick);
          left.splice(left.indexOf(pick), 1);
        }
        if (order.length === top.length) r.arrangeDeckTop(r.player, order);
      },
    },
  ],
};
