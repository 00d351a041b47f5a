/**
 * What the mage routes read and show: request schemas, card references (a passcode or a card
 * name) turned into passcodes naming the field of any that is unknown, and a mage as a
 * response shows it (its sheet, the figures derived from it, and card names).
 */
import { z } from 'zod';
import type { CardDb } from '../cards/cardDb.js';
import { newMageSchema } from '../shadow/creation.js';
import { checkMagic, type MagicLookup } from '../shadow/magic.js';
import { PATH_IDS, PATHS } from '../shadow/paths.js';
import { HALF_RESTS_PER_DAY } from '../shadow/rests.js';
import {
  availableMagic, extraMagicLimit, halfRestReturns, isUnconscious, libraryLimit, lpCap, lpRegen, maxContinuous, maxMonsters, normalLp,
  type Mage,
} from '../shadow/sheet.js';
import { MAX_LEVEL, totalXpForLevel } from '../shadow/xp.js';
import type { StoredMage } from '../store/mageStore.js';
import { badRequest } from './errors.js';

export const MAGE_ID = /^m_[A-Za-z0-9_-]{16}$/;
export const CAMPAIGN_ID = /^c_[A-Za-z0-9_-]{16}$/;

const cardRef = z.union([z.number().int().positive(), z.string().trim().min(1).max(100)], { error: 'a passcode or a card name' });
const cardRefs = (max: number) => z.array(cardRef).max(max, `at most ${max} cards`);
const version = z.number().int().min(1).optional();

export const deckSchema = z.strictObject({ main: cardRefs(60).default([]), extra: cardRefs(30).default([]), expectedVersion: version });

export const createMageSchema = newMageSchema.safeExtend({
  /** A starting set of Magic (data/shadow/starter-magic.json) memorised and built into the Deck of Magic, under the same checks as `library` and `deck`. */
  starter: z.string().trim().min(1).max(40).optional(),
  /** Magic to memorise at once (up to three stars each; rarer Magic comes in the campaign). */
  library: cardRefs(200).optional(),
  /** The first Deck of Magic and Extra Magic, from that Library. */
  deck: z.strictObject({ main: cardRefs(60).default([]), extra: cardRefs(30).default([]) }).optional(),
});

export const restSchema = z.strictObject({
  kind: z.enum(['full', 'half'], { error: 'kind: "full" or "half"' }),
  /** Half Rest: Magic to bring back from the Graveyard (at most Power + Mind). */
  back: cardRefs(40).default([]),
  expectedVersion: version,
});

export const librarySchema = z
  .strictObject({ memorise: cardRefs(200).default([]), forget: cardRefs(200).default([]), expectedVersion: version })
  .refine((b) => b.memorise.length + b.forget.length > 0, { message: 'name cards to memorise or to forget', path: ['memorise'] });

export const growSchema = z
  .strictObject({ raise: z.enum(['body', 'mind', 'power']).optional(), path: z.enum(PATH_IDS, { error: `one of ${PATH_IDS.join(', ')}` }).optional(), expectedVersion: version })
  .refine((b) => (b.raise === undefined) !== (b.path === undefined), { message: 'either "raise" (a score) or "path" (a path id), one at a time', path: ['raise'] });

export const logQuerySchema = z.object({
  after: z.string().regex(/^\d{1,9}$/, 'a log sequence number').transform(Number).default(0),
  limit: z.string().regex(/^\d{1,4}$/, 'a number up to 9999').transform(Number).default(500),
});

/** Passcodes of card references, or a 400 naming each one that is not a card (field[i]). */
export function resolveCards(cards: CardDb, refs: readonly (number | string)[], field: string): number[] {
  const problems: { path: string; message: string }[] = [];
  const codes = refs.map((ref, i) => {
    const code = typeof ref === 'number' ? cards.canonical(ref) : cards.byName(ref)?.passcode;
    if (code !== undefined) return code;
    const near = typeof ref === 'string' ? cards.search(ref, 1)[0]?.name : undefined;
    problems.push({ path: `${field}.${i}`, message: typeof ref === 'number' ? `no card has passcode ${ref}` : `no card is named "${ref}"${near ? ` (did you mean "${near}"?)` : ''}` });
    return 0;
  });
  if (problems.length > 0) throw badRequest('UNKNOWN_CARD', problems.map((p) => `${p.path}: ${p.message}`).join('; '), problems);
  return codes;
}

/** Rule problems (Library, deck, rests) as a 400 naming the field. */
export function ruleProblems(code: string, field: string, problems: readonly string[]) {
  return badRequest(code, `${field}: ${problems.join('; ')}`, problems.map((message) => ({ path: field, message })));
}

function named(cards: CardDb, lookup: MagicLookup, codes: readonly number[]) {
  return codes.map((passcode) => {
    const r = checkMagic(lookup, passcode);
    return { passcode, name: cards.byPasscode(passcode)?.name ?? null, stars: r.ok ? r.info.rarity.stars : null, ...(r.ok ? {} : { notUsable: r.reason }) };
  });
}

/** A mage as a response shows it. */
export function describeMage(stored: StoredMage, cards: CardDb, lookup: MagicLookup) {
  const m: Mage = stored.mage;
  const available = availableMagic(m);
  return {
    id: stored.id,
    version: stored.version,
    createdAt: stored.createdAt,
    updatedAt: stored.updatedAt,
    sheet: m,
    derived: {
      normalLp: normalLp(m),
      lpCap: lpCap(m),
      lpRegen: lpRegen(m),
      unconscious: isUnconscious(m),
      libraryLimit: libraryLimit(m),
      maxMonsters: maxMonsters(m),
      maxContinuous: maxContinuous(m),
      extraMagicLimit: extraMagicLimit(m),
      halfRestsLeft: HALF_RESTS_PER_DAY - m.halfRestsToday,
      halfRestReturns: halfRestReturns(m),
      nextLevelXp: m.level >= MAX_LEVEL ? null : totalXpForLevel(m.level + 1),
      paths: m.paths.map((p) => PATHS[p as keyof typeof PATHS]?.name ?? p),
    },
    cards: {
      library: named(cards, lookup, m.library),
      deckOfMagic: named(cards, lookup, m.deckOfMagic),
      extraMagic: named(cards, lookup, m.extraMagic),
      graveyard: named(cards, lookup, m.graveyard),
      beyond: named(cards, lookup, m.beyond),
    },
    /** What the mage can bring to the next duel (built minus spent). */
    available,
  };
}
