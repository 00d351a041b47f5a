/**
 * "Why did you do that?" after the bot's move, answered from the bot's own reasons: the
 * in-character line of the plan it was following (already checked to name nothing hidden),
 * or, when the heuristic chose, what that policy weighs for the kind of move it made. Only
 * the public lines of the move are repeated, never the bot's view of it.
 */
import { canSee } from '../engine/text/describe.js';
import type { Action, DuelState, PlayerId } from '../engine/types.js';
import type { ConversationMemory } from './plans.js';

export interface BotMoveNote {
  /** The move as the duel's public lines told it. */
  publicLines: string[];
  action: Action['type'];
  /** The plan's line, when a plan of the model's made the move. */
  line: string | null;
  source: 'only-option' | 'plan' | 'new-plan' | 'quiet' | 'heuristic';
}

/** What the heuristic policy weighs, per kind of move (src/bot/heuristic.ts). */
const HEURISTIC_WHY: Partial<Record<Action['type'], string>> = {
  attack: 'I attack where my count says it pays most: a monster of yours I can destroy first, then the most damage I can deal without losing my own monster.',
  'normal-summon': 'I put out the strongest monster I could, Tributing only when the new one is worth more than what it costs.',
  'set-monster': 'I set it because in Attack Position it would have lost to what you have out; face-down it holds the line.',
  'special-summon': 'A free monster on the field is worth taking whenever I have the room.',
  activate: 'I used the card when its effect did me more good than keeping it: it hit something of yours or helped my board.',
  'set-spell-trap': 'I set it to have it ready on your turn.',
  'change-position': 'I changed its position because it fares better that way against what you have out.',
  'end-turn': 'I had nothing that my count rated worth doing, so I ended my turn.',
  'end-battle': 'No attack left was worth it by my count, so I stopped attacking.',
  pass: 'Nothing I had was worth using at that moment, so I let it resolve.',
};

export function botWhy(note: BotMoveNote | null | undefined): string {
  if (!note) return 'I have not made a move worth asking about yet.';
  const what = note.publicLines.length ? `My last move: ${note.publicLines.join(' ')}\n` : '';
  if (note.line && (note.source === 'plan' || note.source === 'new-plan')) return `${what}That was my plan for the turn: "${note.line}"`;
  if (note.source === 'only-option') return `${what}It was the only thing I could do.`;
  return `${what}${HEURISTIC_WHY[note.action] ?? 'It was the move my own scoring rated best at that moment.'}`;
}

/** Keeps the bot's move for "why?", and its cards the human may see as what "that card" means next. */
export function rememberBotMove(memory: ConversationMemory, state: DuelState, human: PlayerId, note: BotMoveNote, cards: readonly number[]): void {
  memory.botMove = note;
  const seen = cards.filter((id) => canSee(state, id, human));
  memory.referents = [...seen, ...memory.referents.filter((id) => !seen.includes(id))].slice(0, 8);
}
