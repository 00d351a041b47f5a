/** Turning typed text into tokens: normalising, filler words, position words. */
import { editDistance } from '../editDistance.js';
import type { PosWord } from './templates.js';

// ------------------------------------------------------------------ text helpers

/** Lower case, apostrophes dropped, other punctuation folded to spaces; "m 1" joined to "m1". */
export function tokenize(text: string): string[] {
  const raw = text
    .toLowerCase()
    .replace(/[\u2018\u2019'`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((t) => t !== '');
  const out: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i]!;
    const next = raw[i + 1];
    if (next !== undefined && /^(o?m|o?s|em|h)$/.test(t) && /^\d+$/.test(next)) {
      out.push(t + next);
      i++;
    } else out.push(t);
  }
  return out;
}

export const normalizeName = (name: string): string => tokenize(name).join(' ');

export { editDistance };

/** Words that may open or close a command without meaning anything ("I", "please", "let me"). */
export const LEADING_FILLER = new Set(['i', 'ill', 'id', 'im', 'will', 'would', 'like', 'want', 'wanna', 'gonna', 'lets', 'let', 'me', 'please', 'now', 'then', 'just', 'and', 'so', 'to', 'going']);
export const TRAILING_FILLER = new Set(['please', 'now', 'thanks', 'pls']);

export function stripFiller(tokens: string[]): string[] {
  let start = 0;
  let end = tokens.length;
  while (start < end - 1 && LEADING_FILLER.has(tokens[start]!)) start++;
  while (end > start + 1 && TRAILING_FILLER.has(tokens[end - 1]!)) end--;
  return tokens.slice(start, end);
}

// ------------------------------------------------------------------ positions

export const ATTACK_WORDS = new Set(['attack', 'atk', 'offense', 'offence', 'offensive', 'attacking']);
export const DEFENSE_WORDS = new Set(['defense', 'defence', 'def', 'defensive', 'defending', 'defend']);
export const POS_FILLER = new Set(['in', 'into', 'to', 'face', 'up', 'faceup', 'position', 'pos', 'mode', 'the']);

export function readPosition(tokens: readonly string[]): PosWord | null {
  let found: PosWord | null = null;
  let down = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    let word: PosWord | null = null;
    if (ATTACK_WORDS.has(t)) word = 'attack';
    else if (DEFENSE_WORDS.has(t)) word = 'defense';
    else if (t === 'facedown' || (t === 'face' && tokens[i + 1] === 'down')) {
      down = true;
      if (t === 'face') i++;
      continue;
    } else if (t === 'down' || t === 'hidden') {
      down = true;
      continue;
    } else if (POS_FILLER.has(t)) continue;
    else return null;
    if (found && found !== word) return null;
    found = word;
  }
  if (down) return found === 'attack' ? null : 'facedown';
  return found;
}
