/** Re-Fusion (74694807): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, reviveAndEquip } from '../facade.js';

// Re-Fusion: pay 800 LP, target 1 Fusion Monster in your Graveyard (one properly Summoned
// before, rule summon.proper): Special Summon it and equip it with this card; when this card
// leaves the field, that monster is removed from play (by the rules, no Chain Link).
export const reFusion: CardScript = reviveAndEquip(74694807, 'Fusion Monster in your Graveyard', (f) => f.frame === 'fusion');
