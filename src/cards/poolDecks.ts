/**
 * Random legal decks drawn from the part of a format's pool the engine plays as printed
 * (scripted cards and Normal Monsters), for the tools that play many duels: the fuzz, the
 * bench and the bot league with `--decks goat`. Seeded, so a run can be repeated, and
 * outside the engine (which has its own PRNG): these are inputs, not game state.
 */
import type { FormatId } from '../engine/format.js';
import { FORMATS } from '../engine/format.js';
import { seedPrng, shuffleInPlace } from '../engine/prng.js';
import type { DeckList } from '../engine/types.js';
import type { CardDb } from './cardDb.js';
import { BUILT_IN_DECKS } from './deckNames.js';
import { resolveDeck } from './deckResolve.js';
import { formatPool } from './formatPool.js';

export interface NamedDeck {
  name: string;
  deck: DeckList;
}

interface PoolSlot {
  passcode: number;
  copies: number;
  /** A Normal Monster (no effect). */
  normal: boolean;
}

/** The pool's playable cards: Main Deck cards with the copies allowed, and the Fusion Monsters. */
export function playablePool(format: FormatId, db: CardDb): { main: PoolSlot[]; extra: number[] } {
  const pool = formatPool(format);
  if (!pool) throw new Error(`the format ${format} has no card pool of its own`);
  const main: PoolSlot[] = [];
  const extra: number[] = [];
  const names = new Set<string>();
  for (const entry of pool.cards) {
    const card = db.byPasscode(entry.passcode);
    if (!card || !card.scripted || entry.copies === 0 || names.has(card.name)) continue;
    names.add(card.name);
    const passcode = db.canonical(entry.passcode) ?? entry.passcode;
    if (FORMATS[format].deck.extraDeckFrames.includes(card.frame as 'fusion')) extra.push(passcode);
    else if (card.frame !== 'fusion' && card.frame !== 'synchro' && card.frame !== 'xyz' && card.frame !== 'link') main.push({ passcode, copies: Math.min(entry.copies, 3), normal: card.frame === 'normal' });
  }
  return { main, extra };
}

/**
 * `count` random legal 40-card decks (copies within the list), each with every playable
 * Fusion Monster (at most 15). Effect cards fill 24 slots when there are enough of them and
 * Normal Monsters the rest: drawn evenly, the pool's 345 Normal Monsters would crowd out
 * the cards whose effects a run is meant to exercise.
 */
export function randomPoolDecks(format: FormatId, db: CardDb, count: number, seed: string): NamedDeck[] {
  const { main, extra } = playablePool(format, db);
  const slotsOf = (cards: PoolSlot[]): number[] => cards.flatMap((c) => Array<number>(c.copies).fill(c.passcode));
  const effects = slotsOf(main.filter((c) => !c.normal));
  const normals = slotsOf(main.filter((c) => c.normal));
  if (effects.length + normals.length < 40) throw new Error(`only ${effects.length + normals.length} playable card copies in the ${format} pool; a deck needs 40`);
  // The engine's seeded generator: the same seed gives the same decks on every machine.
  const prng = seedPrng(`pool-decks:${seed}`);
  const shuffled = (list: number[]): number[] => {
    const out = [...list];
    shuffleInPlace(prng, out);
    return out;
  };
  const decks: NamedDeck[] = [];
  for (let d = 0; d < count; d++) {
    const fromEffects = shuffled(effects).slice(0, Math.min(24, effects.length));
    const main40 = [...fromEffects, ...shuffled(normals).slice(0, 40 - fromEffects.length)];
    decks.push({ name: `random-${format}-${d + 1}`, deck: { main: main40, extra: extra.slice(0, 15) } });
  }
  return decks;
}

/** The built-in decks of a format's kind (goat) that play as printed under it today. */
export function playableBuiltInDecks(format: FormatId): NamedDeck[] {
  return BUILT_IN_DECKS.filter((d) => d.kind === format || (format === 'goat' && d.kind === 'structure')).flatMap((d) => {
    const r = resolveDeck(d.id, { format });
    return r.ok && r.deck ? [{ name: d.id, deck: r.deck }] : [];
  });
}

/** What `--decks goat` plays: random pool decks plus the playable built-in decks. */
export function goatDeckSet(db: CardDb, seed: string, randomDecks = 16): NamedDeck[] {
  return [...randomPoolDecks('goat', db, randomDecks, seed), ...playableBuiltInDecks('goat')];
}
