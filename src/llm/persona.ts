/**
 * Personas: the character the bot plays in the chat. A persona changes how the bot
 * talks, never what is legal; the rules engine stays the only authority on the game.
 *
 * Users bring role-play "character cards" in the formats the community already uses:
 *
 * - Character Card V1: a flat JSON object (`name`, `description`, `personality`,
 *   `scenario`, `first_mes`, `mes_example`).
 * - Character Card V2: `{ spec: 'chara_card_v2', spec_version: '2.0', data: {...} }`.
 * - Character Card V3: `{ spec: 'chara_card_v3', spec_version: '3.0', data: {...} }`,
 *   a superset of V2 (`nickname`, `assets`, `group_only_greetings`, ...).
 *
 * Each comes as a JSON file or as a PNG image whose `tEXt` chunk holds the card as
 * base64-encoded UTF-8 JSON: keyword `chara` for V1/V2, `ccv3` for V3. When a PNG has
 * both, `ccv3` wins.
 *
 * Import never throws on user input: a broken card comes back as
 * `{ ok: false, code, error }` naming what is wrong. Text is stored raw, with its
 * `{{char}}`/`{{user}}` placeholders; `renderPersonaText` fills them in when a prompt
 * is built. Every field we do not map is kept in `extra` so `exportPersonaV2` can
 * write it back.
 *
 * PNG chunks are read by a small reader in this file (signature, chunk framing, CRC-32
 * via `node:zlib`), not by a package: see `readPngTextChunks`.
 */
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import { z } from 'zod';

// ---------------------------------------------------------------------------------
// Types and limits

export const PERSONA_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const PERSONA_MAX_TEXT_CHARS = 100_000;

export type PersonaSpec = 'v1' | 'v2' | 'v3';
export type PersonaFormat = 'json' | 'png';

export interface Persona {
  name: string;
  description: string;
  personality: string;
  scenario: string;
  /** `first_mes`: the greeting that opens the chat. */
  firstMessage: string;
  /** `mes_example`: example dialogue, usually blocks starting with `<START>`. */
  exampleMessages: string;
  systemPrompt: string;
  postHistoryInstructions: string;
  alternateGreetings: string[];
  source: { spec: PersonaSpec; format: PersonaFormat };
  /**
   * Everything the card holds that is not mapped above, kept for export: unknown and
   * unmapped keys of the card's fields (`tags`, `creator`, `creator_notes`,
   * `character_version`, `extensions`, `character_book`, V3's `nickname`, `assets`,
   * `group_only_greetings`, ... and any key we have never heard of). Keys that sat
   * beside `data` at the top of a V2/V3 card (other than `spec`, `spec_version`,
   * `data` and the V1 mirror fields) are kept under `extra[ROOT_EXTRA_KEY]`.
   * Empty `tags`/`creator`/`creator_notes`/`character_version`/`extensions` and a null
   * `character_book` are not stored: the V2 export writes the empty defaults back.
   */
  extra: Record<string, unknown>;
}

/** Key in `Persona.extra` for unknown keys found next to `data` in a V2/V3 card. */
export const ROOT_EXTRA_KEY = '$root';

export type PersonaErrorCode =
  | 'too-large'
  | 'not-png'
  | 'png-damaged'
  | 'no-card-chunk'
  | 'bad-base64'
  | 'bad-json'
  | 'not-a-card'
  | 'missing-name'
  | 'wrong-spec'
  | 'wrong-type'
  | 'text-too-long'
  | 'unreadable';

export interface PersonaFailure {
  ok: false;
  code: PersonaErrorCode;
  /** What is wrong, in a sentence a user can act on. */
  error: string;
  /** For field problems: where, e.g. `data.alternate_greetings[1]`. */
  path?: string;
}

export type PersonaResult = { ok: true; persona: Persona } | PersonaFailure;

/** The card `exportPersonaV2` writes. Unknown keys ride along in `data` and at the top. */
export interface CharacterCardV2Data {
  name: string;
  description: string;
  personality: string;
  scenario: string;
  first_mes: string;
  mes_example: string;
  creator_notes: string;
  system_prompt: string;
  post_history_instructions: string;
  alternate_greetings: string[];
  tags: string[];
  creator: string;
  character_version: string;
  extensions: Record<string, unknown>;
  [key: string]: unknown;
}

export interface CharacterCardV2 {
  spec: 'chara_card_v2';
  spec_version: '2.0';
  data: CharacterCardV2Data;
  [key: string]: unknown;
}

export interface PngTextChunk {
  keyword: string;
  text: string;
}

function failure(code: PersonaErrorCode, error: string, fieldPath?: string): PersonaFailure {
  return fieldPath === undefined ? { ok: false, code, error } : { ok: false, code, error, path: fieldPath };
}

// ---------------------------------------------------------------------------------
// Card schemas (zod). The same field rules serve V1 (flat) and V2/V3 (under `data`),
// because whatever we import we must be able to export as a valid V2 card.

const text = z.string().max(PERSONA_MAX_TEXT_CHARS);
const textList = z.array(text);

const cardFieldsShape = {
  name: text,
  description: text.optional(),
  personality: text.optional(),
  scenario: text.optional(),
  first_mes: text.optional(),
  mes_example: text.optional(),
  system_prompt: text.optional(),
  post_history_instructions: text.optional(),
  alternate_greetings: textList.optional(),
  creator_notes: z.string().optional(),
  tags: z.array(z.string()).optional(),
  creator: z.string().optional(),
  character_version: z.string().optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
  character_book: z.record(z.string(), z.unknown()).nullable().optional(),
};

const CardFieldsSchema = z.looseObject(cardFieldsShape);

const V3FieldsSchema = z.looseObject({
  ...cardFieldsShape,
  nickname: z.string().optional(),
  creator_notes_multilingual: z.record(z.string(), z.string()).optional(),
  source: z.array(z.string()).optional(),
  group_only_greetings: textList.optional(),
  assets: z
    .array(z.looseObject({ type: z.string(), uri: z.string(), name: z.string(), ext: z.string() }))
    .optional(),
  creation_date: z.number().optional(),
  modification_date: z.number().optional(),
});

const WrapperSchema = z.looseObject({ spec_version: z.string().optional() });

/** Card keys that become `Persona` fields. */
const MAPPED_KEYS = [
  'name',
  'description',
  'personality',
  'scenario',
  'first_mes',
  'mes_example',
  'system_prompt',
  'post_history_instructions',
  'alternate_greetings',
] as const;

/** V1 fields that V2/V3 writers often mirror beside `data`; `data` is the truth. */
const V1_MIRROR_KEYS = ['name', 'description', 'personality', 'scenario', 'first_mes', 'mes_example'];

type PlainObject = Record<string, unknown>;

function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function joinPath(prefix: string, segments: readonly PropertyKey[]): string {
  let out = prefix;
  for (const s of segments) {
    if (typeof s === 'number') out += `[${s}]`;
    else out += out === '' ? String(s) : `.${String(s)}`;
  }
  return out;
}

function valueAt(root: unknown, segments: readonly PropertyKey[]): unknown {
  let v: unknown = root;
  for (const s of segments) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<PropertyKey, unknown>)[s];
  }
  return v;
}

function issueFailure(issues: readonly z.core.$ZodIssue[], input: unknown, prefix: string): PersonaFailure {
  const first = issues[0];
  if (first === undefined) return failure('not-a-card', 'the card did not validate');
  const where = joinPath(prefix, first.path);
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
  const actual = valueAt(input, first.path);
  if (first.code === 'too_big' && typeof actual === 'string') {
    return failure(
      'text-too-long',
      `${where} is ${actual.length} characters long; the limit is ${PERSONA_MAX_TEXT_CHARS} characters${more}`,
      where,
    );
  }
  if (first.code === 'invalid_type') {
    return failure(
      'wrong-type',
      `${where} has the wrong type: expected ${first.expected}, got ${describeValue(actual)}${more}`,
      where,
    );
  }
  return failure('wrong-type', `${where} is not valid: ${first.message}${more}`, where);
}

function checkName(fields: PlainObject, where: string, hint = ''): PersonaFailure | null {
  const name = fields.name;
  if (name === undefined || name === null) return failure('missing-name', `the card has no name (${where} is missing)${hint}`, where);
  if (typeof name === 'string' && name.trim() === '') {
    return failure('missing-name', `the card has no name (${where} is empty)`, where);
  }
  return null;
}

/** Empty values of the V2 fields the export always writes; not worth storing. */
function isDroppableDefault(key: string, value: unknown): boolean {
  switch (key) {
    case 'creator_notes':
    case 'creator':
    case 'character_version':
      return value === '';
    case 'tags':
      return Array.isArray(value) && value.length === 0;
    case 'extensions':
      return isPlainObject(value) && Object.keys(value).length === 0;
    case 'character_book':
      return value === null;
    default:
      return false;
  }
}

function buildPersona(
  fields: PlainObject,
  root: PlainObject | null,
  spec: PersonaSpec,
  format: PersonaFormat,
): Persona {
  const str = (key: string): string => {
    const v = fields[key];
    return typeof v === 'string' ? v : '';
  };
  const greetings = fields.alternate_greetings;
  const extra: Record<string, unknown> = {};
  const mapped = new Set<string>(MAPPED_KEYS);
  for (const [key, value] of Object.entries(fields)) {
    if (mapped.has(key) || value === undefined || isDroppableDefault(key, value)) continue;
    extra[key] = value;
  }
  if (root !== null) {
    const skip = new Set(['spec', 'spec_version', 'data', ...V1_MIRROR_KEYS]);
    const kept: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(root)) {
      if (!skip.has(key) && value !== undefined) kept[key] = value;
    }
    if (Object.keys(kept).length > 0) extra[ROOT_EXTRA_KEY] = kept;
  }
  return {
    name: str('name'),
    description: str('description'),
    personality: str('personality'),
    scenario: str('scenario'),
    firstMessage: str('first_mes'),
    exampleMessages: str('mes_example'),
    systemPrompt: str('system_prompt'),
    postHistoryInstructions: str('post_history_instructions'),
    alternateGreetings: Array.isArray(greetings) ? greetings.filter((g): g is string => typeof g === 'string') : [],
    source: { spec, format },
    extra,
  };
}

/**
 * Validates an already-parsed card object (V1, V2 or V3) and normalises it.
 * `format` only records where the card came from.
 */
export function personaFromCard(card: unknown, format: PersonaFormat = 'json'): PersonaResult {
  if (!isPlainObject(card)) {
    return failure('not-a-card', `a character card must be a JSON object, but this is ${describeValue(card)}`);
  }
  if (card.spec !== undefined) {
    let spec: PersonaSpec;
    if (card.spec === 'chara_card_v2') spec = 'v2';
    else if (card.spec === 'chara_card_v3') spec = 'v3';
    else {
      return failure(
        'wrong-spec',
        `unsupported card spec ${JSON.stringify(card.spec)}: expected "chara_card_v2", "chara_card_v3", or a V1 card without a spec field`,
        'spec',
      );
    }
    const wrapper = WrapperSchema.safeParse(card);
    if (!wrapper.success) return issueFailure(wrapper.error.issues, card, '');
    const data = card.data;
    if (!isPlainObject(data)) {
      return failure(
        'wrong-type',
        `data has the wrong type: a ${card.spec} card keeps its fields in a "data" object, got ${describeValue(data)}`,
        'data',
      );
    }
    const nameProblem = checkName(data, 'data.name');
    if (nameProblem) return nameProblem;
    const parsed = (spec === 'v3' ? V3FieldsSchema : CardFieldsSchema).safeParse(data);
    if (!parsed.success) return issueFailure(parsed.error.issues, data, 'data');
    return { ok: true, persona: buildPersona(data, card, spec, format) };
  }
  const hint = isPlainObject(card.data) ? ' (it has a "data" object: is it a V2/V3 card missing its "spec" field?)' : '';
  const nameProblem = checkName(card, 'name', hint);
  if (nameProblem) return nameProblem;
  const parsed = CardFieldsSchema.safeParse(card);
  if (!parsed.success) return issueFailure(parsed.error.issues, card, '');
  return { ok: true, persona: buildPersona(card, null, 'v1', format) };
}

// ---------------------------------------------------------------------------------
// JSON

function tooLarge(bytes: number): PersonaFailure {
  const mb = (bytes / (1024 * 1024)).toFixed(1);
  return failure('too-large', `the file is ${mb} MB (${bytes} bytes); the limit for a persona file is 5 MB`);
}

function parseCardJson(jsonText: string, what: string, format: PersonaFormat): PersonaResult {
  let value: unknown;
  try {
    value = JSON.parse(jsonText.replace(/^\uFEFF/, ''));
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    return failure('bad-json', `${what} is not valid JSON: ${reason}`);
  }
  return personaFromCard(value, format);
}

/** Imports a card from JSON text. */
export function importPersonaJson(jsonText: string): PersonaResult {
  const bytes = Buffer.byteLength(jsonText, 'utf8');
  if (bytes > PERSONA_MAX_FILE_BYTES) return tooLarge(bytes);
  return parseCardJson(jsonText, 'the card', 'json');
}

// ---------------------------------------------------------------------------------
// PNG

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function hasPngSignature(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b);
}

function hex(n: number): string {
  return `0x${n.toString(16).padStart(8, '0')}`;
}

/**
 * Walks a PNG's chunks, checking framing and every chunk's CRC-32, and returns its
 * `tEXt` chunks (keyword and Latin-1 text). The image data itself is not decoded.
 */
export function readPngTextChunks(bytes: Uint8Array): { ok: true; chunks: PngTextChunk[] } | PersonaFailure {
  if (!hasPngSignature(bytes)) {
    return failure('not-png', 'not a PNG image: the file does not start with the PNG signature');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: PngTextChunk[] = [];
  let offset = 8;
  let index = 0;
  while (offset < bytes.length) {
    if (bytes.length - offset < 12) {
      return failure('png-damaged', `damaged PNG: the file ends inside a chunk header at byte ${offset}`);
    }
    const length = view.getUint32(offset);
    const type = Buffer.from(bytes.subarray(offset + 4, offset + 8)).toString('latin1');
    if (!/^[A-Za-z]{4}$/.test(type)) {
      return failure('png-damaged', `damaged PNG: the chunk at byte ${offset} has an invalid type ${JSON.stringify(type)}`);
    }
    const available = bytes.length - offset - 12;
    if (length > 0x7fffffff || length > available) {
      return failure(
        'png-damaged',
        `damaged PNG: chunk "${type}" at byte ${offset} claims ${length} bytes of data but only ${Math.max(available, 0)} remain (truncated file?)`,
      );
    }
    if (index === 0 && type !== 'IHDR') {
      return failure('png-damaged', `damaged PNG: the first chunk must be IHDR, found "${type}"`);
    }
    const stored = view.getUint32(offset + 8 + length);
    const computed = crc32(bytes.subarray(offset + 4, offset + 8 + length)) >>> 0;
    if (stored !== computed) {
      return failure(
        'png-damaged',
        `damaged PNG: CRC mismatch in chunk "${type}" at byte ${offset} (stored ${hex(stored)}, computed ${hex(computed)})`,
      );
    }
    if (type === 'tEXt') {
      const body = bytes.subarray(offset + 8, offset + 8 + length);
      const nul = body.indexOf(0);
      if (nul < 1 || nul > 79) {
        return failure('png-damaged', `damaged PNG: the tEXt chunk at byte ${offset} has no valid keyword`);
      }
      chunks.push({
        keyword: Buffer.from(body.subarray(0, nul)).toString('latin1'),
        text: Buffer.from(body.subarray(nul + 1)).toString('latin1'),
      });
    }
    offset += 12 + length;
    index += 1;
    if (type === 'IEND') return { ok: true, chunks };
  }
  return failure('png-damaged', 'damaged PNG: the file ends without an IEND chunk (truncated file?)');
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function decodeBase64Utf8(value: string, keyword: string): { ok: true; text: string } | PersonaFailure {
  const compact = value.replace(/\s+/g, '');
  const what = `the "${keyword}" chunk`;
  if (compact === '') return failure('bad-base64', `${what} is empty`);
  if (!BASE64.test(compact)) {
    const bad = /[^A-Za-z0-9+/=]/.exec(compact);
    const detail = bad ? `character ${JSON.stringify(bad[0])} at position ${bad.index}` : 'misplaced "=" padding';
    return failure('bad-base64', `${what} is not valid base64: ${detail}`);
  }
  if (compact.length % 4 === 1 || (compact.includes('=') && compact.length % 4 !== 0)) {
    return failure('bad-base64', `${what} is not valid base64: its length (${compact.length}) is impossible`);
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(compact, 'base64'));
    return { ok: true, text };
  } catch {
    return failure('bad-base64', `${what} decodes from base64 to bytes that are not UTF-8 text`);
  }
}

/** Imports a card embedded in a PNG (`ccv3` preferred over `chara`). */
export function importPersonaPng(bytes: Uint8Array): PersonaResult {
  if (bytes.length > PERSONA_MAX_FILE_BYTES) return tooLarge(bytes.length);
  const read = readPngTextChunks(bytes);
  if (!read.ok) return read;
  const find = (keyword: string) => read.chunks.find((c) => c.keyword.toLowerCase() === keyword);
  const chunk = find('ccv3') ?? find('chara');
  if (!chunk) {
    const seen = read.chunks.map((c) => `"${c.keyword}"`).join(', ');
    return failure(
      'no-card-chunk',
      `this PNG holds no character card: no tEXt chunk named "chara" or "ccv3"${seen ? ` (tEXt chunks found: ${seen})` : ''}`,
    );
  }
  const decoded = decodeBase64Utf8(chunk.text, chunk.keyword);
  if (!decoded.ok) return decoded;
  return parseCardJson(decoded.text, `the "${chunk.keyword}" chunk`, 'png');
}

// ---------------------------------------------------------------------------------
// Any input

/**
 * Imports a card from a file's bytes (PNG or JSON, detected from the content unless
 * `format` says which) or from JSON text.
 */
export function importPersona(input: Uint8Array | string, options: { format?: PersonaFormat } = {}): PersonaResult {
  if (typeof input === 'string') return importPersonaJson(input);
  if (input.length > PERSONA_MAX_FILE_BYTES) return tooLarge(input.length);
  const format = options.format ?? (hasPngSignature(input) ? 'png' : undefined);
  if (format === 'png') return importPersonaPng(input);
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(input);
  } catch {
    return failure('not-a-card', 'the file is neither a PNG image nor UTF-8 JSON text');
  }
  if (format === undefined && !/^\uFEFF?\s*[{[]/.test(decoded)) {
    return failure('not-a-card', 'the file is neither a PNG image nor a JSON character card');
  }
  return parseCardJson(decoded, 'the card', 'json');
}

/** Reads and imports a card file; `.png` and `.json` extensions fix the format. */
export async function importPersonaFile(filePath: string): Promise<PersonaResult> {
  try {
    const info = await stat(filePath);
    if (!info.isFile()) return failure('unreadable', `${filePath} is not a file`);
    if (info.size > PERSONA_MAX_FILE_BYTES) return tooLarge(info.size);
    const bytes = await readFile(filePath);
    const ext = path.extname(filePath).toLowerCase();
    const format: PersonaFormat | undefined = ext === '.png' ? 'png' : ext === '.json' ? 'json' : undefined;
    return format === undefined ? importPersona(bytes) : importPersona(bytes, { format });
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    return failure('unreadable', `cannot read ${filePath}: ${reason}`);
  }
}

// ---------------------------------------------------------------------------------
// Export

/**
 * Writes a persona as a Character Card V2 object (serialise with `JSON.stringify`).
 * Unknown keys come back where they were found; importing the result gives the same
 * persona, except that `source` then says `{ spec: 'v2', format: 'json' }`.
 */
export function exportPersonaV2(persona: Persona): CharacterCardV2 {
  const { [ROOT_EXTRA_KEY]: rootExtra, ...dataExtra } = persona.extra;
  const pick = <T>(key: string, ok: (v: unknown) => v is T, fallback: T): T => {
    const v = dataExtra[key];
    return ok(v) ? v : fallback;
  };
  const isString = (v: unknown): v is string => typeof v === 'string';
  const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);
  const data: CharacterCardV2Data = {
    ...dataExtra,
    name: persona.name,
    description: persona.description,
    personality: persona.personality,
    scenario: persona.scenario,
    first_mes: persona.firstMessage,
    mes_example: persona.exampleMessages,
    creator_notes: pick('creator_notes', isString, ''),
    system_prompt: persona.systemPrompt,
    post_history_instructions: persona.postHistoryInstructions,
    alternate_greetings: [...persona.alternateGreetings],
    tags: pick('tags', isStringList, []),
    creator: pick('creator', isString, ''),
    character_version: pick('character_version', isString, ''),
    extensions: pick('extensions', isPlainObject, {}),
  };
  return {
    ...(isPlainObject(rootExtra) ? rootExtra : {}),
    spec: 'chara_card_v2',
    spec_version: '2.0',
    data,
  };
}

// ---------------------------------------------------------------------------------
// Rendering

const PLACEHOLDER = /\{\{\s*(char|user)\s*\}\}|<(bot|char|user)>/gi;

/**
 * Fills in `{{char}}`/`{{user}}` (any case, spaces inside the braces allowed) and the
 * V1-style `<BOT>`/`<CHAR>`/`<USER>`. Names are inserted literally.
 */
export function renderPersonaText(textToRender: string, names: { char: string; user: string }): string {
  return textToRender.replace(PLACEHOLDER, (_match, braced: string | undefined, angled: string | undefined) =>
    (braced ?? angled ?? '').toLowerCase() === 'user' ? names.user : names.char,
  );
}

/** The name `{{char}}` stands for: a V3 `nickname` when the card has one, else `name`. */
export function personaCharName(persona: Persona): string {
  const nickname = persona.extra.nickname;
  return typeof nickname === 'string' && nickname.trim() !== '' ? nickname : persona.name;
}

export type RenderedPersona = Omit<Persona, 'source' | 'extra'>;

/** Every text field rendered, ready for a prompt. `char` defaults to `personaCharName`. */
export function renderPersona(persona: Persona, names: { user: string; char?: string }): RenderedPersona {
  const n = { char: names.char ?? personaCharName(persona), user: names.user };
  const r = (t: string) => renderPersonaText(t, n);
  return {
    name: persona.name,
    description: r(persona.description),
    personality: r(persona.personality),
    scenario: r(persona.scenario),
    firstMessage: r(persona.firstMessage),
    exampleMessages: r(persona.exampleMessages),
    systemPrompt: r(persona.systemPrompt),
    postHistoryInstructions: r(persona.postHistoryInstructions),
    alternateGreetings: persona.alternateGreetings.map(r),
  };
}

// ---------------------------------------------------------------------------------
// Default persona

export const DEFAULT_PERSONA_PATH = fileURLToPath(new URL('../../data/personas/default.json', import.meta.url));

/** Loads data/personas/default.json (ours, so a broken file is a bug: it throws). */
export function loadDefaultPersona(filePath: string = DEFAULT_PERSONA_PATH): Persona {
  const result = importPersona(readFileSync(filePath), { format: 'json' });
  if (!result.ok) throw new Error(`${filePath}: ${result.error}`);
  return result.persona;
}
