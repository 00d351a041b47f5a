/**
 * An attack said by its shape rather than its verb: "<my monster> <any verb> <his monster>"
 * ("the knight tramples the shark", "big dragon goes for the mammoth", "kaiser yeets his
 * bug"). Players have endless slang for an attack, but the shape is always one of the
 * player's monsters, then a word or a few, then one of the opponent's: that shape is read as
 * asking for an attack, whatever the words between. Comparisons, wishes and other moves
 * ("my skull is stronger than his ox", "skull could beat his ox", "summon x on...") are not.
 */
import type { BoardWords } from './board.js';
import { mentionsIn, seen } from './cardMentions.js';
import { normalizeName } from './board.js';

/** Words that make the shape a remark, a comparison, a wish or another move, not an attack. */
const NOT_AN_ATTACK = new Set(
  ('is are was were be been being has have had can cant could would will wont should might may must than beats beat stronger weaker bigger smaller better worse ' +
    'like likes love loves hate hates scares scared afraid fear fears vs versus if when or and summon summons set sets tribute tributes activate equip ' +
    'not never dont didnt doesnt reminds remind favourite favorite same looks look cute cool ugly vibe sorry rip survives survive dies died').split(' '),
);

/** Whether the clause has the shape of an attack: own face-up monster first, the opponent's monster after, with a verb-like word between. */
export function attackShape(text: string, board: BoardWords): boolean {
  if (/[?]/.test(text)) return false;
  const words = normalizeName(text).split(' ').filter((w) => w !== '');
  if (words.some((w) => NOT_AN_ATTACK.has(w))) return false;
  const side = (id: number): 'own' | 'theirs' | null => {
    const c = seen(board, id);
    if (!c || c.where !== 'monster') return null;
    return c.side === 'own' ? 'own' : 'theirs';
  };
  for (let i = 1; i < words.length; i++) {
    const before = [...mentionsIn(words.slice(0, i).join(' '), board, [])].filter(([, w]) => w >= 2).map(([id]) => side(id));
    const after = [...mentionsIn(words.slice(i).join(' '), board, [])].filter(([, w]) => w >= 2).map(([id]) => side(id));
    if (before.length && before.every((s) => s === 'own') && after.length && after.every((s) => s === 'theirs')) return true;
  }
  return false;
}
