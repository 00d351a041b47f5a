/** Monster Gate (43040603): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, excavateToSummonable, maySpecialSummon, spellActivation, tributeCost } from '../facade.js';

export const monsterGate: CardScript = {
  // Monster Gate: Tribute 1 monster (cost); turn over the top of your Deck until a monster that could be Normal Summoned,
  // Special Summon it (one that cannot be Special Summoned, a Spirit, goes to the Graveyard), the other cards go to the
  // Graveyard. With no such monster in the Deck, the revealed Deck is shuffled and nothing else happens (2005 ruling).
  passcode: 43040603,
  effects: [
    spellActivation({
      categories: ['special-summon'],
      condition: (q) => maySpecialSummon(q.state, q.player),
      cost: tributeCost('1 monster for Monster Gate'),
      resolve: (r) => {
        const { found, others } = excavateToSummonable(r);
        if (found === undefined) return;
        const summoned = r.specialSummon(found, r.player, r.choosePosition('the monster turned over'));
        r.sendToGraveyard(summoned ? others : [...others, found]);
      },
    }),
  ],
};
