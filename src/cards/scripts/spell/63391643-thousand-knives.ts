/** Thousand Knives (63391643): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, destroyTargets, spellActivation, whileControlling } from '../facade.js';

// Thousand Knives: activated only while you control a face-up "Dark Magician"; target 1 monster your opponent controls; destroy it.
export const thousandKnives: CardScript = {
  passcode: 63391643,
  effects: [
    spellActivation(
      whileControlling(['Dark Magician'], destroyTargets({ what: 'monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent' }, 'destroy-monster')),
    ),
  ],
};
