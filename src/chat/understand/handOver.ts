/**
 * A hand-over whose meaning depends on where the duel stands: "ur turn lol" typed when the
 * player's own turn has just begun (the opponent has just ended theirs, nothing done since)
 * is most likely late talk about the turn before: asked, never played.
 */
import type { DuelState, PlayerId } from '../../engine/types.js';
import { handsOver } from './classify.js';

const LAUGH = /\b(?:lol+|lmao+|haha+|hehe+|rofl|xd)\b/g;

/** A hand-over said to the opponent ("your go", "over to you"), not only about the player's own turn ("end turn"). */
const TO_THE_OPPONENT = /\b(?:your|you|yours)\b/;

/**
 * Whether the player's turn has only just begun: their own last action (passes aside) was
 * ending their previous turn, and it is their turn again. A board set up by hand (no end of
 * turn in the log) is not a fresh turn.
 */
export function turnJustBegan(state: DuelState, player: PlayerId): boolean {
  if (state.turnPlayer !== player) return false;
  for (let i = state.log.length - 1; i >= 0; i--) {
    const a = state.log[i]!;
    if (!('player' in a) || a.player !== player || a.type === 'pass') continue;
    return a.type === 'end-turn';
  }
  return false;
}

/** "ur turn lol" at the start of the player's own turn: a hand-over to the opponent that cannot be meant now. */
export function lateHandOver(text: string, state: DuelState, player: PlayerId): boolean {
  // Only with a laugh: a plain "your move" at the start of a turn passes it (players do skip turns).
  if (!/\b(?:lol+|lmao+|haha+|hehe+|rofl|xd)\b/.test(text)) return false;
  return state.pending?.kind === 'main' && TO_THE_OPPONENT.test(text) && handsOver(text.replace(LAUGH, ' ')) && turnJustBegan(state, player);
}
