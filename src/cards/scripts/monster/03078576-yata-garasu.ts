/** Yata-Garasu (3078576): a Spirit; when it inflicts battle damage, the opponent skips their next Draw Phase. */
import { type CardScript, inflictsBattleDamage, spiritMonster } from '../facade.js';

export const yataGarasu: CardScript = spiritMonster(3078576, [
  {
    id: 'skip-draw',
    kind: 'trigger',
    label: 'your opponent skips their next Draw Phase',
    triggersOn: inflictsBattleDamage,
    // One use: the next Draw Phase of that player is skipped (flow.ts spends it).
    resolve: (r) => r.addEffect('skip-draw-phase', { player: r.opponent }, null, 'permanent', 1),
  },
]);
