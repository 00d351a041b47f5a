/**
 * Checks of the project against the reference folder that sits beside a checkout
 * (../shared): card facts against ref/cards.tsv, the Starter Deck files against
 * ref/decks/starter_decks.tsv, and "our own words" (the rules reference and the default
 * persona share no run of 12 words with the rulebook texts in seeds/). They need files
 * that a fresh clone does not have, so they run as `npm run check:sources` (and in CI when
 * the folder is there), not in `npm test`. Each check returns its problems as lines.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CardDb } from '../cards/cardDb.js';
import type { CardFacts } from '../cards/types.js';
import { EXTRA_DECK_FRAMES } from '../cards/types.js';

export const RUN_LENGTH = 12;

export function readTsv(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(file, 'utf8').split('\n').filter((line) => line !== '');
  const columns = header!.split('\t');
  return lines.map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '']));
  });
}

/** Every card's facts (name, frame, subtypes, stats) equal the reference row with its passcode. */
export function checkCardFacts(cardsTsv: string, db: CardDb): string[] {
  const rows = new Map(readTsv(cardsTsv).map((row) => [Number(row.passcode), row]));
  const stat = (value: string) => (value === '?' ? null : Number(value));
  const problems: string[] = [];
  // As the engine reads a card: our own text completed with its printed Link Arrows and Scale.
  for (const card of db.all().map((c) => db.byPasscode(c.passcode) ?? c)) {
    const row = rows.get(card.passcode);
    if (!row) {
      problems.push(`${card.name} (${card.passcode}) is missing from cards.tsv`);
      continue;
    }
    const expected: Record<string, unknown> = { passcode: Number(row.passcode), name: row.name, frame: row.frame, subtypes: row.subtypes!.split('|') };
    if (row.frame !== 'spell' && row.frame !== 'trap') {
      // A Link Monster has no DEF at all (the reference leaves it empty): not a DEF of 0.
      const def = row.frame === 'link' && row.def === '' ? undefined : stat(row.def!);
      Object.assign(expected, { attribute: row.attribute, race: row.race, level: Number(row.level), atk: stat(row.atk!), def });
    }
    // A Pendulum Monster's Scale and a Link Monster's arrows are facts too, where the reference gives them.
    if (row.pend_scale) expected.scale = Number(row.pend_scale);
    if (row.link_arrows) expected.arrows = row.link_arrows.split(',');
    const { text: _text, formatText: _formatText, scripted: _scripted, notScripted: _notScripted, ...facts } = card as CardFacts & { scripted?: boolean };
    for (const key of new Set([...Object.keys(expected), ...Object.keys(facts)])) {
      const want = JSON.stringify(expected[key]);
      const have = JSON.stringify((facts as Record<string, unknown>)[key]);
      if (want !== have) problems.push(`${card.name} (${card.passcode}): ${key} is ${have}, the reference says ${want}`);
    }
  }
  return problems;
}

export function parseYdk(text: string): { main: number[]; extra: number[]; side: number[] } {
  const deck = { main: [] as number[], extra: [] as number[], side: [] as number[] };
  let section: keyof typeof deck | undefined;
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (line === '#main') section = 'main';
    else if (line === '#extra') section = 'extra';
    else if (line === '!side') section = 'side';
    else if (line === '' || line.startsWith('#')) continue;
    else if (/^\d+$/.test(line) && section) deck[section].push(Number(line));
    else throw new Error(`Unexpected .ydk line: ${JSON.stringify(line)}`);
  }
  return deck;
}

const STARTER_FILES: Record<string, string> = { 'starter-yugi': 'SDY', 'starter-kaiba': 'SDK', 'starter-joey': 'SDJ', 'starter-pegasus': 'SDP' };
const NORMALS_FILES: Record<string, string> = { 'normals-yugi': 'SDY', 'normals-kaiba': 'SDK', 'normals-joey': 'SDJ', 'normals-pegasus': 'SDP' };

/**
 * The four Starter Decks hold exactly the reference lists (200 rows, 154 distinct cards, all
 * in our card data), and each "normals" deck is 40 Normal Monsters from the Starter Decks.
 */
export function checkStarterDecks(startersTsv: string, db: CardDb, decksDir: string): string[] {
  const rows = readTsv(startersTsv);
  const problems: string[] = [];
  const passcodes = new Set(rows.map((row) => Number(row.passcode)));
  if (rows.length !== 200) problems.push(`starter_decks.tsv has ${rows.length} rows, expected 200`);
  if (passcodes.size !== 154) problems.push(`starter_decks.tsv has ${passcodes.size} distinct cards, expected 154`);
  for (const p of passcodes) if (!db.byPasscode(p)) problems.push(`Starter Deck card ${p} is not in our card data`);
  const sorted = (xs: readonly number[]) => JSON.stringify([...xs].sort((a, b) => a - b));
  for (const [file, code] of Object.entries(STARTER_FILES)) {
    const deck = parseYdk(readFileSync(path.join(decksDir, `${file}.ydk`), 'utf8'));
    const mine = rows.filter((row) => row.deck === code);
    for (const section of ['main', 'extra'] as const) {
      const want = mine.filter((r) => r.section === section).map((r) => Number(r.passcode));
      if (sorted(deck[section]) !== sorted(want)) problems.push(`${file}.ydk #${section} differs from the reference list ${code}`);
    }
    if (deck.side.length > 0) problems.push(`${file}.ydk has a Side Deck; the Starter Decks have none`);
  }
  for (const [file, code] of Object.entries(NORMALS_FILES)) {
    const deck = parseYdk(readFileSync(path.join(decksDir, `${file}.ydk`), 'utf8'));
    if (deck.main.length !== 40) problems.push(`${file}.ydk has ${deck.main.length} Main Deck cards, expected 40`);
    for (const p of deck.main) {
      const facts = db.byPasscode(p);
      if (!facts || facts.frame !== 'normal' || EXTRA_DECK_FRAMES.has(facts.frame)) problems.push(`${file}.ydk: ${p} is not a Normal Monster`);
      if (!passcodes.has(p)) problems.push(`${file}.ydk: ${p} is not in any Starter Deck`);
    }
    // A Starter Deck with enough Normal Monsters for 40 (3 of each) lends none; a smaller one has each of its own used.
    const own = new Set(rows.filter((r) => r.deck === code && db.byPasscode(Number(r.passcode))?.frame === 'normal').map((r) => Number(r.passcode)));
    if (own.size * 3 >= 40) {
      for (const p of deck.main) if (!own.has(p)) problems.push(`${file}.ydk: ${p} is borrowed from another Starter Deck though ${code} has enough Normal Monsters`);
    } else {
      for (const p of own) if (!deck.main.includes(p)) problems.push(`${file}.ydk: ${code}'s own Normal Monster ${p} is not used`);
    }
  }
  return problems;
}

/** Lowercase words with punctuation dropped (apostrophes vanish, other marks split words). */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['\u2018\u2019\u02bc`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
}

function runs(ws: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + RUN_LENGTH <= ws.length; i++) out.push(ws.slice(i, i + RUN_LENGTH).join(' '));
  return out;
}

/** Texts of ours that share a run of 12 consecutive words with a seed text. */
export function checkOwnWords(seedsDir: string, texts: readonly { label: string; text: string }[]): string[] {
  const seedFiles = existsSync(seedsDir) ? readdirSync(seedsDir).filter((f) => f.endsWith('.txt')) : [];
  if (seedFiles.length === 0) return [`no .txt seed texts in ${seedsDir}`];
  const seedRuns = new Map<string, string>();
  for (const f of seedFiles) for (const r of runs(words(readFileSync(path.join(seedsDir, f), 'utf8')))) seedRuns.set(r, f);
  const problems: string[] = [];
  for (const t of texts) {
    for (const r of runs(words(t.text))) {
      const seed = seedRuns.get(r);
      if (seed) problems.push(`${t.label}: "${r}" (in ${seed})`);
    }
  }
  return problems;
}
