/**
 * Turning request fields into what a session needs: a deck (whatever resolveDeck in
 * src/cards/deckResolve.ts reads: a deck id from data/decks, a built-in deck by name such
 * as "Zombie Madness" or "Kaiba's Starter Deck", `.ydk` text or a `ydke://` URL; checked
 * against the format's deck rules and refused naming each card that is a problem, or
 * played with unscripted cards as vanilla stats when asked) and a persona (`default`, a
 * saved persona id, a character card object, or a PNG character card in base64).
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CardDb } from '../cards/cardDb.js';
import { resolveDeck as resolveDeckInput } from '../cards/deckResolve.js';
import type { VanillaCard } from '../cards/deckReport.js';
import type { FormatId } from '../engine/format.js';
import type { DeckList } from '../engine/types.js';
import { importPersona, loadDefaultPersona, personaFromCard, PERSONA_MAX_FILE_BYTES, type Persona } from '../llm/persona.js';
import type { DuelStore } from '../store/store.js';
import { ApiError, badRequest } from './errors.js';
import { capProblems, checkJsonDepth, MAX_PERSONA_DEPTH } from './jsonLimits.js';

export const DECK_DIR = fileURLToPath(new URL('../../data/decks/', import.meta.url));

/** Deck names in data/decks (without `.ydk`). */
export function deckNames(): string[] {
  return readdirSync(DECK_DIR)
    .filter((f) => f.endsWith('.ydk'))
    .map((f) => f.slice(0, -4))
    .sort();
}

export interface ResolvedDeck {
  deck: DeckList;
  /** The deck id in data/decks, when the field named one (by id or by a name like "Blue-Eyes"). */
  name: string | null;
  source: 'named' | 'ydk' | 'ydke';
  /** The cards that play as vanilla stats (only with the vanilla option); empty otherwise. */
  vanilla: VanillaCard[];
}

/** "Sangan (26202165) x2" */
const cardList = (cards: readonly VanillaCard[]): string => cards.map((c) => `${c.name} (${c.passcode})${c.copies > 1 ? ` x${c.copies}` : ''}`).join(', ');

/**
 * A deck from a request field; throws ApiError 400 naming every problem: UNKNOWN_DECK
 * with the closest built-in decks, INVALID_DECK for deck-rule problems or unreadable
 * text, UNSCRIPTED_CARDS (the cards listed in `details`) when the deck plays only with
 * the vanilla option and `vanilla` was not asked for.
 */
export function resolveDeck(input: string, format: FormatId, db: CardDb, field: string, options: { vanilla?: boolean } = {}): ResolvedDeck {
  const vanilla = options.vanilla === true;
  const r = resolveDeckInput(input, { format, vanilla, db });
  if (r.ok && r.deck) {
    return { deck: r.deck, name: r.deckId, source: r.deckId ? 'named' : r.source === 'ydke' ? 'ydke' : 'ydk', vanilla: vanilla ? (r.report?.vanillaCards ?? []) : [] };
  }
  if (!r.report && r.readProblems.length === 0) {
    const closest = r.suggestions.map((m) => ({ id: m.deck.id, title: m.deck.title }));
    throw badRequest(
      'UNKNOWN_DECK',
      `${field}: there is no deck called "${input.trim().slice(0, 100)}". The closest built-in decks: ${closest.map((d) => `${d.title} (${d.id})`).join('; ')}. Or send .ydk text or a ydke:// URL.`,
      { suggestions: closest },
    );
  }
  if (r.report && r.report.playableWithVanilla) {
    const cards = r.report.vanillaCards;
    throw badRequest(
      'UNSCRIPTED_CARDS',
      `${field}: ${r.report.vanilla} card${r.report.vanilla === 1 ? ' is' : 's are'} not playable yet (effects not scripted): ${cardList(cards)}. With the vanilla option ("vanilla": true) they play as their stats (their effects do nothing, the board marks them); or pick a deck that plays as printed.`,
      cards,
    );
  }
  // A huge deck can have thousands of problems: list the first ones and count the rest.
  const problems = r.report ? r.report.problems : r.readProblems;
  const more = r.report?.moreProblems ?? 0;
  const { listed, more: cut } = capProblems(problems);
  const notListed = more + cut;
  const note = notListed > 0 ? ` (and ${notListed} more problem${notListed === 1 ? '' : 's'} not listed)` : '';
  throw badRequest(
    'INVALID_DECK',
    `${field} cannot be used for ${format} play: ${listed.map((p) => p.message).join(' ')}${note}`,
    listed.map((p) => ({ code: p.code, rule: p.rule, message: p.message, ...(p.cardName ? { card: p.cardName } : {}) })),
  );
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
  // Its own limit, below the body's: a card inside a PNG was parsed here, not by the body parser,
  // and an export wraps the persona a few levels deeper, which must still import.
  checkJsonDepth(result.persona, 'persona', MAX_PERSONA_DEPTH);
  return { persona: result.persona, id: store.savePersona(result.persona) };
}
