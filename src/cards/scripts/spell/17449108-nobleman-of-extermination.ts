/** Nobleman of Extermination (17449108): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, destroyBanishAndSweep, isFaceUp, spellActivation } from '../facade.js';

export const noblemanOfExtermination: CardScript = {
  // Nobleman of Extermination: target 1 Set Spell or Trap Card; destroy it and banish it. If it is a Trap,
  // each player banishes every card with its name from their Deck.
  passcode: 17449108,
  effects: [
    spellActivation({
      categories: ['destroy-spell-trap', 'banish'],
      targets: [{ what: 'face-down Spell or Trap Card on the field', min: 1, max: 1, from: ['spellTraps'], side: 'both', filter: (q, id) => !isFaceUp(q.state, id) }],
      resolve: (r) => {
        for (const id of r.targets(0)) if (!isFaceUp(r.state, id)) destroyBanishAndSweep(r, id, (f) => f.kind === 'trap');
      },
    }),
  ],
};
