/** Meteor of Destruction (33767325): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, opponentOf, spellActivation } from '../facade.js';

export const meteorOfDestruction: CardScript = {
  // Meteor of Destruction: only while the opponent has more than 3000 LP; 1000 damage to the opponent.
  passcode: 33767325,
  effects: [
    spellActivation({
      categories: ['damage'],
      condition: (q) => q.state.players[opponentOf(q.player)].lp > 3000,
      resolve: (r) => r.damage(r.opponent, 1000),
    }),
  ],
};
