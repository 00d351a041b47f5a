/** Amazoness Paladin (47480070): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { type CardScript, facts, faceUpMonsters, targetCard } from '../facade.js';

export const amazonessPaladin: CardScript = {
  passcode: 47480070,
  continuous: [
    {
      // 100 more ATK for each face-up "Amazoness" monster its controller has, itself included.
      code: 'change-stats',
      affects: (_s, source, t) => targetCard(t) === source,
      value: (state, source) => ({ atk: 100 * faceUpMonsters(state, state.cards[source]!.controller).filter((id) => facts(state, id).name.includes('Amazoness')).length, def: 0 }),
    },
  ],
};
