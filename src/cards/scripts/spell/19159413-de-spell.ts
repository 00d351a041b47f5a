/** De-Spell (19159413): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, facts, isFaceUp, spellActivation } from '../facade.js';

export const deSpell: CardScript = {
  // De-Spell: target a Spell on the field (any Set card may be it); a Set target is revealed, destroyed only if it is a Spell.
  passcode: 19159413,
  effects: [
    spellActivation({
      categories: ['destroy-spell-trap'],
      targets: [{ what: 'Spell Card on the field (or a Set card)', min: 1, max: 1, from: ['spellTraps'], side: 'both', filter: (q, id) => !isFaceUp(q.state, id) || facts(q.state, id).kind === 'spell' }],
      resolve: (r) => {
        for (const id of r.targets(0)) {
          const card = r.state.cards[id]!;
          if (!card.faceUp) r.reveal(card.controller, [id]);
          if (r.facts(id).kind === 'spell') r.destroy([id]);
        }
      },
    }),
  ],
};
