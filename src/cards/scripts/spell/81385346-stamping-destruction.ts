/** Stamping Destruction (81385346): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, facts, faceUpMonsters, spellActivation } from '../facade.js';

export const stampingDestruction: CardScript = {
  // Stamping Destruction: only while you control a face-up Dragon-Type monster; target 1 Spell or Trap Card on the field,
  // destroy it, and its controller takes 500 damage.
  passcode: 81385346,
  effects: [
    spellActivation({
      categories: ['destroy-spell-trap', 'damage'],
      condition: (q) => faceUpMonsters(q.state, q.player).some((id) => facts(q.state, id).race === 'Dragon'),
      targets: [{ what: 'Spell or Trap Card on the field', min: 1, max: 1, from: ['spellTraps'], side: 'both' }],
      resolve: (r) => {
        for (const id of r.targets(0)) {
          const controller = r.state.cards[id]!.controller;
          if (r.destroy([id]).length > 0) r.damage(controller, 500);
        }
      },
    }),
  ],
};
