/** Dragonpulse Magician (15146890): a Normal Pendulum Monster whose Scale destroys a face-up monster. */
import { type CardScript, DISCARD_A_PENDULUM_MONSTER, FACE_UP_MONSTER_TARGET, destroyTargets, pendulumIgnition } from '../facade.js';

export const dragonpulseMagician: CardScript = {
  passcode: 15146890,
  effects: [
    // Pendulum Effect, once per turn: discard 1 Pendulum Monster, target 1 face-up monster on the field; destroy it.
    pendulumIgnition({
      id: 'pendulum-destroy',
      label: 'discard a Pendulum Monster to destroy a face-up monster',
      oncePerTurn: 'card',
      cost: DISCARD_A_PENDULUM_MONSTER,
      ...destroyTargets(FACE_UP_MONSTER_TARGET, 'destroy-monster'),
    }),
  ],
};
