/** Dragged Down into the Grave (16435215): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, opponentOf, pickShown, spellActivation } from '../facade.js';

// Dragged Down into the Grave: each player looks at the other's hand and picks 1 card of it; both picked cards are
// discarded together, then each player draws 1 card. Both looks come first, then both picks (the activator's first):
// neither player learns the other's pick before making their own.
export const draggedDownIntoTheGrave: CardScript = {
  passcode: 16435215,
  effects: [
    spellActivation({
      categories: ['draw'],
      condition: (q) => q.state.players[q.player].hand.some((id) => id !== q.self) && q.state.players[opponentOf(q.player)].hand.length > 0,
      resolve: (r) => {
        const theirs = [...r.state.players[r.opponent].hand];
        const mine = [...r.state.players[r.player].hand];
        r.look(r.player, theirs, 'hand');
        r.look(r.opponent, mine, 'hand');
        const fromTheirs = pickShown(r, r.player, theirs, "Dragged Down into the Grave: discard 1 card of your opponent's hand");
        const fromMine = pickShown(r, r.opponent, mine, "Dragged Down into the Grave: discard 1 card of your opponent's hand");
        r.discard(r.opponent, fromTheirs);
        r.discard(r.player, fromMine);
        r.draw(r.player, 1);
        r.draw(r.opponent, 1);
      },
    }),
  ],
};
