/** Fruits of Kozaky's Studies (49998907): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, trapActivation } from '../facade.js';

export const fruitsOfKozakysStudies: CardScript = {
  // Fruits of Kozaky's Studies: look at the top 3 cards of your Deck and put them back on top in any order.
  passcode: 49998907,
  effects: [
    trapActivation({
      condition: (q) => q.state.players[q.player].deck.length >= 3,
      resolve: (r) => {
        const top = r.state.players[r.player].deck.slice(0, 3);
        r.look(r.player, top, 'deck');
        const order: number[] = [];
        while (order.length < top.length - 1) {
          const left = top.filter((id) => !order.includes(id));
          const [next] = r.choose({ player: r.player, prompt: `Which card goes ${order.length === 0 ? 'on top' : 'next'}`, candidates: left, min: 1, max: 1 });
          order.push(next ?? left[0]!);
        }
        order.push(...top.filter((id) => !order.includes(id)));
        r.arrangeDeckTop(r.player, order);
      },
    }),
  ],
};
