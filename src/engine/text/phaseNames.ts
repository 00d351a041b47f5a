/** The phases as players name them: the one copy every text renderer uses. */
import type { Phase } from '../types.js';
import type { Format } from '../format.js';

export const PHASE_NAMES: Record<Phase, string> = {
  draw: 'Draw Phase',
  standby: 'Standby Phase',
  main1: 'Main Phase 1',
  battle: 'Battle Phase',
  main2: 'Main Phase 2',
  end: 'End Phase',
};

/** The phase as the format names it (001's names in shadow-games). */
export function phaseName(format: Pick<Format, 'phaseNames'>, phase: Phase): string {
  return format.phaseNames?.[phase] ?? PHASE_NAMES[phase];
}

/** The phase as it reads inside a sentence: "the Battle Phase", but "Main Phase 1". */
export function phaseInSentence(phase: Phase): string {
  return phase === 'main1' || phase === 'main2' ? PHASE_NAMES[phase] : `the ${PHASE_NAMES[phase]}`;
}
