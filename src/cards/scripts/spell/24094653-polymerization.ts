/** Polymerization (24094653): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, fusionSpell } from '../facade.js';

// Send the materials a Fusion Monster lists from your hand and/or field to the Graveyard, then Fusion Summon it.
export const polymerization: CardScript = fusionSpell(24094653);
