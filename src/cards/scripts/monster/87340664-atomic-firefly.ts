/** Atomic Firefly (87340664): when it is destroyed by battle while face-up, the player who destroyed it takes 1000 damage. */
import { type CardScript } from '../facade.js';

export const atomicFirefly: CardScript = {
  passcode: 87340664,
  effects: [
    {
      id: 'damage',
      kind: 'trigger',
      label: 'the player who destroyed it takes 1000 damage',
      categories: ['damage'],
      triggersFrom: ['graveyard'],
      // Only as a face-up card that attacked or was attacked: a face-down Firefly flipped by the attack is face-up when destroyed.
      triggersOn: (q, e) => e.type === 'destroyed' && e.card === q.self && e.by === 'battle' && e.wasFaceUp !== false,
      // Its owner's opponent destroyed it: battles are between the two players' monsters.
      resolve: (r) => r.damage(r.opponent, 1000),
    },
  ],
};
