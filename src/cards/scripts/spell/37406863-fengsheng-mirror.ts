/** Fengsheng Mirror (37406863): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, pickShown, spellActivation } from '../facade.js';

// Fengsheng Mirror: look at your opponent's hand; if there is a Spirit monster in it, discard 1 Spirit monster of your choice from it.
export const fengshengMirror: CardScript = {
  passcode: 37406863,
  effects: [
    spellActivation({
      categories: [],
      resolve: (r) => {
        const hand = [...r.state.players[r.opponent].hand];
        if (hand.length === 0) return;
        r.look(r.player, hand, 'hand');
        const spirits = hand.filter((id) => r.facts(id).subtypes.includes('Spirit'));
        r.discard(r.opponent, pickShown(r, r.player, spirits, "Discard 1 Spirit monster of your opponent's hand"));
      },
    }),
  ],
};
