/** Performapal Silver Claw (26270847): as a Scale, "Performapal" monsters gain 300 ATK; its attack declaration gives them 300 more until the end of the Battle Phase. */
import { type CardScript, faceUpMonster, facts, isArchetype, monstersOn } from '../facade.js';

const isPerformapal = isArchetype('Performapal');

export const performapalSilverClaw: CardScript = {
  passcode: 26270847,
  continuous: [
    {
      // Pendulum Effect: all "Performapal" monsters you control gain 300 ATK.
      code: 'change-stats',
      activeWhen: 'pendulum-zone',
      affects: (state, source, t) =>
        'card' in t && state.cards[t.card]!.controller === state.cards[source]!.controller && faceUpMonster(state, t.card) && isPerformapal(facts(state, t.card)),
      value: () => ({ atk: 300, def: 0 }),
    },
  ],
  effects: [
    {
      // When this card declares an attack: all "Performapal" monsters you control now gain 300 ATK until the end of the Battle Phase.
      id: 'rally',
      kind: 'trigger',
      label: 'your "Performapal" monsters gain 300 ATK until the end of the Battle Phase',
      categories: ['stat-change'],
      triggersOn: (q, e) => e.type === 'attack' && e.attacker === q.self,
      resolve: (r) => {
        for (const id of monstersOn(r.state, r.player)) {
          if (faceUpMonster(r.state, id) && isPerformapal(r.facts(id))) r.changeStats(id, 300, 0, 'end-of-battle-phase');
        }
      },
    },
  ],
};
