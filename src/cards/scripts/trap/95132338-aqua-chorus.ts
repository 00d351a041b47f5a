/** Aqua Chorus (95132338): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, facts, faceUpMonsters, isMonsterZone, targetCard, trapActivation } from '../facade.js';

export const aquaChorus: CardScript = {
  // Aqua Chorus: while it is face-up, each face-up monster that shares its name with another face-up monster on the field gains 500 ATK and DEF.
  passcode: 95132338,
  effects: [trapActivation({ categories: ['stat-change'], resolve: () => {} })],
  continuous: [
    {
      code: 'change-stats',
      affects: (state, _source, t) => {
        const id = targetCard(t);
        if (id === null || !isMonsterZone(state.cards[id]!.location) || !state.cards[id]!.faceUp) return false;
        const name = facts(state, id).name;
        return faceUpMonsters(state).some((other) => other !== id && facts(state, other).name === name);
      },
      value: () => ({ atk: 500, def: 500 }),
    },
  ],
};
