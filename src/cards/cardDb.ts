import { editDistance } from '../engine/text/editDistance.js';
import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { FORMAT_IDS } from '../engine/format.js';
import { factsTable, type CardAlias, type FactsTable } from './factsFile.js';
import type { CardFacts, Frame } from './types.js';

const FRAMES = [
  'normal', 'effect', 'ritual', 'fusion', 'synchro', 'xyz', 'pendulum', 'link', 'spell', 'trap',
] as const satisfies readonly Frame[];
const ATTRIBUTES = ['DARK', 'EARTH', 'FIRE', 'LIGHT', 'WATER', 'WIND', 'DIVINE'] as const;

const stat = z.number().int().nonnegative().nullable();

/** Strict so that a misspelt key in the data file is reported instead of silently dropped. */
export const cardFactsSchema = z
  .strictObject({
    passcode: z.number().int().positive(),
    name: z.string().min(1),
    frame: z.enum(FRAMES),
    subtypes: z.array(z.string().min(1)).min(1),
    attribute: z.enum(ATTRIBUTES).optional(),
    race: z.string().min(1).optional(),
    level: z.number().int().nonnegative().optional(),
    atk: stat.optional(),
    def: stat.optional(),
    /** A Pendulum Monster's Pendulum Scale (its facts row has it too; our entry must repeat it, as it replaces that row). */
    scale: z.number().int().nonnegative().optional(),
    text: z.string().min(1),
    /** The card's wording in a format's era where it differs from `text` (goat: April 2005, pre-errata). */
    formatText: z.partialRecord(z.enum(FORMAT_IDS), z.string().min(1)).optional(),
    scripted: z.boolean(),
    /** Why a card with our text is not played as printed yet (a missing rule or engine window). */
    notScripted: z.string().min(1).optional(),
  })
  .superRefine((card, ctx) => {
    if (card.scripted && card.notScripted !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['notScripted'], message: 'a scripted card has no reason for not being scripted' });
    }
    const isMonster = card.frame !== 'spell' && card.frame !== 'trap';
    const monsterKeys = ['attribute', 'race', 'level', 'atk'] as const;
    for (const key of monsterKeys) {
      if (isMonster && card[key] === undefined) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'required for a monster' });
      }
      if (!isMonster && card[key] !== undefined) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'not allowed on a Spell or Trap' });
      }
    }
    // Link monsters have no DEF; every other monster has one.
    if (isMonster && card.frame !== 'link' && card.def === undefined) {
      ctx.addIssue({ code: 'custom', path: ['def'], message: 'required for a non-Link monster' });
    }
    if ((!isMonster || card.frame === 'link') && card.def !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['def'], message: 'not allowed here' });
    }
  });

export interface CardDb {
  /** Any known card: our own cards first, then the facts of every card; an alias id gives the card it stands for. */
  byPasscode(passcode: number): CardFacts | undefined;
  /** Case-insensitive exact match, over every known card (our own cards win a shared name). */
  byName(name: string): CardFacts | undefined;
  /**
   * The cards with our own text (data/cards/cards.json), not every known card: the chat's
   * vocabulary and rules answers scan this list on every message.
   */
  all(): readonly CardFacts[];
  /** Closest names first, for "did you mean" replies (over all(), for the same reason). */
  search(name: string, limit?: number): CardFacts[];
  /**
   * The passcode a deck entry plays as: an alias id (alternate art, pre-errata, GOAT
   * variant) gives its card, and a second printing that shares the name of one of our own
   * cards gives that card, so its script runs. Undefined for an unknown id.
   */
  canonical(passcode: number): number | undefined;
  /** What an id is, when it is an alias of another card. */
  aliasOf(passcode: number): CardAlias | undefined;
  /** How many distinct cards are known (aliases not counted). */
  knownCount(): number;
}

/** Where the facts of every card come from; called on first need only. */
export type FactsSource = () => FactsTable;

const DEFAULT_PATH = new URL('../../data/cards/cards.json', import.meta.url);
/**
 * More cards with our own text, one JSON array per file (a batch of cards, a format's pool),
 * beside cards.json: several people can add cards at once without editing one shared file.
 */
const DEFAULT_TEXT_DIR = new URL('../../data/cards/text/', import.meta.url);

/** Bad card data is a bug in the repo, not a user error, so this throws. */
export function loadCardDb(path: string | URL = DEFAULT_PATH, facts: FactsSource | null = factsTable): CardDb {
  const cards = parseCards(readJson(path), String(path));
  // The text folder belongs to the default data; a test naming its own file gets that file alone.
  if (path === DEFAULT_PATH) {
    const files = textFiles();
    for (const file of files) cards.push(...parseCards(readJson(new URL(file, DEFAULT_TEXT_DIR)), `data/cards/text/${file}`));
    // One list in name order, as cards.json alone is, whichever batch a card came from.
    if (files.length > 0) cards.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }
  return createCardDb(cards, facts);
}

function readJson(path: string | URL): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new Error(`Card data ${String(path)}: cannot read JSON: ${(err as Error).message}`);
  }
}

function textFiles(): string[] {
  try {
    return readdirSync(DEFAULT_TEXT_DIR).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return [];
  }
}

export function parseCards(raw: unknown, source = 'card data'): CardFacts[] {
  if (!Array.isArray(raw)) throw new Error(`${source}: expected a JSON array of cards`);
  return raw.map((item, index) => {
    const result = cardFactsSchema.safeParse(item);
    if (result.success) return result.data as CardFacts;
    const name =
      typeof item === 'object' && item !== null && typeof (item as { name?: unknown }).name === 'string'
        ? (item as { name: string }).name
        : '(no name)';
    const problems = result.error.issues
      .map((issue) => `field "${issue.path.join('.') || '(card)'}": ${issue.message}`)
      .join('; ');
    throw new Error(`${source}: card at index ${index} ("${name}") is invalid: ${problems}`);
  });
}

/** `facts` adds every other card, known by facts only; without it only `cards` are known. */
export function createCardDb(cards: CardFacts[], facts: FactsSource | null = null): CardDb {
  const list: readonly CardFacts[] = Object.freeze([...cards]);
  const byCode = new Map<number, CardFacts>();
  const byKey = new Map<string, CardFacts>();
  for (const card of list) {
    if (byCode.has(card.passcode)) throw new Error(`Duplicate passcode ${card.passcode} ("${card.name}")`);
    const key = normalize(card.name);
    if (byKey.has(key)) throw new Error(`Duplicate card name "${card.name}"`);
    byCode.set(card.passcode, card);
    byKey.set(key, card);
  }
  const others = lazyFactsIndex(facts);
  // Our own text files carry no Link Arrows or Pendulum Scale: a Link or Pendulum Monster with our
  // text takes them from the facts of every card (once, then kept), so scripting it keeps its arrows.
  const completed = new Map<number, CardFacts>();
  const withPrintedFacts = (own: CardFacts): CardFacts => {
    const needsArrows = own.frame === 'link' && own.arrows === undefined;
    const needsScale = own.subtypes.includes('Pendulum') && own.scale === undefined;
    if (!needsArrows && !needsScale) return own;
    let done = completed.get(own.passcode);
    if (!done) {
      const printed = others()?.card(own.passcode);
      done = {
        ...own,
        ...(needsArrows && printed?.arrows ? { arrows: printed.arrows } : {}),
        ...(needsScale && printed?.scale !== undefined ? { scale: printed.scale } : {}),
      };
      completed.set(own.passcode, done);
    }
    return done;
  };

  const byPasscode = (passcode: number): CardFacts | undefined => {
    const own = byCode.get(passcode);
    if (own) return withPrintedFacts(own);
    const table = others();
    if (!table) return undefined;
    const target = table.aliases.get(passcode)?.passcode ?? passcode;
    const ownTarget = byCode.get(target);
    return ownTarget ? withPrintedFacts(ownTarget) : table.card(target);
  };

  return {
    byPasscode,
    byName(name) {
      const own = byKey.get(normalize(name));
      if (own) return withPrintedFacts(own);
      const table = others();
      const passcode = table?.byName.get(normalize(name));
      return passcode === undefined ? undefined : table?.card(passcode);
    },
    all: () => list,
    canonical(passcode) {
      const card = byPasscode(passcode);
      if (!card) return undefined;
      return byKey.get(normalize(card.name))?.passcode ?? card.passcode;
    },
    aliasOf: (passcode) => (byCode.has(passcode) ? undefined : others()?.aliases.get(passcode)),
    knownCount() {
      const table = others();
      if (!table) return list.length;
      return table.size + list.filter((c) => !table.has(c.passcode)).length;
    },
    search(name, limit = 5) {
      const query = normalize(name);
      if (query === '') return [];
      return list
        .map((card) => ({ card, score: matchScore(query, normalize(card.name)) }))
        .filter((m) => m.score <= 0.5)
        .sort((a, b) => a.score - b.score || a.card.name.localeCompare(b.card.name))
        .slice(0, limit)
        .map((m) => m.card);
    },
  };
}

interface FactsIndex extends FactsTable {
  byName: ReadonlyMap<string, number>;
}

/** The facts table with a name index, built on first use (the first printing keeps a shared name). */
function lazyFactsIndex(facts: FactsSource | null): () => FactsIndex | undefined {
  let index: FactsIndex | undefined;
  return () => {
    if (!facts) return undefined;
    if (!index) {
      const table = facts();
      const byName = new Map<string, number>();
      for (const [passcode, name] of table.names()) {
        const key = normalize(name);
        if (!byName.has(key)) byName.set(key, passcode);
      }
      index = { ...table, byName };
    }
    return index;
  };
}

/** Lower case, and punctuation folded to spaces, so "Blue Eyes" finds "Blue-Eyes". */
function normalize(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

/** 0 = identical; containment scores low so a partial name ("red eyes") still ranks its card first. */
function matchScore(query: string, candidate: string): number {
  if (query === candidate) return 0;
  if (candidate.includes(query)) return 0.1 + 0.2 * (1 - query.length / candidate.length);
  return editDistance(query, candidate) / Math.max(query.length, candidate.length);
}

