/**
 * The public face of cards, for text written outside the engine (offline narration and
 * persona lines): the lookup answers null for a card either player may not see, so
 * nothing built on it can name a hidden card. It lives here because it reads the state;
 * src/llm works from what this hands out.
 */
import { canSee } from './describe.js';
import type { DuelState, PlayerId } from '../types.js';

export interface CardSketch {
  name: string;
  kind: 'monster' | 'spell' | 'trap';
  level: number;
  atk: number;
  /** Starts in the Extra Deck (Fusion, Synchro, Xyz, Link). */
  extraDeck: boolean;
}

export type CardLookup = (id: number) => CardSketch | null;

/** Cards both players can see in this state (the state right after the stretch). */
export function publicCardLookup(state: DuelState, human: PlayerId): CardLookup {
  const bot: PlayerId = human === 0 ? 1 : 0;
  return (id) => {
    const card = state.cards[id];
    if (!card || id < 0 || !canSee(state, id, human) || !canSee(state, id, bot)) return null;
    const s = state.catalog[card.passcode];
    if (!s) return null;
    return { name: s.name, kind: s.kind as CardSketch['kind'], level: s.level, atk: s.atk, extraDeck: s.extraDeck };
  };
}
