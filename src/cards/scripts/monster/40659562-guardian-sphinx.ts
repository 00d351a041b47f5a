/** Guardian Sphinx (40659562): once per turn it may turn itself face-down; when Flip Summoned, every monster the opponent controls goes back to the hand. */
import { type CardScript, monstersOn, TURN_SELF_FACE_DOWN } from '../facade.js';

export const guardianSphinx: CardScript = {
  passcode: 40659562,
  effects: [
    TURN_SELF_FACE_DOWN,
    {
      id: 'bounce',
      kind: 'trigger',
      label: "return every monster your opponent controls to the hand",
      categories: ['to-hand'],
      // Only a Flip Summon: flipped by an attack or an effect, it does nothing.
      triggersOn: (q, e) => e.type === 'flip-summon' && e.card === q.self,
      resolve: (r) => r.returnToHand(monstersOn(r.state, r.opponent)),
    },
  ],
};
