/** Cure Mermaid (85802526): in each of its controller's Standby Phases, they gain 800 LP. */
import { type CardScript, stillFaceUpHere } from '../facade.js';

export const cureMermaid: CardScript = {
  passcode: 85802526,
  effects: [
    {
      id: 'gain',
      kind: 'trigger',
      label: 'gain 800 LP',
      triggersOn: (q, e) => e.type === 'phase' && e.phase === 'standby' && q.state.turnPlayer === q.player,
      resolve: (r) => {
        if (stillFaceUpHere(r)) r.gainLp(r.player, 800);
      },
    },
  ],
};
