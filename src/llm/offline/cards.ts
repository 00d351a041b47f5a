/**
 * What offline narration and persona lines may know about a card: its public face only,
 * through a lookup built by the engine's text layer (src/engine/text/publicCards.ts).
 */
export type { CardLookup, CardSketch } from '../../engine/text/publicCards.js';
