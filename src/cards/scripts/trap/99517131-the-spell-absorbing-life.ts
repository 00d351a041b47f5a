/** The Spell Absorbing Life (99517131): scripted from our own wording of the card in data/cards/text/goat-st-4.json. */
import { type CardScript, faceUpMonsters, monstersOn, trapActivation } from '../facade.js';

// The Spell Absorbing Life: turn every face-down monster on the field face-up (their Flip effects are not activated),
// then gain 400 LP for each face-up Effect Monster on the field.
export const theSpellAbsorbingLife: CardScript = {
  passcode: 99517131,
  effects: [
    trapActivation({
      categories: ['position'],
      condition: (q) => monstersOn(q.state).length > 0,
      resolve: (r) => {
        for (const id of monstersOn(r.state)) if (!r.state.cards[id]!.faceUp) r.changePosition(id, r.state.cards[id]!.position, true, false);
        const effects = faceUpMonsters(r.state).filter((id) => r.facts(id).subtypes.includes('Effect')).length;
        if (effects > 0) r.gainLp(r.player, 400 * effects);
      },
    }),
  ],
};
