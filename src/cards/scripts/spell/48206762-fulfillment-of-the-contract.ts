/** Fulfillment of the Contract (48206762): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, reviveAndEquip } from '../facade.js';

// Fulfillment of the Contract: pay 800 LP, target 1 Ritual Monster in your Graveyard (one
// properly Summoned before, rule summon.proper): Special Summon it and equip it with this card;
// when this card leaves the field, that monster is removed from play (by the rules, no Chain Link).
export const fulfillmentOfTheContract: CardScript = reviveAndEquip(48206762, 'Ritual Monster in your Graveyard', (f) => f.frame === 'ritual');
