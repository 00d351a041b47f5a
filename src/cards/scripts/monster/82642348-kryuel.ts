/** Kryuel (82642348): sent to the Graveyard by battle, its owner calls a coin toss; called right, they destroy 1 monster the opponent controls. */
import { callAndToss, type CardScript, destroyedByBattleToGraveyard, monstersOn } from '../facade.js';

export const kryuel: CardScript = {
  passcode: 82642348,
  effects: [
    {
      id: 'toss',
      kind: 'trigger',
      label: 'call a coin toss; if right, destroy 1 monster your opponent controls',
      categories: ['destroy-monster'],
      triggersFrom: ['graveyard'],
      triggersOn: destroyedByBattleToGraveyard,
      resolve: (r) => {
        if (!callAndToss(r)) return;
        const candidates = monstersOn(r.state, r.opponent).sort((a, b) => a - b);
        if (candidates.length === 0) return;
        r.destroy(r.choose({ player: r.player, prompt: 'Destroy 1 monster your opponent controls', candidates, min: 1, max: 1 }));
      },
    },
  ],
};
