/**
 * A format's card pool and its Forbidden & Limited list, as data (data/formats/<id>.json,
 * derived from the reference by `npm run build:cards`). A format with a pool (goat) allows
 * only the cards it lists, each with the copies the list gives; formats without one allow
 * every card. Loaded on first need and checked with zod: a bad file is a bug in the repo.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { FORMATS, type FormatId } from '../engine/format.js';
import type { Banlist } from './banlist.js';

const poolSchema = z.strictObject({
  format: z.string(),
  list: z.string().min(1),
  derivedFrom: z.string(),
  cards: z.array(z.strictObject({
    passcode: z.number().int().positive(),
    name: z.string().min(1),
    copies: z.number().int().min(0).max(3),
    /** The alias ids (pre-errata, GOAT variant, alternate art) the source list names the card by. */
    listedAs: z.array(z.number().int().positive()).optional(),
  })).min(1),
});

export interface PoolCard {
  passcode: number;
  name: string;
  copies: number;
}

export interface FormatPool {
  format: FormatId;
  /** The list's name, e.g. "GOAT (April 2005)". */
  list: string;
  /** The format's short name for messages: "GOAT". */
  shortName: string;
  /** Every legal card, by its passcode in facts.tsv. */
  cards: readonly PoolCard[];
  /** passcode -> copies allowed (0 Forbidden .. 3). */
  copies: ReadonlyMap<number, number>;
  /** Lower-case name -> copies, for a second printing whose passcode the list does not name. */
  byName: ReadonlyMap<string, number>;
  /** The same list as a Banlist, for the deck checks that take one. */
  banlist: Banlist;
}

const cache = new Map<FormatId, FormatPool | null>();

function poolPath(format: FormatId): string {
  return fileURLToPath(new URL(`../../data/formats/${format}.json`, import.meta.url));
}

/** The pool of a format that has one (goat); undefined for formats open to every card. */
export function formatPool(format: FormatId): FormatPool | undefined {
  if (!cache.has(format)) cache.set(format, loadPool(format));
  return cache.get(format) ?? undefined;
}

function loadPool(format: FormatId): FormatPool | null {
  const path = poolPath(format);
  if (!existsSync(path)) return null;
  const parsed = poolSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`data/formats/${format}.json: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  if (parsed.data.format !== format) throw new Error(`data/formats/${format}.json names the format "${parsed.data.format}"`);
  const cards = parsed.data.cards.map(({ passcode, name, copies }) => ({ passcode, name, copies }));
  const copies = new Map(cards.map((c) => [c.passcode, c.copies]));
  return {
    format,
    list: parsed.data.list,
    shortName: FORMATS[format].name.split(' ')[0]!,
    cards,
    copies,
    byName: new Map(cards.map((c) => [c.name.toLowerCase(), c.copies])),
    banlist: { name: parsed.data.list, limits: new Map([...copies].filter(([, n]) => n < 3)) },
  };
}
