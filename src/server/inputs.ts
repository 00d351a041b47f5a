/**
 * Turning request fields into what a session needs: a deck (a deck name from data/decks,
 * `.ydk` text or a `ydke://` URL, checked against the format's deck rules and refused by
 * name when it holds a card the engine cannot play yet) and a persona (`default`, a
 * saved persona id, a character card object, or a PNG character card in base64).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CardDb } from '../cards/cardDb.js';
import { loadDeckTextForFormat } from '../cards/deckValidation.js';
import { describeUnscripted, unscriptedCards } from '../cards/playable.js';
import type { FormatId } from '../engine/format.js';
import type { DeckList } from '../engine/types.js';
import { importPersona, loadDefaultPersona, personaFromCard, PERSONA_MAX_FILE_BYTES, type Persona } from '../llm/persona.js';
import type { DuelStore } from '../store/store.js';
import { ApiError, badRequest } from './errors.js';
import { capProblems, checkJsonDepth } from './jsonLimits.js';

export const DECK_DIR = fileURLToPath(new URL('../../data/decks/', import.meta.url));
const DECK_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

/** Deck names in data/decks (without `.ydk`). */
export function deckNames(): string[] {
  return readdirSync(DECK_DIR)
    .filter((f) => f.endsWith('.ydk'))
    .map((f) => f.slice(0, -4))
    .sort();
}

export interface ResolvedDeck {
  deck: DeckList;
  name: string | null;
  source: 'named' | 'ydk' | 'ydke';
}

/** A deck from a request field; throws ApiError 400 with every problem listed. */
export function resolveDeck(input: string, format: FormatId, db: CardDb, field: string): ResolvedDeck {
  const trimmed = input.trim();
  let text = trimmed;
  let name: string | null = null;
  if (DECK_NAME.test(trimmed)) {
    const path = resolve(DECK_DIR, `${trimmed}.ydk`);
    if (!existsSync(path)) {
      throw badRequest('UNKNOWN_DECK', `${field}: there is no deck named "${trimmed}". Known decks: ${deckNames().join(', ')}; or send .ydk text or a ydke:// URL.`);
    }
    text = readFileSync(path, 'utf8');
    name = trimmed;
  }
  const loaded = loadDeckTextForFormat(text, db, format);
  if (!loaded.ok || !loaded.deck) {
    // A huge deck can have thousands of problems: list the first ones and count the rest.
    const { listed, note } = capProblems(loaded.problems);
    throw badRequest(
      'INVALID_DECK',
      `${field} cannot be used for ${format} play: ${listed.map((p) => p.message).join(' ')}${note}`,
      listed.map((p) => ({ code: p.code, rule: p.rule, message: p.message, ...(p.cardName ? { card: p.cardName } : {}) })),
    );
  }
  const deck: DeckList = { main: loaded.deck.main, extra: loaded.deck.extra };
  const unscripted = unscriptedCards(deck, db);
  if (unscripted.length > 0) {
    throw badRequest('UNSCRIPTED_CARDS', `${field}: ${describeUnscripted(unscripted)} The normals-* decks are fully playable.`, unscripted);
  }
  return { deck, name, source: name ? 'named' : loaded.notation };
}

let defaultPersona: Persona | undefined;
export function defaultPersonaOnce(): Persona {
  defaultPersona ??= loadDefaultPersona();
  return defaultPersona;
}

export type PersonaInput = string | { png: string } | Record<string, unknown>;

/**
 * A persona from a request field; an uploaded one is saved (its id comes back). A saved
 * persona belongs to whoever uploaded it: its id is usable only with the token of a session
 * created with it (`ownerTokenHashes`, the hashes of the tokens the request presents), and
 * anyone else is told, as for an unknown id, that there is no such persona.
 */
export function resolvePersona(input: PersonaInput, store: DuelStore, ownerTokenHashes: readonly string[]): { persona: Persona; id: string | null } {
  if (typeof input === 'string') {
    if (input === 'default') return { persona: defaultPersonaOnce(), id: null };
    const saved = store.personaOwnedBy(input, ownerTokenHashes) ? store.getPersona(input) : undefined;
    if (!saved) {
      throw badRequest(
        'UNKNOWN_PERSONA',
        `persona: there is no saved persona "${input}" for the tokens sent; send "default", a character card, or a saved persona id with the token of a session made with it ("Authorization: Bearer <token>").`,
      );
    }
    return { persona: saved, id: input };
  }
  let result;
  if (typeof input.png === 'string' && Object.keys(input).length === 1) {
    const b64 = input.png.replace(/^data:image\/png;base64,/, '').replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64)) throw badRequest('BAD_PERSONA', 'persona.png is not base64 text.');
    const bytes = Buffer.from(b64, 'base64');
    if (bytes.length > PERSONA_MAX_FILE_BYTES) {
      throw new ApiError(413, 'PERSONA_TOO_LARGE', `persona.png is ${bytes.length} bytes; a character card image may be at most ${PERSONA_MAX_FILE_BYTES} bytes.`);
    }
    result = importPersona(new Uint8Array(bytes), { format: 'png' });
  } else {
    result = personaFromCard(input, 'json');
  }
  if (!result.ok) {
    if (result.code === 'too-large') throw new ApiError(413, 'PERSONA_TOO_LARGE', `persona: ${result.error}`);
    throw badRequest('BAD_PERSONA', `persona: ${result.error}`, { code: result.code, ...(result.path ? { path: result.path } : {}) });
  }
  // A card inside a PNG was parsed here, not by the body parser: check its depth before storing.
  checkJsonDepth(result.persona, 'persona');
  return { persona: result.persona, id: store.savePersona(result.persona) };
}
