/** Tuning (96363153): search a "Synchron" Tuner, then mill the top card of the Deck. */
import { type CardScript, type CardStatic, facts, isSynchron, isTunerMonster, spellActivation } from '../facade.js';

const fits = (f: CardStatic): boolean => isSynchron(f) && isTunerMonster(f);

export const tuning: CardScript = {
  passcode: 96363153,
  effects: [
    spellActivation({
      // Add 1 "Synchron" Tuner from your Deck to your hand, then send the top card of your Deck to the GY.
      categories: ['search'],
      condition: (q) => q.state.players[q.player].deck.some((id) => fits(facts(q.state, id))),
      resolve: (r) => {
        const got = r.search(r.player, fits, 'Add 1 "Synchron" Tuner from your Deck to your hand');
        if (got.length === 0) return;
        const top = r.state.players[r.player].deck[0];
        if (top !== undefined) r.sendToGraveyard([top]);
      },
    }),
  ],
};
