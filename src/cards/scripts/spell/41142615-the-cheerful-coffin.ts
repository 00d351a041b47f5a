/** The Cheerful Coffin (41142615): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, facts, spellActivation } from '../facade.js';

// The Cheerful Coffin: discard 1 to 3 monsters from your hand.
export const theCheerfulCoffin: CardScript = {
  passcode: 41142615,
  effects: [
    spellActivation({
      categories: [],
      condition: (q) => q.state.players[q.player].hand.some((id) => id !== q.self && facts(q.state, id).kind === 'monster'),
      resolve: (r) => {
        const monsters = r.state.players[r.player].hand.filter((id) => r.facts(id).kind === 'monster');
        r.discard(r.player, r.choose({ player: r.player, prompt: 'Discard 1 to 3 monsters (The Cheerful Coffin)', candidates: monsters, min: 1, max: 3 }));
      },
    }),
  ],
};
