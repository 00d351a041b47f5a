/** Salvage (96947648): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, facts, spellActivation } from '../facade.js';

export const salvage: CardScript = {
  // Salvage: target 2 WATER monsters with 1500 or less ATK in your Graveyard; add them to your hand.
  passcode: 96947648,
  effects: [
    spellActivation({
      categories: ['to-hand'],
      targets: [{ what: 'WATER monster with 1500 or less ATK in your Graveyard', min: 2, max: 2, from: ['graveyard'], side: 'own', filter: (q, id) => facts(q.state, id).kind === 'monster' && facts(q.state, id).attribute === 'WATER' && facts(q.state, id).atk <= 1500 }],
      resolve: (r) => {
        for (const id of r.targets(0)) r.addToHand(id, 'graveyard');
      },
    }),
  ],
};
