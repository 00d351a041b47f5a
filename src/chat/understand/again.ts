/**
 * "dragon again", "gaia again pls" in the Battle Phase: the player asks a monster that has
 * already attacked to attack once more. That is no option to list (every other attack would
 * be a different move): the engine's own reason is the answer.
 */
import type { Engine } from '../../engine/index.js';
import { parseCommand } from '../../engine/text/grammar.js';
import type { Action, DuelState, Option, PlayerId, Rejection } from '../../engine/types.js';
import { monsters, type BoardWords } from './board.js';
import { mentionsIn } from './cardMentions.js';

/** The engine's refusal of another attack by the one monster named with "again", when it can no longer attack. */
export function attackAgainRefused(text: string, engine: Engine, state: DuelState, player: PlayerId, options: readonly Option[], board: BoardWords): { command: string; action: Action; rejection: Rejection } | null {
  if (state.pending?.kind !== 'battle' || !/\b(?:again|once more|one more time)\b/.test(text)) return null;
  const named = [...mentionsIn(text, board, [])].filter(([, w]) => w >= 2).map(([id]) => id);
  const own = monsters(board, 'own').filter((c) => named.includes(c.id));
  if (own.length !== 1 || named.length !== 1) return null;
  const attacker = own[0]!;
  if (options.some((o) => o.action.type === 'attack' && o.action.attacker === attacker.id)) return null;
  const target = monsters(board, 'opp')[0];
  const command = target ? `attack ${target.ref} with ${attacker.ref}` : `attack directly with ${attacker.ref}`;
  const parsed = parseCommand(state, player, command, engine);
  return parsed.kind === 'rejected' ? { command, action: parsed.action, rejection: parsed.rejection } : null;
}
