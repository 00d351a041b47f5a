/**
 * Everything a card script may import, and the only module card scripts import: the
 * effect API's types and read-only engine questions (lib/engine.ts), shared board
 * queries (lib/queries.ts) and the templates for shapes many cards share
 * (lib/templates.ts). tests/architecture.test.ts holds this rule.
 */
export * from './lib/engine.js';
export * from './lib/queries.js';
export * from './lib/templates.js';
export * from './lib/tokens.js';
export * from './lib/trapTiming.js';
export * from './lib/bindings.js';
export * from './lib/absorb.js';
export * from './lib/spells.js';
export * from './lib/summonTriggers.js';
export * from './lib/banishSummon.js';
export * from './lib/banishMonster.js';
export * from './lib/recruiters.js';
export * from './lib/spellCounters.js';
export * from './lib/statAuras.js';
export * from './lib/spirit.js';
export * from './lib/flip.js';
export * from './lib/recruiter.js';
export * from './lib/battleTriggers.js';
export * from './lib/guardians.js';
export * from './lib/negation.js';
export * from './lib/names.js';
export * from './lib/chance.js';
export * from './lib/monsterEvents.js';
export * from './lib/tokenFacts.js';
export * from './lib/levelUp.js';
export * from './lib/damageChoices.js';
export * from './lib/flipTargets.js';
export * from './lib/ojama.js';
export * from './lib/counterTraps.js';
export * from './lib/excavate.js';
export * from './lib/sweeps.js';
export * from './lib/shownCards.js';
export * from './lib/recovery.js';
export * from './lib/namedCards.js';
export * from './lib/damageStep.js';
export * from './lib/fusions.js';
export * from './lib/tributeProcedure.js';
export * from './lib/setCardTriggers.js';
export * from './lib/monsterShapes.js';
export * from './lib/hiddenCards.js';
export * from './lib/normalMonsters.js';
export * from './lib/handSummons.js';
export * from './lib/opponentSends.js';
export * from './lib/phaseTriggers.js';
export * from './lib/kindCalls.js';
export * from './lib/counterCosts.js';
export * from './lib/heldMonsters.js';
export * from './lib/equipRevival.js';
export * from './lib/modernPendulum.js';
export * from './lib/modernSynchron.js';
export * from './lib/modernXyz.js';
export * from './lib/goatMonsters.js';
export * from './lib/goatSpellTraps.js';
export * from './lib/modernPendulumCards.js';
export * from './lib/modernArchetypes.js';
export * from './lib/goatMonsters6.js';
export * from './lib/modernLink.js';
export * from './lib/damageCalculation.js';
