/**
 * The printed facts of cards (text, printed stats, type line, how the engine plays them),
 * read from `/assets/cards.json` once per passcode and kept for the page's life.
 */
import type { DuelView } from './types.js';
import { cardsById } from './board.js';

export interface CardFacts {
  passcode: number;
  name: string;
  frame: string;
  subtypes: string[];
  attribute: string | null;
  race: string | null;
  level: number | null;
  atk: number | null;
  def: number | null;
  text: string;
  /** The card's wording in a format's era where it differs (goat: April 2005). */
  formatText?: Partial<Record<string, string>>;
  /** scripted: its effects run; normal: it has none; vanilla: its effects are not run here. */
  play: 'scripted' | 'normal' | 'vanilla';
}

const known = new Map<number, CardFacts | null>();
const asked = new Set<number>();
const listeners = new Set<() => void>();

export function factsOf(passcode: number | undefined): CardFacts | null | undefined {
  return passcode === undefined ? null : known.get(passcode);
}

/** Called whenever more facts arrived (the card detail redraws). */
export function onFacts(fn: () => void): void {
  listeners.add(fn);
}

async function fetchFacts(ids: number[]): Promise<void> {
  for (const id of ids) asked.add(id);
  try {
    const res = await fetch(`/assets/cards.json?ids=${ids.join(',')}`, { headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const body = (await res.json()) as { cards?: CardFacts[] };
    for (const c of body.cards ?? []) known.set(c.passcode, c);
    for (const id of ids) if (!known.has(id)) known.set(id, null);
  } catch {
    // Asked again the next time the board is drawn.
    for (const id of ids) asked.delete(id);
  }
  for (const fn of listeners) fn();
}

/** Reads the facts of every card the view shows that the page does not know yet, in one request. */
export function prefetchFacts(view: DuelView): void {
  const missing = new Set<number>();
  for (const { card } of cardsById(view).values()) {
    if (card.passcode !== undefined && !known.has(card.passcode) && !asked.has(card.passcode)) missing.add(card.passcode);
  }
  const ids = [...missing];
  for (let i = 0; i < ids.length; i += 200) void fetchFacts(ids.slice(i, i + 200));
}

/** Reads the facts of these passcodes (the cards a choice offers) if the page does not know them yet. */
export function prefetchPasscodes(passcodes: readonly number[]): void {
  const ids = [...new Set(passcodes)].filter((p) => !known.has(p) && !asked.has(p));
  for (let i = 0; i < ids.length; i += 200) void fetchFacts(ids.slice(i, i + 200));
}
