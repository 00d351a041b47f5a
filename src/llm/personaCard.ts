/**
 * Character cards (V1, V2, V3) read into a Persona: the types, the limits, the schemas
 * and the mapping, and JSON import. Import never throws on user input: a broken card
 * comes back as `{ ok: false, code, error }` naming what is wrong. Fields we do not map
 * are kept in `extra` so an export can write them back.
 */
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

export function failure(code: PersonaErrorCode, error: string, fieldPath?: string): PersonaFailure {
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

export function isPlainObject(value: unknown): value is PlainObject {
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

export function tooLarge(bytes: number): PersonaFailure {
  const mb = (bytes / (1024 * 1024)).toFixed(1);
  return failure('too-large', `the file is ${mb} MB (${bytes} bytes); the limit for a persona file is 5 MB`);
}

export function parseCardJson(jsonText: string, what: string, format: PersonaFormat): PersonaResult {
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
