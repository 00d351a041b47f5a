/** Ego Boost (73178098): when a monster declares an attack, a face-up monster gains 1000 ATK until the end of the Battle Phase. */
import { type CardScript, FACE_UP_MONSTER_TARGET, faceUpMonster, spellActivation } from '../facade.js';

export const egoBoost: CardScript = {
  passcode: 73178098,
  effects: [
    spellActivation({
      categories: ['stat-change'],
      condition: (q) => q.state.window?.kind === 'attack-declared' && q.state.window.event?.type === 'attack',
      targets: [FACE_UP_MONSTER_TARGET],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target !== undefined && faceUpMonster(r.state, target)) r.changeStats(target, 1000, 0, 'end-of-battle-phase');
      },
    }),
  ],
};
