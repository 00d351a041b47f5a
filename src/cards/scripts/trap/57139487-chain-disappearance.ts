/** Chain Disappearance (57139487): scripted from our own wording of the card in data/cards/text/goat-st-4.json. */
import { type CardScript, type DuelState, type EngineContext, currentAtk, justSummoned, trapActivation } from '../facade.js';

// Chain Disappearance: when a monster with 1000 or less ATK is Normal, Flip or Special Summoned, remove it from play
// (it does not target), then remove from play every card with its name from your opponent's hand and Deck.
const smallSummon = (state: DuelState, ctx: EngineContext | undefined): number | null => {
  const s = justSummoned(state);
  return s && currentAtk(state, ctx, s.card) <= 1000 ? s.card : null;
};

export const chainDisappearance: CardScript = {
  passcode: 57139487,
  effects: [
    trapActivation({
      categories: ['banish'],
      condition: (q) => smallSummon(q.state, q.ctx) !== null,
      resolve: (r) => {
        const summoned = smallSummon(r.state, r.ctx);
        if (summoned === null) return;
        const name = r.facts(summoned).name;
        const token = r.facts(summoned).subtypes.includes('Token');
        r.banish([summoned]);
        if (r.state.cards[summoned]!.location !== 'banished' || token) return;
        const { hand, deck } = r.state.players[r.opponent];
        const same = [...hand, ...deck].filter((id) => r.facts(id).name === name);
        if (same.length > 0) r.banish(same);
        r.shuffleDeck(r.opponent);
      },
    }),
  ],
};
