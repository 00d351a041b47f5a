/** What a duel is created from (newDuel): the format, the seed, the decks and who goes first. */
import type { FormatId } from './format.js';
import type { ShadowMages, ShadowPartners } from './shadow/types.js';
import type { PlayerId } from './types.js';

export interface DeckList {
  main: readonly number[];
  extra: readonly number[];
}

export interface DuelConfig {
  format: FormatId;
  seed: string;
  decks: [DeckList, DeckList];
  /** Who goes first; 'coin' flips the seeded coin. Defaults to player 0. */
  firstPlayer?: PlayerId | 'coin';
  /**
   * Seats whose free Main/Battle Phase commands the engine never takes by itself, even
   * when one is the only option ("end turn"): a person ends their own phase and turn.
   * Absent: every single option is taken (the bots, and duels saved before this existed).
   */
  heldSeats?: readonly PlayerId[];
  /** shadow-games: each side's mage (shadow/types.ts); decks[i] is their Deck of Magic and Extra Magic. */
  mages?: ShadowMages;
  /** Shadow Games tag duels: the further mages of each team, in turn order. */
  partners?: ShadowPartners;
}
