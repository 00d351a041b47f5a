/** Ojama Trio (29843091): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, freeMainZones, maySpecialSummon, OJAMA_TOKEN_FACTS, opponentOf, trapActivation } from '../facade.js';

export const ojamaTrio: CardScript = {
  // Ojama Trio: Special Summon 3 Ojama Tokens to your opponent's field in Defense Position
  // (the tokens' own script: no Tribute Summon with them, 300 damage to their controller when destroyed).
  passcode: 29843091,
  effects: [
    trapActivation({
      categories: ['special-summon'],
      condition: (q) => freeMainZones(q.state, opponentOf(q.player)) >= 3 && maySpecialSummon(q.state, q.player),
      resolve: (r) => {
        if (freeMainZones(r.state, r.opponent) < 3 || !maySpecialSummon(r.state, r.player)) return;
        for (let i = 0; i < 3; i++) r.createToken(r.opponent, OJAMA_TOKEN_FACTS, 'defense', r.player);
      },
    }),
  ],
};
