/** The Big March of Animals (1689516): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, type DuelState, facts, faceUpMonsters, type PlayerId, spellActivation } from '../facade.js';

const beasts = (state: DuelState, player: PlayerId): number[] => faceUpMonsters(state, player).filter((id) => facts(state, id).race === 'Beast');

// The Big March of Animals (Quick-Play): every face-up Beast-Type monster you control gains 200 ATK for each face-up
// Beast-Type monster you control (counted as it resolves), until the end of the turn. It may be activated in the Damage Step.
export const theBigMarchOfAnimals: CardScript = {
  passcode: 1689516,
  effects: [
    spellActivation({
      categories: ['stat-change'],
      damageStep: true,
      condition: (q) => beasts(q.state, q.player).length > 0,
      resolve: (r) => {
        const all = beasts(r.state, r.player);
        for (const id of all) r.changeStats(id, 200 * all.length, 0);
      },
    }),
  ],
};
