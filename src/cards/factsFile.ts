/**
 * Reads data/cards/facts.tsv and data/cards/aliases.tsv (see factsFormat.ts): the printed
 * facts of every card and the other ids decks may use for them. The files are read once,
 * on first use, so a process that only plays scripted cards never pays for them.
 * Bad data here is a bug in the repository, so reading throws, naming file and line.
 */
import { readFileSync } from 'node:fs';
import {
  ALIAS_COLUMNS, ALIAS_KINDS, ARROW_CODES, FACTS_COLUMNS, FRAMES, STATUS_CODES,
  type AliasKind, type ArrowCode, type CardStatus, type StatusCode,
} from './factsFormat.js';
import type { Attribute, CardFacts, Frame } from './types.js';

export interface CardAlias {
  /** The id a deck may list. */
  id: number;
  /** The card of facts.tsv it stands for. */
  passcode: number;
  kind: AliasKind;
}

/**
 * Every card's facts. A row is parsed the first time its card is asked for: reading the
 * whole file into objects would cost a noticeable pause at the first deck check.
 */
export interface FactsTable {
  card(passcode: number): CardFacts | undefined;
  has(passcode: number): boolean;
  readonly size: number;
  /** Passcode and name of every card, in file order (cheap: names are indexed up front). */
  names(): Iterable<readonly [number, string]>;
  aliases: ReadonlyMap<number, CardAlias>;
}

const ATTRIBUTES = new Set<string>(['DARK', 'EARTH', 'FIRE', 'LIGHT', 'WATER', 'WIND', 'DIVINE']);
const FACTS_PATH = new URL('../../data/cards/facts.tsv', import.meta.url);
const ALIASES_PATH = new URL('../../data/cards/aliases.tsv', import.meta.url);

/** What a card with no own-words text says about itself. */
export const NORMAL_MONSTER_TEXT = 'A Normal Monster: it has no effect, only its stats.';
export const NOT_PLAYABLE_TEXT = 'Its effects are not written up here yet, and it is not playable yet.';

/** Lines of a data file, without the leading "#" comments, checked against the expected header. */
function dataRows(text: string, columns: readonly string[], source: string): { line: number; fields: string[] }[] {
  const rows = text.split('\n').map((raw, index) => ({ line: index + 1, raw })).filter((r) => r.raw !== '' && !r.raw.startsWith('#'));
  const [header, ...body] = rows;
  if (header?.raw !== columns.join('\t')) throw new Error(`${source}: the header is not "${columns.join(' ')}"`);
  return body.map((r) => ({ line: r.line, fields: r.raw.split('\t') }));
}

function intOrUndefined(text: string | undefined, where: string): number | undefined {
  if (text === undefined || text === '') return undefined;
  if (!/^\d+$/.test(text)) throw new Error(`${where}: "${text}" is not a whole number`);
  return Number(text);
}

/** ATK/DEF: a number, or null for a printed "?". */
function stat(text: string | undefined, where: string): number | null | undefined {
  return text === '?' ? null : intOrUndefined(text, where);
}

function factsFromFields(f: string[], where: string): CardFacts {
  const [passcodeText, name, frameText, subtypes, attribute, race, level, atk, def, scale, arrows, tcg, ocg] = f;
  if (f.length !== FACTS_COLUMNS.length) throw new Error(`${where}: expected ${FACTS_COLUMNS.length} fields, got ${f.length}`);
  const frame = frameText as Frame;
  if (!FRAMES.includes(frame)) throw new Error(`${where}: unknown frame "${frameText}"`);
  if (!name) throw new Error(`${where}: no name`);
  const isMonster = frame !== 'spell' && frame !== 'trap';
  const card: CardFacts = {
    passcode: intOrUndefined(passcodeText, where) ?? 0,
    name,
    frame,
    subtypes: (subtypes ?? '').split('|').filter((s) => s !== ''),
    text: frame === 'normal' ? NORMAL_MONSTER_TEXT : NOT_PLAYABLE_TEXT,
    // A Normal Monster has nothing to script: its facts are all the engine needs.
    scripted: frame === 'normal',
    factsOnly: true,
  };
  if (isMonster) {
    if (!attribute || !ATTRIBUTES.has(attribute)) throw new Error(`${where}: unknown attribute "${attribute}"`);
    card.attribute = attribute as Attribute;
    card.race = race || undefined;
    card.level = intOrUndefined(level, where) ?? 0;
    // `?? 0` would also turn a printed "?" (null) into 0.
    const printedAtk = stat(atk, where);
    card.atk = printedAtk === undefined ? 0 : printedAtk;
    if (frame !== 'link') {
      const printedDef = stat(def, where);
      card.def = printedDef === undefined ? 0 : printedDef;
    }
  }
  const pendulumScale = intOrUndefined(scale, where);
  if (pendulumScale !== undefined) card.scale = pendulumScale;
  if (arrows) card.arrows = arrows.split(',').map((a) => ARROW_CODES[a as ArrowCode] ?? fail(`${where}: unknown arrow "${a}"`));
  const status = { tcg: statusName(tcg, where), ocg: statusName(ocg, where) };
  if (status.tcg || status.ocg) card.status = status;
  return card;
}

function statusName(code: string | undefined, where: string): CardStatus | undefined {
  if (!code) return undefined;
  return STATUS_CODES[code as StatusCode] ?? fail(`${where}: unknown status "${code}"`);
}

function fail(message: string): never {
  throw new Error(message);
}

/** Every row parsed and checked now (for tests and the builder); the loader parses lazily. */
export function parseFacts(text: string, source = 'facts.tsv'): Map<number, CardFacts> {
  const cards = new Map<number, CardFacts>();
  for (const { line, fields } of dataRows(text, FACTS_COLUMNS, source)) {
    const card = factsFromFields(fields, `${source} line ${line}`);
    if (cards.has(card.passcode)) throw new Error(`${source} line ${line}: passcode ${card.passcode} appears twice`);
    cards.set(card.passcode, card);
  }
  return cards;
}

interface RawRow {
  line: number;
  raw: string;
  name: string;
  parsed?: CardFacts;
}

/** Indexes rows by passcode and name without building the cards. */
export function indexFacts(text: string, source = 'facts.tsv', aliasesText?: string): FactsTable {
  const rows = new Map<number, RawRow>();
  const lines = text.split('\n');
  let headerSeen = false;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    if (raw === '' || raw.startsWith('#')) continue;
    if (!headerSeen) {
      if (raw !== FACTS_COLUMNS.join('\t')) throw new Error(`${source}: the header is not "${FACTS_COLUMNS.join(' ')}"`);
      headerSeen = true;
      continue;
    }
    const firstTab = raw.indexOf('\t');
    const passcode = Number(raw.slice(0, firstTab));
    if (!Number.isInteger(passcode) || passcode <= 0) throw new Error(`${source} line ${i + 1}: no passcode`);
    if (rows.has(passcode)) throw new Error(`${source} line ${i + 1}: passcode ${passcode} appears twice`);
    rows.set(passcode, { line: i + 1, raw, name: raw.slice(firstTab + 1, raw.indexOf('\t', firstTab + 1)) });
  }
  const card = (passcode: number): CardFacts | undefined => {
    const row = rows.get(passcode);
    if (!row) return undefined;
    row.parsed ??= factsFromFields(row.raw.split('\t'), `${source} line ${row.line}`);
    return row.parsed;
  };
  const aliases = aliasesText === undefined ? new Map<number, CardAlias>() : parseAliases(aliasesText, rows, 'data/cards/aliases.tsv');
  return {
    card,
    has: (passcode) => rows.has(passcode),
    size: rows.size,
    *names() {
      for (const [passcode, row] of rows) yield [passcode, row.name] as const;
    },
    aliases,
  };
}

export function parseAliases(text: string, cards: { has(passcode: number): boolean }, source = 'aliases.tsv'): Map<number, CardAlias> {
  const aliases = new Map<number, CardAlias>();
  for (const { line, fields } of dataRows(text, ALIAS_COLUMNS, source)) {
    const where = `${source} line ${line}`;
    const [idText, passcodeText, kind] = fields;
    const id = intOrUndefined(idText, where) ?? fail(`${where}: no id`);
    const passcode = intOrUndefined(passcodeText, where) ?? fail(`${where}: no passcode`);
    if (!cards.has(passcode)) throw new Error(`${where}: passcode ${passcode} is not a known card`);
    if (!ALIAS_KINDS.includes(kind as AliasKind)) throw new Error(`${where}: unknown kind "${kind}"`);
    aliases.set(id, { id, passcode, kind: kind as AliasKind });
  }
  return aliases;
}

let table: FactsTable | undefined;

/** The facts of every card, indexed on first call and kept for the life of the process. */
export function factsTable(): FactsTable {
  table ??= indexFacts(readFileSync(FACTS_PATH, 'utf8'), 'data/cards/facts.tsv', readFileSync(ALIASES_PATH, 'utf8'));
  return table;
}
