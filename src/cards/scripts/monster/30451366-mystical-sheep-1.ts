/** Mystical Sheep #1 (30451366): it may stand in for any 1 Fusion Material a Fusion Monster names; the other materials must be the right ones. */
import { type CardScript, fusionSubstitute } from '../facade.js';

export const mysticalSheep1: CardScript = fusionSubstitute(30451366);
