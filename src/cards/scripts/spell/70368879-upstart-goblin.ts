/** Upstart Goblin (70368879): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, drawCards, spellActivation } from '../facade.js';

const drawOne = drawCards(1);

export const upstartGoblin: CardScript = {
  // Upstart Goblin: draw 1 card, then the opponent gains 1000 LP.
  passcode: 70368879,
  effects: [
    spellActivation({
      ...drawOne,
      resolve: (r) => {
        r.draw(r.player, 1);
        r.gainLp(r.opponent, 1000);
      },
    }),
  ],
};
