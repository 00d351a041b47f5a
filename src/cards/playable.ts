/**
 * Whether the engine can play every card of a deck as printed. A card whose effects are
 * not done yet is refused by name rather than played as something it is not.
 */
import type { DeckList } from '../engine/types.js';
import type { CardFacts } from './types.js';

export interface CardLookup {
  byPasscode(passcode: number): CardFacts | undefined;
}

export interface UnplayableCard {
  passcode: number;
  name: string;
  copies: number;
}

/** Distinct cards of the Main and Extra Deck that are not marked `scripted`, in deck order. */
export function unscriptedCards(deck: DeckList, cards: CardLookup): UnplayableCard[] {
  const found = new Map<number, UnplayableCard>();
  for (const passcode of [...deck.main, ...deck.extra]) {
    const facts = cards.byPasscode(passcode);
    if (!facts || facts.scripted) continue;
    const entry = found.get(passcode);
    if (entry) entry.copies += 1;
    else found.set(passcode, { passcode, name: facts.name, copies: 1 });
  }
  return [...found.values()];
}

export function describeUnscripted(list: readonly UnplayableCard[]): string {
  const names = list.map((c) => `${c.name}${c.copies > 1 ? ` x${c.copies}` : ''}`).join(', ');
  return `${list.length} card${list.length === 1 ? '' : 's'} in this deck cannot be played yet because their effects are not implemented: ${names}.`;
}
