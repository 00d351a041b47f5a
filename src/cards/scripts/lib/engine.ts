/**
 * The part of the engine card scripts may use: the effect API's types, the read-only
 * questions they ask (current ATK, effects in force, Summon rules) and nothing that writes
 * the state. Everything a script does to the duel goes through `Resolution`'s primitives.
 * This is the only module under src/cards/scripts that imports src/engine.
 */
export type { AnyContinuousEffect, CardScript, ContinuousEffect, CostSpec, EffectDef, EffectQuery, ScriptLookup, TargetSlot } from '../../../engine/effects/api.js';
export type { Resolution } from '../../../engine/effects/resolution.js';
export type { FusionOptions, RitualSpec } from '../../../engine/effects/fusionRitual.js';
export type { EngineContext, ProcedureCosts, SummonProcedure } from '../../../engine/context.js';
export type { CardStatic, ChainLink, DuelEvent, DuelState, EffectTarget, Location, PlayerId, Position } from '../../../engine/types.js';
export { currentAtk, currentDef, currentLevel, hasEffect } from '../../../engine/continuous.js';
export { canBeSpecialSummonedBy, canBeSpecialSummonedByEffect, maySpecialSummon } from '../../../engine/effects/specialSummon.js';
export { fusionCandidates, ritualCandidates } from '../../../engine/effects/fusionRitual.js';
export { combinations, summonedThisTurn, tributesNeeded } from '../../../engine/summon.js';
export { sentFromFieldThisTurn } from '../../../engine/turnUses.js';
export { freeMonsterZoneCount, isMonsterZone, opponentOf, staticOf } from '../../../engine/zones.js';
export { summonBeingNegotiated } from '../../../engine/summonNegation.js';
export type { SummonEvent } from '../../../engine/summon.js';
export { destroyedByBattle as awaitsBattleDestruction, playsDamageStep2005 } from '../../../engine/damageStep2005.js';
export { isPendulumScaleEffect, printedScaleOf, scalesOf, scaleOf } from '../../../engine/summon/pendulum.js';
export { linkedMonsters, pointedZones } from '../../../engine/summon/linkArrows.js';
export { duringDamageCalculation } from '../../../engine/damageCalculationOnly.js';
