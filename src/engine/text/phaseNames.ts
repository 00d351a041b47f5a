/** The phases as players name them: the one copy every text renderer uses. */
import type { Phase } from '../types.js';

export const PHASE_NAMES: Record<Phase, string> = {
  draw: 'Draw Phase',
  standby: 'Standby Phase',
  main1: 'Main Phase 1',
  battle: 'Battle Phase',
  main2: 'Main Phase 2',
  end: 'End Phase',
};
