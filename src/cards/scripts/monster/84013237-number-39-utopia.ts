/** Number 39: Utopia (84013237): detaching a material negates an attack; attacked with no materials left, it is destroyed. */
import { type CardScript, detachFromSelf, materialCount } from '../facade.js';

export const number39Utopia: CardScript = {
  passcode: 84013237,
  effects: [
    {
      id: 'negate-attack',
      kind: 'trigger',
      label: 'detach 1 material: negate the attack',
      optional: true,
      // "When a monster declares an attack": either player's monster.
      triggersOn: (_q, e) => e.type === 'attack',
      cost: detachFromSelf(1),
      resolve: (r) => r.negateAttack(),
    },
    {
      id: 'destroyed-when-attacked-bare',
      kind: 'trigger',
      label: 'destroy Number 39: Utopia (targeted for an attack with no materials)',
      categories: ['destroy-monster'],
      triggersOn: (q, e) => e.type === 'attack' && e.target === q.self && materialCount(q.state, q.self) === 0,
      resolve: (r) => {
        if (r.sourceStillThere()) r.destroy([r.self]);
      },
    },
  ],
};
