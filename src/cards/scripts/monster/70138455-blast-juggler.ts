/** Blast Juggler (70138455): during its controller's Standby Phase, they may Tribute it to destroy 2 face-up monsters with 1000 or less ATK. */
import { type CardScript, type EffectQuery, currentAtk, faceUpMonster, ownStandbyPhase } from '../facade.js';

const weak = (q: EffectQuery, id: number): boolean => faceUpMonster(q.state, id) && currentAtk(q.state, q.ctx, id) <= 1000;

export const blastJuggler: CardScript = {
  passcode: 70138455,
  effects: [
    {
      id: 'destroy',
      kind: 'trigger',
      label: 'Tribute it: destroy 2 face-up monsters with 1000 or less ATK',
      categories: ['destroy-monster'],
      optional: true,
      oncePerTurn: 'card',
      triggersOn: ownStandbyPhase,
      cost: { self: 'tribute' },
      targets: [{ what: 'face-up monster with 1000 or less ATK', min: 2, max: 2, from: ['monsters'], side: 'both', filter: weak }],
      resolve: (r) => {
        const q = { state: r.state, self: r.self, player: r.player, ctx: r.ctx };
        r.destroy(r.targets(0).filter((id) => weak(q, id)));
      },
    },
  ],
};
