/** Fiend Skull Dragon (66235877): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, targetCard } from '../facade.js';

export const fiendSkullDragon: CardScript = {
  // Only its own materials make it (no Fusion substitute). While it is face-up, the effects of Flip Effect
  // Monsters are negated, and a Trap whose effect targets it is negated and destroyed as it resolves.
  passcode: 66235877,
  fusionMaterials: ['Cave Dragon', 'Lesser Fiend'],
  fusionMaterialsOnly: true,
  continuous: [{ code: 'negate-flip-effects', affects: (_s, source, t) => targetCard(t) === source }, { code: 'negate-targeting-traps', affects: (_s, source, t) => targetCard(t) === source }],
};
