/**
 * Every refusal the engine gives: a stable code, the rules-reference section it rests on,
 * and a message for people. Codes map to exactly one rule so a "no" can always be cited.
 */
import type { RuleId } from './ruleIds.js';
import type { Rejection, RejectionCode } from './types.js';

export const REJECTION_RULES: Record<RejectionCode, RuleId> = {
  DUEL_OVER: 'win.conditions',
  MALFORMED_ACTION: 'decision.options',
  NOT_YOUR_DECISION: 'decision.priority',
  WRONG_DECISION: 'decision.options',
  NO_SUCH_CARD: 'decision.options',
  NOT_YOUR_CARD: 'decision.options',
  NOT_IN_HAND: 'summon.normal',
  NOT_A_MONSTER: 'summon.normal',
  CANNOT_NORMAL_SUMMON: 'summon.special',
  NORMAL_SUMMON_USED: 'summon.once-per-turn',
  WRONG_TRIBUTE_COUNT: 'summon.tribute',
  INVALID_TRIBUTE: 'summon.tribute',
  ZONE_FULL: 'zones.monster',
  ZONE_TAKEN: 'zones.monster',
  NOT_FACE_DOWN: 'summon.flip',
  SET_THIS_TURN: 'summon.flip',
  NOT_FACE_UP: 'position.change',
  ARRIVED_THIS_TURN: 'position.change',
  POSITION_ALREADY_CHANGED: 'position.change',
  ATTACKED_THIS_TURN: 'position.change',
  NO_BATTLE_FIRST_TURN: 'turn.first-turn',
  NOT_ATTACK_POSITION: 'battle.declare',
  ALREADY_ATTACKED: 'battle.declare',
  DIRECT_ATTACK_BLOCKED: 'battle.direct-attack',
  INVALID_TARGET: 'battle.declare',
  NO_PROCEDURE: 'summon.special',
  PROCEDURE_NOT_POSSIBLE: 'summon.special',
  FACE_UP_DEFENSE_FROM_HAND: 'summon.no-face-up-defense',
  POSITION_NOT_ALLOWED: 'summon.special',
  NOT_IN_BATTLE: 'turn.battle',
};

export function reject(code: RejectionCode, message: string): Rejection {
  return { code, rule: REJECTION_RULES[code], message };
}
