/** The A. Forces (403847): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, facts, faceUpMonster, faceUpMonsters, spellActivation, targetCard } from '../facade.js';

// The A. Forces (Continuous): face-up Warrior-Type monsters you control gain 200 ATK for each face-up Warrior-Type and
// Spellcaster-Type monster you control.
export const theAForces: CardScript = {
  passcode: 403847,
  effects: [spellActivation({ categories: ['stat-change'], resolve: () => {} })],
  continuous: [
    {
      code: 'change-stats',
      affects: (state, source, t) => {
        const id = targetCard(t);
        return id !== null && faceUpMonster(state, id) && state.cards[id]!.controller === state.cards[source]!.controller && facts(state, id).race === 'Warrior';
      },
      value: (state, source) => {
        const n = faceUpMonsters(state, state.cards[source]!.controller).filter((id) => ['Warrior', 'Spellcaster'].includes(facts(state, id).race ?? '')).length;
        return { atk: 200 * n, def: 0 };
      },
    },
  ],
};
