/**
 * The shape a mage takes in a shadow duel's config (`DuelConfig.mages`), as agreed in the
 * Shadow Games contracts. shadow-engine owns the canonical type in
 * `src/engine/shadow/types.ts` on its own branch, not yet on this one; the same shape is
 * declared here (field for field) so this branch compiles alone. Once both are on main this
 * file should become `export type { ShadowCombatant } from '../engine/shadow/types.js'`.
 */
export interface ShadowCombatant {
  name: string;
  mind: number;
  body: number;
  power: number;
  starLevel: number;
  /** Life Points at the start of this combat (the mage's current LP, not always the normal value). */
  lp: number;
  lpCap: number;
  /** Passcodes of the Library of Knowledge, for Heart of the Cards. */
  library: number[];
  /** Passcodes with the Divine tag in this mage's Deck of Magic or Extra Magic. */
  divine?: number[];
  /** The LP combat brings the mage back down to when above it (1,000 x Body + 1,000). */
  normalLp?: number;
}
