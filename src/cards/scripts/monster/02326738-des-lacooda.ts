/** Des Lacooda (2326738): once per turn it may turn itself face-down; when it is Flip Summoned, its controller draws 1 card. */
import { type CardScript, drawCards, flipSummonedItself, TURN_SELF_FACE_DOWN } from '../facade.js';

export const desLacooda: CardScript = {
  passcode: 2326738,
  effects: [TURN_SELF_FACE_DOWN, { id: 'draw', kind: 'trigger', label: 'draw 1 card', triggersOn: flipSummonedItself, ...drawCards(1) }],
};
