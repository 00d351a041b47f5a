/** Aswan Apparition (88236094): when it inflicts battle damage to the opponent, its controller may put 1 Trap Card from their Graveyard on top of their Deck. */
import { battleDamageTrigger, type CardScript, facts } from '../facade.js';

export const aswanApparition: CardScript = {
  passcode: 88236094,
  effects: [
    {
      id: 'recycle',
      kind: 'trigger',
      label: 'put 1 Trap Card from your Graveyard on top of your Deck',
      categories: [],
      optional: true,
      triggersOn: battleDamageTrigger(),
      targets: [{ what: 'Trap Card in your Graveyard', min: 1, max: 1, from: ['graveyard'], side: 'own', filter: (q, id) => facts(q.state, id).kind === 'trap' }],
      resolve: (r) => r.returnToDeck(r.targets(0), 'top'),
    },
  ],
};
