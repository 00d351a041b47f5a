/** Dragonpit Magician (51531505): a Normal Pendulum Monster whose Scale destroys a Spell or Trap. */
import { type CardScript, DISCARD_A_PENDULUM_MONSTER, destroyTargets, pendulumIgnition } from '../facade.js';

export const dragonpitMagician: CardScript = {
  passcode: 51531505,
  effects: [
    // Pendulum Effect, once per turn: discard 1 Pendulum Monster, target 1 Spell/Trap on the field; destroy it.
    pendulumIgnition({
      id: 'pendulum-destroy',
      label: 'discard a Pendulum Monster to destroy a Spell/Trap on the field',
      oncePerTurn: 'card',
      cost: DISCARD_A_PENDULUM_MONSTER,
      ...destroyTargets({ what: 'Spell/Trap on the field', min: 1, max: 1, from: ['spellTraps'], side: 'both', includeSelf: true }, 'destroy-spell-trap'),
    }),
  ],
};
