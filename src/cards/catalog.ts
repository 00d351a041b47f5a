/**
 * Turns printed card facts into what the engine needs (CardStatic), and builds the engine
 * the rest of the product uses.
 */
import { createEngine, type Engine } from '../engine/index.js';
import type { CardStatic } from '../engine/types.js';
import { loadCardDb, type CardDb } from './cardDb.js';
import { SUMMON_PROCEDURES, scriptLookup } from './scripts/index.js';
import { EXTRA_DECK_FRAMES, type CardFacts } from './types.js';

/**
 * `asPasscode`: the id the deck used, when it is an alias of `facts.passcode` (resolveDeck
 * replaces aliases, but a caller that skips it must not get a card whose script silently
 * never runs: scripts are looked up by the id, so an alias without one plays marked vanilla).
 */
export function toCardStatic(facts: CardFacts, asPasscode: number = facts.passcode): CardStatic {
  const kind = facts.frame === 'spell' ? 'spell' : facts.frame === 'trap' ? 'trap' : 'monster';
  const extraDeck = EXTRA_DECK_FRAMES.has(facts.frame);
  return {
    passcode: asPasscode,
    name: facts.name,
    kind,
    frame: facts.frame,
    subtypes: facts.subtypes,
    attribute: facts.attribute ?? null,
    race: facts.race ?? null,
    level: facts.level ?? 0,
    atk: facts.atk ?? 0,
    def: facts.def ?? 0,
    extraDeck,
    // Ritual monsters and Extra Deck monsters come out only by their own Special Summon.
    normalSummonable: kind === 'monster' && !extraDeck && facts.frame !== 'ritual',
    ...(facts.scale !== undefined ? { scale: facts.scale } : {}),
    ...(facts.arrows !== undefined ? { linkArrows: facts.arrows } : {}),
    // A card with printed effects but no script plays as vanilla stats (only when the player asked for that).
    ...(facts.frame !== 'normal' && !scriptLookup(asPasscode) ? { noEffects: true } : {}),
  };
}

/**
 * `engineVersion`: the version the engine stamps on new duels (default: this engine's).
 * A saved duel is rebuilt by an engine stamped with the version that recorded it, so its
 * state hashes can match when the rules play the same.
 */
export function engineFor(db: CardDb, engineVersion?: string): Engine {
  const cache = new Map<number, CardStatic>();
  const lookup = (passcode: number): CardStatic | undefined => {
    let hit = cache.get(passcode);
    if (!hit) {
      const facts = db.byPasscode(passcode);
      if (!facts) return undefined;
      hit = toCardStatic(facts, passcode);
      cache.set(passcode, hit);
    }
    return hit;
  };
  return createEngine(lookup, { scripts: scriptLookup, procedures: SUMMON_PROCEDURES, ...(engineVersion ? { engineVersion } : {}) });
}

let defaultEngine: { db: CardDb; engine: Engine } | undefined;

/** The card database in data/cards and an engine over it, loaded once per process. */
export function defaultCards(): { db: CardDb; engine: Engine } {
  if (!defaultEngine) {
    const db = loadCardDb();
    defaultEngine = { db, engine: engineFor(db) };
  }
  return defaultEngine;
}
