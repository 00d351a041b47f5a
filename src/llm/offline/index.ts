/** The persona's voice and the narration without a language model (pure, deterministic). */
export { publicCardLookup, type CardLookup, type CardSketch } from './cards.js';
export { narrateOffline, type NarrationContext } from './narration.js';
export {
  banterSituation, lineKey, personaLine, PersonaLines, pickLine, toneOf, voiceFor,
  type LineContext, type Outcome, type Side, type Situation, type Voice,
} from './personaLines.js';
export { BIG_HIT, isBoss, LOW_LP, situationsIn, type SituationContext } from './situations.js';
