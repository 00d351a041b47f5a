/**
 * `npm run build:cards [-- --ref DIR]`: derives the project's card data from the reference
 * folder (default ../shared/ref next to the project):
 *
 *   cards.tsv + aliases.tsv        -> data/cards/facts.tsv, data/cards/aliases.tsv
 *   decks/structure/SDn_*.ydk      -> data/decks/structure-*.ydk
 *   decks/modern/*.ydk             -> data/decks/modern-*.ydk (the official lists with an Extra Deck)
 *   goat-pool.tsv (+ aliases.tsv)  -> data/formats/goat.json (the GOAT pool and its list)
 *
 * Only facts are carried over (names, kinds, stats, list status); the reference holds no
 * card text. The project reads nothing outside itself at run time: these outputs are
 * committed, and this script is run again only when the reference changes.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ALIAS_COLUMNS, ALIAS_KINDS, ALIASES_HEADER_COMMENT, ARROW_CODES, FACTS_COLUMNS, FACTS_HEADER_COMMENT, FRAMES,
  STATUS_CODES, type AliasKind,
} from '../cards/factsFormat.js';
import { parseYdk } from '../cards/ydk.js';
import type { Frame } from '../cards/types.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const REF_COLUMNS = [
  'passcode', 'name', 'frame', 'subtypes', 'attribute', 'race', 'level', 'atk', 'def', 'pend_scale', 'link_arrows',
  'tcg_status', 'ocg_status',
] as const;

type Row = Record<string, string>;

/** Rows of a reference TSV by column name; throws naming the file when a column is missing. */
function readTsv(path: string, required: readonly string[]): Row[] {
  const [header, ...lines] = readFileSync(path, 'utf8').replace(/\r/g, '').split('\n').filter((l) => l !== '');
  const columns = (header ?? '').split('\t');
  const missing = required.filter((c) => !columns.includes(c));
  if (missing.length > 0) throw new Error(`${path}: missing column(s) ${missing.join(', ')}`);
  return lines.map((line) => Object.fromEntries(line.split('\t').map((v, i) => [columns[i] ?? `#${i}`, v])));
}

const STATUS_LETTER = new Map<string, string>(Object.entries(STATUS_CODES).map(([code, name]) => [name, code]));
const ARROW_CODE = new Map<string, string>(Object.entries(ARROW_CODES).map(([code, name]) => [name, code]));

function statusLetter(value: string, where: string): string {
  if (value === '') return '';
  const code = STATUS_LETTER.get(value);
  if (code === undefined) throw new Error(`${where}: unknown list status "${value}"`);
  return code;
}

function arrowCodes(value: string, where: string): string {
  if (value === '') return '';
  return value.split(',').map((arrow) => {
    const code = ARROW_CODE.get(arrow.trim());
    if (code === undefined) throw new Error(`${where}: unknown Link arrow "${arrow}"`);
    return code;
  }).join(',');
}

/** A tab or newline inside a name would break the file's layout. */
function cleanField(value: string, where: string): string {
  if (/[\t\n]/.test(value)) throw new Error(`${where}: field holds a tab or newline`);
  return value;
}

function factsLine(row: Row): string {
  const where = `cards.tsv passcode ${row.passcode}`;
  if (!/^\d+$/.test(row.passcode ?? '')) throw new Error(`${where}: not a passcode`);
  if (!FRAMES.includes(row.frame as Frame)) throw new Error(`${where}: unknown frame "${row.frame}"`);
  const fields = [
    row.passcode, cleanField(row.name ?? '', where), row.frame, row.subtypes, row.attribute, row.race, row.level,
    row.atk, row.def, row.pend_scale, arrowCodes(row.link_arrows ?? '', where),
    statusLetter(row.tcg_status ?? '', where), statusLetter(row.ocg_status ?? '', where),
  ];
  return fields.map((f) => f ?? '').join('\t');
}

function buildFacts(refDir: string): { text: string; passcodes: Map<number, string> } {
  const rows = readTsv(join(refDir, 'cards.tsv'), REF_COLUMNS);
  const passcodes = new Map<number, string>();
  for (const row of rows) {
    const passcode = Number(row.passcode);
    if (passcodes.has(passcode)) throw new Error(`cards.tsv: passcode ${passcode} appears twice`);
    passcodes.set(passcode, row.name ?? '');
  }
  const body = rows.map(factsLine);
  return { text: [FACTS_HEADER_COMMENT, FACTS_COLUMNS.join('\t'), ...body].join('\n') + '\n', passcodes };
}

function buildAliases(refDir: string, passcodes: ReadonlyMap<number, string>): string {
  const rows = readTsv(join(refDir, 'aliases.tsv'), ['id', 'passcode', 'kind']);
  const body = rows.map((row) => {
    const where = `aliases.tsv id ${row.id}`;
    if (!passcodes.has(Number(row.passcode))) throw new Error(`${where}: passcode ${row.passcode} is not in cards.tsv`);
    if (passcodes.has(Number(row.id))) throw new Error(`${where}: the id is itself a card of cards.tsv`);
    if (!ALIAS_KINDS.includes(row.kind as AliasKind)) throw new Error(`${where}: unknown kind "${row.kind}"`);
    return [row.id, row.passcode, row.kind].join('\t');
  });
  return [ALIASES_HEADER_COMMENT, ALIAS_COLUMNS.join('\t'), ...body].join('\n') + '\n';
}

/**
 * The GOAT pool as the cards of facts.tsv: a pool row may name an alias id (pre-errata,
 * GOAT variant, alternate art), which is the card it stands for; that card is legal with
 * the row's copies (the strictest when two rows name one card). Cards in name order.
 */
function buildGoatPool(refDir: string, names: ReadonlyMap<number, string>): string {
  const aliasOf = new Map(readTsv(join(refDir, 'aliases.tsv'), ['id', 'passcode']).map((r) => [Number(r.id), Number(r.passcode)]));
  const rows = readTsv(join(refDir, 'goat-pool.tsv'), ['passcode', 'name', 'copies_allowed']);
  const copies = new Map<number, number>();
  const listedAs = new Map<number, number[]>();
  for (const row of rows) {
    const id = Number(row.passcode);
    const passcode = aliasOf.get(id) ?? id;
    const count = Number(row.copies_allowed);
    if (!names.has(passcode)) throw new Error(`goat-pool.tsv: ${row.passcode} (${row.name}) is no card of cards.tsv`);
    if (![0, 1, 2, 3].includes(count)) throw new Error(`goat-pool.tsv: ${row.passcode} has copies_allowed "${row.copies_allowed}"`);
    copies.set(passcode, Math.min(count, copies.get(passcode) ?? 3));
    if (id !== passcode) listedAs.set(passcode, [...(listedAs.get(passcode) ?? []), id]);
  }
  const cards = [...copies].sort(([a], [b]) => names.get(a)!.localeCompare(names.get(b)!) || a - b).map(([passcode, n]) => {
    const ids = listedAs.get(passcode);
    return JSON.stringify({ passcode, name: names.get(passcode), copies: n, ...(ids ? { listedAs: ids } : {}) });
  });
  const head = {
    format: 'goat',
    list: 'GOAT (April 2005)',
    derivedFrom: 'goat-pool.tsv and aliases.tsv of the reference folder, by npm run build:cards; do not edit by hand',
  };
  return `${JSON.stringify(head, null, 2).slice(0, -2)},
  "cards": [
    ${cards.join(',\n    ')}
  ]
}
`;
}

/** "SD1_Dragons_Roar.ydk" -> "structure-dragons-roar". */
export function structureDeckId(fileName: string): string {
  const words = fileName.replace(/\.ydk$/, '').split('_').slice(1);
  return `structure-${words.join('-').toLowerCase()}`;
}

function buildStructureDecks(refDir: string): { id: string; text: string }[] {
  const dir = join(refDir, 'decks', 'structure');
  return readdirSync(dir).filter((f) => /^SD\d+_.*\.ydk$/.test(f)).sort().map((file) => {
    const source = readFileSync(join(dir, file), 'utf8');
    const parsed = parseYdk(source);
    if (!parsed.ok) throw new Error(`${file}: ${parsed.problems.map((p) => p.message).join('; ')}`);
    const title = /^#\s*(Structure Deck: [^(]+?)\s*\(/m.exec(source)?.[1] ?? file;
    const lines = [
      `# ${title}, the official list (derived by npm run build:cards)`,
      '#main', ...parsed.deck.main.map(String),
      '#extra', ...parsed.deck.extra.map(String),
      '!side', ...parsed.deck.side.map(String),
    ];
    return { id: structureDeckId(file), text: lines.join('\n') + '\n' };
  });
}

/** "YS17_Starter_Deck_Link_Strike.ydk" -> "modern-link-strike" (the set code and the product words dropped). */
export function modernDeckId(fileName: string): string {
  const words = fileName.replace(/\.ydk$/, '').split('_').slice(1).filter((w) => !['Starter', 'Structure', 'Deck'].includes(w));
  return `modern-${words.join('-').toLowerCase()}`;
}

/** The modern official lists (Main and Extra Deck), passcodes only, checked by the ydk reader. */
function buildModernDecks(refDir: string): { id: string; text: string }[] {
  const dir = join(refDir, 'decks', 'modern');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.endsWith('.ydk')).sort().map((file) => {
    const parsed = parseYdk(readFileSync(join(dir, file), 'utf8'));
    if (!parsed.ok) throw new Error(`${file}: ${parsed.problems.map((p) => p.message).join('; ')}`);
    const title = file.replace(/\.ydk$/, '').split('_').slice(1).join(' ');
    const lines = [
      `# ${title}, the official list (derived by npm run build:cards)`,
      '#main', ...parsed.deck.main.map(String),
      '#extra', ...parsed.deck.extra.map(String),
      '!side', ...parsed.deck.side.map(String),
    ];
    return { id: modernDeckId(file), text: lines.join('\n') + '\n' };
  });
}

/** Through a temporary file and a rename, so a data file is never half-written. */
function writeAtomically(path: string, text: string): void {
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, path);
}

function refDirFrom(argv: readonly string[]): string {
  const at = argv.indexOf('--ref');
  const given = at >= 0 ? argv[at + 1] : process.env.DUEL_REF_DIR;
  return resolve(given ?? join(ROOT, '..', 'shared', 'ref'));
}

function main(): void {
  const refDir = refDirFrom(process.argv.slice(2));
  if (!existsSync(join(refDir, 'cards.tsv'))) {
    throw new Error(`No cards.tsv in ${refDir}; pass --ref DIR (or set DUEL_REF_DIR) to the reference folder.`);
  }
  const facts = buildFacts(refDir);
  writeAtomically(join(ROOT, 'data', 'cards', 'facts.tsv'), facts.text);
  writeAtomically(join(ROOT, 'data', 'cards', 'aliases.tsv'), buildAliases(refDir, facts.passcodes));
  const decks = [...buildStructureDecks(refDir), ...buildModernDecks(refDir)];
  for (const deck of decks) writeAtomically(join(ROOT, 'data', 'decks', `${deck.id}.ydk`), deck.text);
  mkdirSync(join(ROOT, 'data', 'formats'), { recursive: true });
  writeAtomically(join(ROOT, 'data', 'formats', 'goat.json'), buildGoatPool(refDir, facts.passcodes));
  console.log(`Wrote ${facts.passcodes.size} cards, the aliases, the GOAT pool and ${decks.length} Structure and modern decks (${decks.map((d) => d.id).join(', ')}).`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
