/** Sonic Warrior (17932494): sent to the Graveyard, it gives the small monsters its controller has 500 ATK. */
import { type CardScript, currentLevel, faceUpMonsters } from '../facade.js';

export const sonicWarrior: CardScript = {
  passcode: 17932494,
  effects: [
    {
      // If this card is sent to the GY: every Level 2 or lower monster you control now gains 500 ATK (for good).
      id: 'boost',
      kind: 'trigger',
      label: 'Level 2 or lower monsters you control gain 500 ATK',
      categories: ['stat-change'],
      triggersFrom: ['graveyard'],
      triggersOn: (q, e) => e.type === 'sent-to-graveyard' && e.card === q.self,
      resolve: (r) => {
        for (const id of faceUpMonsters(r.state, r.player)) {
          if (currentLevel(r.state, r.ctx, id) <= 2) r.changeStats(id, 500, 0, 'permanent');
        }
      },
    },
  ],
};
