/** Ojama King (90140980): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, targetCard } from '../facade.js';

// Ojama King: Fusion of Ojama Green, Ojama Yellow and Ojama Black. As it turns face-up on the field its controller
// selects up to 3 of the opponent's unused Monster Zones, which cannot be used while it stays face-up there (not a
// Chain Link: the engine's 'selects-unusable-zones', effects/unusableZones.ts).
export const ojamaKing: CardScript = {
  passcode: 90140980,
  fusionMaterials: ['Ojama Green', 'Ojama Yellow', 'Ojama Black'],
  continuous: [{ code: 'selects-unusable-zones', affects: (_s, source, t) => targetCard(t) === source, value: () => 3 }],
};
