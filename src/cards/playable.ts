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

export type Playability = 'scripted' | 'normal' | 'vanilla-only';

/**
 * How the engine plays one card, for card details in the web page, the terminal and
 * the chat: its script, its stats alone (a Normal Monster has nothing else), or only as
 * vanilla stats when the player asks for that.
 */
export function cardPlayability(card: CardFacts): { playability: Playability; label: string } {
  if (card.frame === 'normal') return { playability: 'normal', label: 'playable (a Normal Monster: no effect)' };
  if (card.scripted) return { playability: 'scripted', label: 'playable (scripted)' };
  return { playability: 'vanilla-only', label: 'not playable yet (only as vanilla stats, its effects doing nothing)' };
}
