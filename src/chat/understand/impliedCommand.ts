/**
 * The command a clause asks for when no legal option fits it, written out so the engine
 * can say why it cannot be done ("DM next, tribute guardian + skull" once the Normal Summon
 * is spent: the reason, not a list). Built from the cards the clause names and the kind of
 * move its verb asks for; it is only ever used for a refusal, never played.
 */
import type { BoardWords } from './board.js';
import { mentionsIn, seen } from './cardMentions.js';

function refOrName(board: BoardWords, id: number): string | null {
  const c = seen(board, id);
  if (!c) return null;
  return c.ref || c.name;
}

/** The command the words would be, or null when they do not say enough to write one. */
export function impliedCommand(text: string, board: BoardWords, referents: readonly number[]): string | null {
  const named = [...mentionsIn(text, board, referents)].filter(([, w]) => w >= 2).map(([id]) => seen(board, id)!).filter((c) => c !== undefined);
  const inHand = named.filter((c) => c.side === 'own' && c.where === 'hand');
  const ownField = named.filter((c) => c.side === 'own' && c.where === 'monster');
  const oppField = named.filter((c) => c.side === 'opp' && c.where === 'monster');
  const ref = (c: { id: number }): string | null => refOrName(board, c.id);
  if (/\btribut/.test(text) && inHand.length === 1 && ownField.length > 0) {
    return `tribute ${ownField.map(ref).join(' and ')} to summon ${ref(inHand[0]!)}`;
  }
  if (/\b(?:attack|attacks)\b/.test(text) && ownField.length === 1) {
    return oppField.length === 1 ? `attack ${ref(oppField[0]!)} with ${ref(ownField[0]!)}` : /\bdirectly\b/.test(text) ? `attack directly with ${ref(ownField[0]!)}` : null;
  }
  if (named.length !== 1) return null;
  const only = named[0]!;
  const kind = board.state.catalog[board.state.cards[only.id]!.passcode]?.kind;
  // Only what the words could mean: a Trap is never "summoned", so "summon trap hole" is not written out.
  if (/\b(?:summon|summons)\b/.test(text) && only.side === 'own' && kind === 'monster') return `summon ${ref(only)}`;
  if (/\b(?:set|sets)\b/.test(text) && only.side === 'own') return `set ${ref(only)}`;
  if (/\b(?:activate|activates|use|cast)\b/.test(text) && only.side === 'own' && kind !== 'monster') return `activate ${ref(only)}`;
  return null;
}
