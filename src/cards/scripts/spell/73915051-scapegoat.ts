/** Scapegoat (73915051): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, freeMainZones, maySpecialSummon, SHEEP_TOKEN_FACTS, spellActivation, summonedThisTurn } from '../facade.js';

export const scapegoat: CardScript = {
  // Scapegoat: 4 Sheep Tokens in Defense Position. Not after Summoning this turn, and no other Summons for the rest
  // of the turn (Sets allowed): the restriction is taken on as a cost, so it stays even if the card is negated.
  passcode: 73915051,
  effects: [
    spellActivation({
      categories: ['special-summon'],
      cost: { restrictions: ['cannot-summon'] },
      condition: (q) => freeMainZones(q.state, q.player) >= 4 && !summonedThisTurn(q.state, q.player) && maySpecialSummon(q.state, q.player),
      resolve: (r) => {
        if (freeMainZones(r.state, r.player) < 4) return;
        for (let i = 0; i < 4; i++) r.createToken(r.player, SHEEP_TOKEN_FACTS, 'defense');
      },
    }),
  ],
};
