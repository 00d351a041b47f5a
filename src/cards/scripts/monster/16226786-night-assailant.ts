/** Night Assailant (16226786): FLIP: destroy an opponent's monster; sent from the hand to the Graveyard, it brings back another Flip monster. */
import { type CardScript, flipEffect } from '../facade.js';

export const nightAssailant: CardScript = {
  passcode: 16226786,
  effects: [
    flipEffect({
      label: "destroy 1 of your opponent's monsters",
      categories: ['destroy-monster'],
      targets: [{ what: 'monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent' }],
      resolve: (r) => void r.destroy(r.targets(0).filter((id) => r.state.cards[id]!.controller === r.opponent)),
    }),
    {
      id: 'return',
      kind: 'trigger',
      label: 'return 1 Flip monster from your Graveyard to your hand',
      categories: ['to-hand'],
      triggersFrom: ['graveyard'],
      triggersOn: (q, e) => e.type === 'sent-to-graveyard' && e.card === q.self && e.from === 'hand',
      targets: [
        {
          what: 'Flip monster in your Graveyard (not "Night Assailant")',
          min: 1,
          max: 1,
          from: ['graveyard'],
          side: 'own',
          filter: (q, id) => {
            const c = q.state.catalog[q.state.cards[id]!.passcode]!;
            return c.kind === 'monster' && c.subtypes.includes('Flip') && c.name !== 'Night Assailant';
          },
        },
      ],
      resolve: (r) => {
        for (const id of r.targets(0)) r.addToHand(id, 'graveyard');
      },
    },
  ],
};
