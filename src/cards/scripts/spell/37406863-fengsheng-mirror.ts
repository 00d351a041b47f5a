/** Fengsheng Mirror (37406863): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, opponentOf, pickShown, spellActivation } from '../facade.js';

// Fengsheng Mirror: look at the opponent's hand and discard 1 Spirit monster of it; with no Spirit monster there, the
// look is all it does.
export const fengshengMirror: CardScript = {
  passcode: 37406863,
  effects: [
    spellActivation({
      categories: [],
      condition: (q) => q.state.players[opponentOf(q.player)].hand.length > 0,
      resolve: (r) => {
        const hand = [...r.state.players[r.opponent].hand];
        r.look(r.player, hand, 'hand');
        const spirits = hand.filter((id) => r.facts(id).subtypes.includes('Spirit'));
        r.discard(r.opponent, pickShown(r, r.player, spirits, "Fengsheng Mirror: discard 1 Spirit monster of your opponent's hand"));
      },
    }),
  ],
};
