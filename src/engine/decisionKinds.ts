/** What each kind of decision accepts and how a refusal names it (actions.ts checks every action against these). */
import type { ActionType, Decision } from './types.js';

/** Which action types each kind of decision accepts. */
export const ACCEPTS: Record<Decision['kind'], readonly ActionType[]> = {
  main: ['normal-summon', 'set-monster', 'flip-summon', 'change-position', 'special-summon', 'set-spell-trap', 'activate', 'enter-battle', 'end-turn', 'heart-of-the-cards'],
  battle: ['attack', 'activate', 'end-battle'],
  replay: ['attack', 'cancel-attack'],
  respond: ['activate', 'pass'],
  discard: ['discard'],
  choose: ['choose'],
  'yes-no': ['answer'],
};

export const DECISION_WORDS: Record<Decision['kind'], string> = {
  main: 'give a Main Phase command',
  battle: 'declare an attack or end the Battle Phase',
  replay: 'choose after the replay: a new target, another attacker, or no attack',
  respond: 'respond or pass',
  discard: 'discard down to the hand limit',
  choose: 'make a choice for an effect',
  'yes-no': 'answer yes or no for an effect',
};
