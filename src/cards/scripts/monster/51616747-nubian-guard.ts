/** Nubian Guard (51616747): when it inflicts battle damage to the opponent, its controller may put 1 Continuous Spell Card from their Graveyard on top of their Deck. */
import { battleDamageTrigger, type CardScript, facts } from '../facade.js';

export const nubianGuard: CardScript = {
  passcode: 51616747,
  effects: [
    {
      id: 'recycle',
      kind: 'trigger',
      label: 'put 1 Continuous Spell Card from your Graveyard on top of your Deck',
      categories: [],
      optional: true,
      triggersOn: battleDamageTrigger(),
      targets: [{ what: 'Continuous Spell Card in your Graveyard', min: 1, max: 1, from: ['graveyard'], side: 'own', filter: (q, id) => facts(q.state, id).kind === 'spell' && facts(q.state, id).subtypes.includes('Continuous') }],
      resolve: (r) => r.returnToDeck(r.targets(0), 'top'),
    },
  ],
};
