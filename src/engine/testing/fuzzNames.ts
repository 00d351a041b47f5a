import type { CardInstance, DuelEvent, DuelState, PlayerId } from '../types.js';

/**
 * How the fuzz's privacy checks decide that a line of text names a card: as a whole name, not
 * inside a longer word or number (a card named "7" is not named by "700 ATK" or "7100 LP").
 */
export function mentions(text: string, name: string): boolean {
  const word = /[\p{L}\p{N}]/u;
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    const before = text[at - 1];
    const after = text[at + name.length];
    if ((before === undefined || !word.test(before)) && (after === undefined || !word.test(after))) return true;
  }
  return false;
}

/**
 * The hidden cards each player has seen: the opponent's hand cards they looked at (The Forceful
 * Sentry, Smoke Grenade of the Thief, Dragged Down into the Grave) and the cards of their own Deck
 * they were offered in a search. The player knows them by name while they stay where they were
 * seen, so a later prompt that names one (a position for the monster just picked) is no leak. A
 * card that moves (its `moves` count changes) is forgotten.
 */
export class LookedCards {
  private readonly seen: [Map<number, number>, Map<number, number>] = [new Map(), new Map()];

  note(state: DuelState, events: readonly DuelEvent[]): void {
    for (const e of events) if (e.type === 'look') for (const id of e.cards) if (id >= 0 && state.cards[id]) this.seen[e.player].set(id, state.cards[id]!.moves);
  }

  /** A player choosing among cards of their own Deck (a search) sees them: they may be named to that player afterwards. */
  noteOffered(state: DuelState): void {
    const p = state.pending;
    if (p?.kind !== 'choose') return;
    for (const id of p.candidates) {
      const c = state.cards[id];
      if (c && c.location === 'deck' && c.owner === p.player) this.seen[p.player].set(id, c.moves);
    }
  }

  knows(viewer: PlayerId, card: CardInstance): boolean {
    return this.seen[viewer].get(card.id) === card.moves;
  }
}
