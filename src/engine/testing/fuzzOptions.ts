/** What one fuzz run is asked to do (src/engine/testing/fuzz.ts). */
import type { Engine } from '../index.js';
import type { FormatId } from '../format.js';
import type { DeckList } from '../types.js';

export interface FuzzOptions {
  engine: Engine;
  /** Decks to draw from (each duel picks two at random). */
  decks: readonly DeckList[];
  duels: number;
  seed?: string | number;
  /** Index of the first duel (to run a large fuzz in chunks, or to rerun one duel). */
  firstDuel?: number;
  /** Chance per step of an illegal attempt before the real move. Default 0.2. */
  illegalRate?: number;
  formats?: readonly FormatId[];
  /**
   * Replay finished duels from config + actions and compare the state hash at every step:
   * true (default) for every duel, a number in [0, 1] for that share of the duels (picked
   * by the seed). Duels that are replayed also compare the engine hash of the input state
   * before and after every `apply`; the engine's general hash is the fuzzer's main cost.
   */
  replayCheck?: boolean | number;
  /** Deep-freeze every state (all but its log), so any write into an input state throws. Default true. */
  freeze?: boolean;
  /** 'all' applies every listed option at every step; 'sample' (default) three plus the chosen one. */
  optionCheck?: 'all' | 'sample';
  /** Compare full JSON snapshots of the input state every this many steps. Default 100. */
  snapshotEvery?: number;
  /** Check views and labels for hidden information every this many steps. Default 8. */
  viewCheckEvery?: number;
  /** Chance per duel that one player surrenders at a random step. Default 0.01. */
  surrenderRate?: number;
  /** A duel still running after this many actions is a failure. Default 5,000. */
  maxSteps?: number;
}
