/** Double Cyclone (75652080): destroys 1 Spell/Trap of each player. */
import { type CardScript, spellActivation } from '../facade.js';

export const doubleCyclone: CardScript = {
  passcode: 75652080,
  effects: [
    spellActivation({
      // Target 1 Spell/Trap you control and 1 Spell/Trap your opponent controls; destroy them.
      categories: ['destroy-spell-trap'],
      targets: [
        { what: 'Spell/Trap you control', min: 1, max: 1, from: ['spellTraps'], side: 'own' },
        { what: 'Spell/Trap your opponent controls', min: 1, max: 1, from: ['spellTraps'], side: 'opponent' },
      ],
      resolve: (r) => void r.destroy([...r.targets(0), ...r.targets(1)]),
    }),
  ],
};
