/** Reasoning (58577036): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, excavateToSummonable, maySpecialSummon, spellActivation } from '../facade.js';

const LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

export const reasoning: CardScript = {
  // Reasoning: as it resolves the opponent declares a Level (1-12); then turn over the top of your Deck until a monster that
  // could be Normal Summoned. If its Level is the declared one, or it cannot be Special Summoned, every turned card goes to
  // the Graveyard; otherwise Special Summon it and the others go to the Graveyard. With no such monster, the Deck is shuffled.
  passcode: 58577036,
  effects: [
    spellActivation({
      categories: ['special-summon'],
      condition: (q) => maySpecialSummon(q.state, q.player),
      resolve: (r) => {
        const [level] = r.choose({ player: r.opponent, prompt: 'Declare a Level for Reasoning', candidates: LEVELS, labels: LEVELS.map((n) => `Level ${n}`), min: 1, max: 1 });
        const { found, others } = excavateToSummonable(r);
        if (found === undefined) return;
        const summoned = r.facts(found).level !== level && r.specialSummon(found, r.player, r.choosePosition('the monster turned over'));
        r.sendToGraveyard(summoned ? others : [...others, found]);
      },
    }),
  ],
};
