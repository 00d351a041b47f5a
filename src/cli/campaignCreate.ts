/**
 * Character creation in the terminal: the sheet's own rules (src/shadow/creation.ts: point-buy
 * scores, a path of training) and a starting set of Magic memorised and built into the Deck
 * of Magic. Every answer is checked by the sheet's schema; a refusal says why and asks again.
 */
import type { CardDb } from '../cards/cardDb.js';
import { createMage, newMageSchema, CREATION_POINTS } from '../shadow/creation.js';
import { PATH_IDS, PATHS } from '../shadow/paths.js';
import type { Mage } from '../shadow/sheet.js';
import { buildDeck, memorise, PLAYER_MEMORISE_MAX_STARS } from '../shadow/library.js';
import { magicLookup, type MagicLookup } from '../shadow/magic.js';
import { starterPasscodes, starterSets } from '../shadow/campaign/starterMagic.js';
import type { LineReader } from './lineReader.js';

async function pick<T>(reader: LineReader, prompt: string, items: readonly T[], label: (t: T) => string, id: (t: T) => string): Promise<T | null> {
  reader.write(`${items.map((t, i) => `  ${i + 1}) ${label(t)}`).join('\n')}\n`);
  for (;;) {
    const line = await reader.ask(prompt);
    if (line === null) return null;
    const n = Number(line);
    const hit = items.find((t) => id(t) === line.toLowerCase()) ?? (Number.isInteger(n) ? items[n - 1] : undefined);
    if (hit) return hit;
    reader.write(`Pick 1 to ${items.length}.\n`);
  }
}

/** Asks until the name, scores and path pass the sheet's checks; null when the input ends. */
async function askSheet(reader: LineReader, givenName: string | null): Promise<Mage | null> {
  const name = givenName ?? (await reader.ask('Your mage\'s name: '));
  if (name === null) return null;
  reader.write(`Body, Mind and Power: ${CREATION_POINTS} points, each from 1 to 5 (Body: Life Points; Mind: monsters you control, Heart of the Cards; Power: Magic back on a Half Rest).\n`);
  for (;;) {
    const scores = await reader.ask('Body Mind Power (e.g. "3 4 2"): ');
    if (scores === null) return null;
    const [body, mind, power] = scores.split(/[\s,]+/).map(Number);
    // The scores are checked before the path is asked, so a wrong sum is said at once.
    const scoresOnly = newMageSchema.safeParse({ name, body, mind, power, path: PATH_IDS[0] });
    if (!scoresOnly.success) {
      reader.write(`! ${scoresOnly.error.issues.map((i) => i.message).join('; ')}\n`);
      continue;
    }
    reader.write('Your path of training:\n');
    const path = await pick(reader, 'path> ', PATH_IDS, (p) => `${PATHS[p].name}: ${PATHS[p].summary}`, (p) => p);
    if (path === null) return null;
    const parsed = newMageSchema.safeParse({ name, body, mind, power, path });
    if (parsed.success) return createMage(parsed.data);
    reader.write(`! ${parsed.error.issues.map((i) => i.message).join('; ')}\n`);
  }
}

export async function createMageInTerminal(reader: LineReader, db: CardDb, givenName: string | null): Promise<Mage | null> {
  reader.write('Create your mage.\n');
  const mage = await askSheet(reader, givenName);
  if (!mage) return null;
  reader.write('Your first Magic (memorised into your Library of Knowledge and built into your Deck of Magic):\n');
  const set = await pick(reader, 'magic> ', starterSets(), (s) => `${s.name}: ${s.summary}`, (s) => s.id);
  if (!set) return null;
  return withStarterMagic(mage, starterPasscodes(set, db), magicLookup(db));
}

/** The starting set memorised and built into the Deck of Magic under the Library's and the deck's own checks (as the service's creation). */
export function withStarterMagic(mage: Mage, codes: readonly number[], lookup: MagicLookup): Mage {
  const learnt = memorise(mage, codes, lookup, { maxStars: PLAYER_MEMORISE_MAX_STARS });
  if (!learnt.ok) throw new Error(`The starting set breaks the Library's rules: ${learnt.problems.join('; ')}`);
  const built = buildDeck(learnt.mage, { main: codes, extra: [] }, lookup);
  if (!built.ok) throw new Error(`The starting set breaks the Deck of Magic's rules: ${built.problems.join('; ')}`);
  return built.mage;
}
