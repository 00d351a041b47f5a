/** How people, decks and saved duels are named on the page. */
import type { BoardNames } from './board.js';

/** "Duelist" is the service's default name: the page says "You" then. */
export function youName(userName: string): string {
  return userName === 'Duelist' ? 'You' : userName;
}

export function boardNames(personaName: string, userName: string): BoardNames {
  return { you: youName(userName), opponent: personaName };
}

const capital = (w: string): string => (w ? w.charAt(0).toUpperCase() + w.slice(1) : w);

/**
 * A built-in deck's name for people, from its file name: `starter-yugi` is "Starter Deck:
 * Yugi", `normals-kaiba` is "Kaiba's Normal Monsters", `structure-zombie-madness` is
 * "Structure Deck: Zombie Madness"; any other name has its words capitalised.
 */
export function deckTitle(name: string): string {
  const m = /^(starter|normals|structure|goat|modern)-(.+)$/.exec(name);
  const words = (m ? m[2]! : name).split(/[-_\s]+/).map(capital).join(' ');
  if (!m) return words;
  if (m[1] === 'starter') return `Starter Deck: ${words}`;
  if (m[1] === 'structure') return `Structure Deck: ${words}`;
  if (m[1] === 'goat') return `GOAT: ${words}`;
  if (m[1] === 'modern') return `Modern: ${words}`;
  return `${words}'s Normal Monsters`;
}

/** The order decks are offered in: Starter Decks, Structure Decks, then the rest. */
export function deckRank(name: string): number {
  if (name.startsWith('starter-')) return 0;
  if (name.startsWith('structure-')) return 1;
  if (name.startsWith('goat-')) return 2;
  return 3;
}

/** A date and time the way this browser writes them, short. */
export function shortDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** "Starter Deck: Yugi vs Kip (Starter Deck: Kaiba)": your deck, the persona and theirs. */
export function duelTitleParts(p: { personaName: string; deckName?: string | null; botDeckName?: string | null }): { yours: string; persona: string; theirs: string | null } {
  return {
    // A pasted deck has no name (nor has an imported duel's): "Your deck" is true of both.
    yours: p.deckName ? deckTitle(p.deckName) : 'Your deck',
    persona: p.personaName,
    theirs: p.botDeckName ? deckTitle(p.botDeckName) : null,
  };
}
