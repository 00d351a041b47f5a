/** Byser Shock (17597059): when it is Normal, Flip or Special Summoned, every Set card on the field returns to its owner's hand. */
import { type CardScript, type DuelState, monstersOn, spellTrapsOn, summonedItself } from '../facade.js';

const setCards = (state: DuelState): number[] => [...monstersOn(state), ...spellTrapsOn(state)].filter((id) => !state.cards[id]!.faceUp);

export const byserShock: CardScript = {
  passcode: 17597059,
  effects: [
    {
      id: 'bounce',
      kind: 'trigger',
      label: "return all Set cards on the field to their owners' hands",
      categories: ['to-hand'],
      triggersOn: summonedItself,
      resolve: (r) => r.returnToHand(setCards(r.state)),
    },
  ],
};
