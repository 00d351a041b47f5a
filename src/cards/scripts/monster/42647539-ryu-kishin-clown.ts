/** Ryu-Kishin Clown (42647539): when it is Summoned, it changes the battle position of 1 face-up monster on the field. */
import { type CardScript, FACE_UP_MONSTER_TARGET, summonedItself, switchPositions } from '../facade.js';

export const ryuKishinClown: CardScript = {
  passcode: 42647539,
  effects: [
    {
      id: 'position',
      kind: 'trigger',
      label: 'change the battle position of 1 face-up monster',
      categories: ['position'],
      triggersOn: summonedItself,
      targets: [{ ...FACE_UP_MONSTER_TARGET, includeSelf: true }],
      resolve: (r) => switchPositions(r, r.targets(0)),
    },
  ],
};
