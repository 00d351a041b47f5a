/** Royal Keeper (16509093): once per turn it may turn itself face-down; when it is flipped face-up it gains 300 ATK and DEF until the end of the turn. */
import { type CardScript, stillFaceUpHere, TURN_SELF_FACE_DOWN } from '../facade.js';

export const royalKeeper: CardScript = {
  passcode: 16509093,
  effects: [
    TURN_SELF_FACE_DOWN,
    {
      id: 'gain',
      kind: 'trigger',
      label: 'it gains 300 ATK and DEF until the end of the turn',
      categories: ['stat-change'],
      // A Flip Summon and a flip by an attack or an effect both turn it face-up.
      triggersOn: (q, e) => (e.type === 'flip' || e.type === 'flip-summon') && e.card === q.self,
      resolve: (r) => {
        if (stillFaceUpHere(r)) r.changeStats(r.self, 300, 300);
      },
    },
  ],
};
