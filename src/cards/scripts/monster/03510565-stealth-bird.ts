/** Stealth Bird (3510565): it may turn itself face-down once per turn, and deals 1000 damage whenever it is flipped face-up. */
import { type CardScript, TURN_SELF_FACE_DOWN } from '../facade.js';

export const stealthBird: CardScript = {
  passcode: 3510565,
  effects: [
    TURN_SELF_FACE_DOWN,
    {
      id: 'damage',
      kind: 'trigger',
      label: '1000 damage to your opponent',
      categories: ['damage'],
      triggersOn: (q, e) => (e.type === 'flip' || e.type === 'flip-summon') && e.card === q.self,
      resolve: (r) => r.damage(r.opponent, 1000),
    },
  ],
};
