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
 * The card formats and JSON import are in personaCard.ts, PNG reading in personaPng.ts;
 * this module is the entry point (any input, files, export, rendering, the default).
 */
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  failure,
  importPersonaJson,
  parseCardJson,
  PERSONA_MAX_FILE_BYTES,
  ROOT_EXTRA_KEY,
  isPlainObject,
  tooLarge,
  type CharacterCardV2,
  type CharacterCardV2Data,
  type Persona,
  type PersonaFormat,
  type PersonaResult,
} from './personaCard.js';
import { hasPngSignature, importPersonaPng } from './personaPng.js';

export {
  importPersonaJson,
  personaFromCard,
  PERSONA_MAX_FILE_BYTES,
  PERSONA_MAX_TEXT_CHARS,
  ROOT_EXTRA_KEY,
  type CharacterCardV2,
  type CharacterCardV2Data,
  type Persona,
  type PersonaErrorCode,
  type PersonaFailure,
  type PersonaFormat,
  type PersonaResult,
  type PersonaSpec,
  type PngTextChunk,
} from './personaCard.js';
export { importPersonaPng, readPngTextChunks } from './personaPng.js';

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
