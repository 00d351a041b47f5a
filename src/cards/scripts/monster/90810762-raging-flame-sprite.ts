/** Raging Flame Sprite (90810762): it can attack directly, and gains 1000 ATK until the end of the turn each time a direct attack damages the opponent. */
import { type CardScript, battleDamageTrigger, stillFaceUpHere } from '../facade.js';

export const ragingFlameSprite: CardScript = {
  passcode: 90810762,
  effects: [
    {
      id: 'grow',
      kind: 'trigger',
      label: 'it gains 1000 ATK until the end of the turn',
      categories: ['stat-change'],
      triggersOn: battleDamageTrigger(true),
      resolve: (r) => {
        if (stillFaceUpHere(r)) r.changeStats(r.self, 1000, 0);
      },
    },
  ],
  continuous: [{ code: 'can-attack-directly' }],
};
