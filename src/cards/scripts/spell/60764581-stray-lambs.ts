/** Stray Lambs (60764581): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, freeMainZones, LAMB_TOKEN_FACTS, maySpecialSummon, spellActivation, summonedThisTurn } from '../facade.js';

export const strayLambs: CardScript = {
  // Stray Lambs: 2 Lamb Tokens in Defense Position. Not after Summoning this turn, and no other Summons for the rest
  // of the turn (Sets allowed): the restriction is taken on as a cost, so it stays even if the card is negated.
  passcode: 60764581,
  effects: [
    spellActivation({
      categories: ['special-summon'],
      cost: { restrictions: ['cannot-summon'] },
      condition: (q) => freeMainZones(q.state, q.player) >= 2 && !summonedThisTurn(q.state, q.player) && maySpecialSummon(q.state, q.player),
      resolve: (r) => {
        if (freeMainZones(r.state, r.player) < 2) return;
        for (let i = 0; i < 2; i++) r.createToken(r.player, LAMB_TOKEN_FACTS, 'defense');
      },
    }),
  ],
};
