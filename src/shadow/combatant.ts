/** The shape a mage takes in a shadow duel's config: the engine's own type (src/engine/shadow/types.ts). */
export type { ShadowCombatant } from '../engine/shadow/types.js';
