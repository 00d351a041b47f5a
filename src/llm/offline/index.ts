/**
 * The persona's voice and the narration without a language model (pure, deterministic).
 *
 * Wiring, for a session with no model (or when a model call fails):
 *   const voice = new PersonaLines(voiceFor(persona), userName, duelSeed);
 *   greeting:    voice.say({ kind: 'greeting', first: state.turnPlayer === human ? 'user' : 'bot' })
 *   a stretch:   const card = publicCardLookup(stateAfter, human);  // src/engine/text/publicCards.ts
 *                narrateOffline(stretch, { human, char, seed: stepCount, card })  // '' when nothing to say
 *                situationsIn(stretch, { human, card })[0] -> voice.say(situation)
 *   banter:      banterSituation(message, outcome or 'ongoing') -> voice.say(situation), else the old reply
 */
export type { CardLookup, CardSketch } from './cards.js';
export { narrateOffline, type NarrationContext } from './narration.js';
export {
  banterSituation, lineKey, personaLine, PersonaLines, pickLine, toneOf, voiceFor,
  type LineContext, type Outcome, type Side, type Situation, type Voice,
} from './personaLines.js';
export { BIG_HIT, isBoss, LOW_LP, situationsIn, type SituationContext } from './situations.js';
