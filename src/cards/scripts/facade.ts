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
export * from './lib/spirit.js';
export * from './lib/flip.js';
export * from './lib/recruiter.js';
export * from './lib/attributes.js';
export * from './lib/battleTriggers.js';
export * from './lib/guardians.js';
