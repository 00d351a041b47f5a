/** Multiplication of Ants (22493811): scripted from our own wording of the card in data/cards/text/goat-st-2.json. */
import { type CardScript, facts, freeMainZones, maySpecialSummon, spellActivation, tokenFacts, tributeCost } from '../facade.js';

const ARMY_ANT_TOKEN = tokenFacts({ passcode: 22493812, name: 'Army Ant Token', attribute: 'EARTH', race: 'Insect', level: 4, atk: 500, def: 1200 });

export const multiplicationOfAnts: CardScript = {
  // Multiplication of Ants: Tribute 1 Insect-Type monster you control (a cost); Special Summon 2 "Army Ant Tokens"
  // (Insect-Type, EARTH, Level 4, 500 ATK, 1200 DEF). The Tokens cannot be Tributed for a Tribute Summon. The
  // Tribute frees one zone, so one free zone before it is enough for the two Tokens.
  passcode: 22493811,
  effects: [
    spellActivation({
      categories: ['special-summon'],
      condition: (q) => freeMainZones(q.state, q.player) >= 1 && maySpecialSummon(q.state, q.player),
      cost: tributeCost('1 Insect-Type monster', (q, id) => facts(q.state, id).race === 'Insect'),
      resolve: (r) => {
        if (freeMainZones(r.state, r.player) < 2) return;
        for (let i = 0; i < 2; i++) r.createToken(r.player, ARMY_ANT_TOKEN, r.choosePosition('Army Ant Token'));
      },
    }),
  ],
};
