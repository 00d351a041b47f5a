/** Burden of the Mighty (44947065): the opponent's monsters lose 100 ATK for each of their Levels. */
import { type CardScript, currentLevel, facts, faceUpMonster, hasLevel, spellActivation } from '../facade.js';

const opponentsLevelled = (state: Parameters<typeof faceUpMonster>[0], source: number, id: number): boolean =>
  faceUpMonster(state, id) && state.cards[id]!.controller !== state.cards[source]!.controller && hasLevel(facts(state, id));

export const burdenOfTheMighty: CardScript = {
  passcode: 44947065,
  effects: [spellActivation({ resolve: () => {} })],
  continuous: [
    {
      code: 'change-stats',
      affects: (state, source, t) => 'card' in t && opponentsLevelled(state, source, t.card),
      // Xyz and Link Monsters have no Level, so they lose nothing. The Level read includes floating changes (Star Changer).
      value: (state, _source, t) => ({ atk: 'card' in t ? -100 * currentLevel(state, undefined, t.card) : 0, def: 0 }),
    },
  ],
};
