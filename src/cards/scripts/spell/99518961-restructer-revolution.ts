/** Restructer Revolution (99518961): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, opponentOf, spellActivation } from '../facade.js';

// Restructer Revolution: your opponent takes 200 damage for each card in their hand (activated only while they hold one).
export const restructerRevolution: CardScript = {
  passcode: 99518961,
  effects: [
    spellActivation({
      categories: ['damage'],
      condition: (q) => q.state.players[opponentOf(q.player)].hand.length > 0,
      resolve: (r) => r.damage(r.opponent, 200 * r.state.players[r.opponent].hand.length),
    }),
  ],
};
