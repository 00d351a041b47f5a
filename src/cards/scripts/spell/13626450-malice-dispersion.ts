/** Malice Dispersion (13626450): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, destroyAllSpellTraps, facts, spellActivation } from '../facade.js';

// Malice Dispersion (Quick-Play): discard 1 card (cost); destroy every face-up Continuous Trap Card on the field.
export const maliceDispersion: CardScript = {
  passcode: 13626450,
  effects: [
    spellActivation({
      cost: { discard: 1 },
      ...destroyAllSpellTraps('both', (state, id) => {
        const f = facts(state, id);
        return state.cards[id]!.faceUp && f.kind === 'trap' && f.subtypes.includes('Continuous');
      }),
    }),
  ],
};
