/** Des Counterblow (39131963): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, faceUpMonster, trapActivation } from '../facade.js';

export const desCounterblow: CardScript = {
  // Des Counterblow: while it is face-up, when a monster inflicts battle damage to a player with a direct attack, destroy that monster.
  passcode: 39131963,
  effects: [
    trapActivation({ resolve: () => {} }),
    {
      id: 'direct-hit',
      kind: 'trigger',
      label: 'destroy the monster that attacked directly',
      categories: ['destroy-monster'],
      triggersOn: (q, e) => e.type === 'battle-damage' && e.by !== undefined && q.state.battle?.attacker === e.by && q.state.battle.target === null,
      resolve: (r) => {
        const e = r.link.event;
        if (!r.sourceStillThere() || e?.type !== 'battle-damage' || e.by === undefined || !faceUpMonster(r.state, e.by)) return;
        r.destroy([e.by]);
      },
    },
  ],
};
