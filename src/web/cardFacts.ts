/**
 * `GET /assets/cards.json?ids=PASSCODE,PASSCODE…`: the printed facts of cards, for the
 * card details on the board (text in our own words, printed stats, type line, and whether
 * the engine runs the card's effects). Facts only, the same for everyone: a player's view
 * already carries the passcode of every card that player may see, nothing else is looked up.
 */
import { z } from 'zod';
import { toCardStatic } from '../cards/catalog.js';
import type { CardFacts } from '../cards/types.js';
import { ApiError } from '../server/errors.js';

/** How the engine plays a card: its effects run, it has none, or they are skipped (vanilla). */
export type CardPlay = 'scripted' | 'normal' | 'vanilla';

export interface CardFactsAnswer {
  passcode: number;
  name: string;
  frame: CardFacts['frame'];
  subtypes: string[];
  attribute: string | null;
  race: string | null;
  level: number | null;
  atk: number | null;
  def: number | null;
  text: string;
  /** The card's wording in a format's era where it differs (goat: April 2005); the board shows it in a duel of that format. */
  formatText?: Partial<Record<string, string>>;
  play: CardPlay;
}

export const MAX_CARD_IDS = 200;

const idsSchema = z
  .string()
  .max(MAX_CARD_IDS * 11)
  .regex(/^\d{1,10}(,\d{1,10})*$/, 'a comma-separated list of passcodes');

/** Reads `ids` from the query string: a 400 naming the problem when it is not a list of passcodes. */
export function parseCardIds(raw: unknown): number[] {
  const parsed = idsSchema.safeParse(raw);
  if (!parsed.success) throw new ApiError(400, 'BAD_CARD_IDS', `ids: ${parsed.error.issues[0]?.message ?? 'invalid'} (up to ${MAX_CARD_IDS}).`);
  const ids = [...new Set(parsed.data.split(',').map(Number))];
  if (ids.length > MAX_CARD_IDS) throw new ApiError(400, 'BAD_CARD_IDS', `ids: at most ${MAX_CARD_IDS} passcodes in one request.`);
  return ids;
}

export function cardFactsAnswer(facts: CardFacts): CardFactsAnswer {
  const play: CardPlay = toCardStatic(facts).noEffects ? 'vanilla' : facts.frame === 'normal' ? 'normal' : 'scripted';
  const monster = facts.frame !== 'spell' && facts.frame !== 'trap';
  return {
    passcode: facts.passcode,
    name: facts.name,
    frame: facts.frame,
    subtypes: facts.subtypes,
    attribute: facts.attribute ?? null,
    race: facts.race ?? null,
    level: monster ? (facts.level ?? null) : null,
    atk: monster ? (facts.atk ?? null) : null,
    def: monster ? (facts.def ?? null) : null,
    text: facts.text,
    ...(facts.formatText ? { formatText: facts.formatText } : {}),
    play,
  };
}
