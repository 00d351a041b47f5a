/** Vengeful Bog Spirit (95220856): scripted from our own wording of the card in data/cards/text/goat-st6.json. */
import { type CardScript, continuousActivation, summonedThisTurnCard, targetCard } from '../facade.js';

export const vengefulBogSpirit: CardScript = {
  // Vengeful Bog Spirit (Continuous): no monster can attack during the turn it was Summoned (Normal, Tribute, Flip or
  // Special Summoned), on either side of the field.
  passcode: 95220856,
  effects: [continuousActivation('spell')],
  continuous: [
    {
      code: 'cannot-attack',
      affects: (state, _source, t) => {
        const id = targetCard(t);
        return id !== null && summonedThisTurnCard(state, id);
      },
    },
  ],
};
