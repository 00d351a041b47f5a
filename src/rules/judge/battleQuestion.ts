/**
 * Reads the numbers out of a battle question ("My 1500 ATK monster attacks a 1200 DEF
 * defender, what happens?", "2000 atk vs 2000 atk", "I attack a face-down 1000 DEF monster
 * with 1800 ATK", "Dark Magician attacks Summoned Skull") into the damage table's input.
 * Returns null when the question is not a battle between known numbers, so the other
 * answerers get their turn.
 */
import type { CardDb } from '../../cards/cardDb.js';
import type { CardFacts } from '../../cards/types.js';
import { normalizeName } from '../answer/cards.js';
import type { BattleNumbers } from './battleTable.js';

interface Mention {
  /** Where in the (lower-cased) question it starts, to order attacker and target. */
  at: number;
  atk: number | null;
  def: number | null;
  /** What was written: an ATK figure, a DEF figure, or a bare number. */
  said: 'atk' | 'def' | 'bare';
  name?: string;
}

export interface BattleQuestion {
  numbers: BattleNumbers;
  attackerName?: string;
  targetName?: string;
}

const BATTLE_WORDS = /\b(attack\w*|atks?|hits?|swing\w*|battles?|fights?|vs\.?|versus|against|into|runs? over)\b/;
const STAT = String.raw`(\d{1,5})\s*(atk|attack(?! position)|def|defen[cs]e(?! position))`;
const STAT_FIRST = String.raw`\b(atk|def)\s*(?:of\s*)?(\d{1,5})`;

function statMentions(q: string): Mention[] {
  const out: Mention[] = [];
  for (const m of q.matchAll(new RegExp(STAT, 'g'))) {
    const value = Number(m[1]);
    const isDef = /^d/.test(m[2]!);
    out.push({ at: m.index, atk: isDef ? null : value, def: isDef ? value : null, said: isDef ? 'def' : 'atk' });
  }
  for (const m of q.matchAll(new RegExp(STAT_FIRST, 'g'))) {
    if (out.some((o) => Math.abs(o.at - m.index) < 12)) continue;
    const value = Number(m[2]);
    const isDef = m[1] === 'def';
    out.push({ at: m.index, atk: isDef ? null : value, def: isDef ? value : null, said: isDef ? 'def' : 'atk' });
  }
  // Bare numbers ("1500 vs 1200") only when no labelled figure is there at all; LP figures never.
  if (out.length === 0) {
    for (const m of q.matchAll(/\b(\d{2,5})\b(?!\s*(?:lp|life|cards?|monsters?|times?|turns?))/g)) {
      out.push({ at: m.index, atk: Number(m[1]), def: Number(m[1]), said: 'bare' });
    }
  }
  return out;
}

function cardMentions(q: string, cards: readonly CardFacts[]): Mention[] {
  const out: Mention[] = [];
  for (const card of cards) {
    if (card.frame === 'spell' || card.frame === 'trap') continue;
    const at = q.indexOf(normalizeName(card.name));
    if (at < 0) continue;
    out.push({ at, atk: card.atk ?? null, def: card.def ?? null, said: 'bare', name: card.name });
  }
  return out;
}

/** The part of the question around a mention (up to the next mention), for its position words. */
function near(q: string, m: Mention, all: readonly Mention[]): string {
  const next = all.filter((o) => o.at > m.at).map((o) => o.at);
  const end = next.length ? Math.min(...next) : q.length;
  return q.slice(Math.max(0, m.at - 40), end);
}

const DEFENSE_WORDS = /\b(def(?:en[cs]e)? (?:position|pos|mode)|in def(?:en[cs]e)?\b|defender|defending|face ?down|set monster|sideways)/;
const FACE_DOWN = /\b(face ?down|set monster|a set\b)/;

/** Which mention attacks: "attack X with Y" and "X is attacked by Y" put the attacker last. */
function attackerFirst(q: string): boolean {
  if (/\b(?:is|gets?|was|being)\s+attacked\s+by\b/.test(q)) return false;
  if (/\battack(?:s|ing)?\b[^?.]*?\bwith\b/.test(q) && !/\bwith\b[^?.]*\battack(?:s|ing)?\b/.test(q)) return false;
  return true;
}

export function readBattleQuestion(question: string, db: CardDb | null, namedCards: readonly CardFacts[] = []): BattleQuestion | null {
  const q = normalizeName(question.replace(/(\d),(\d{3})\b/g, '$1$2'));
  if (!BATTLE_WORDS.test(q)) return null;
  const mentions = [...statMentions(q), ...cardMentions(q, db ? namedCards : [])].sort((a, b) => a.at - b.at);
  const direct = /\bdirect(?:ly)?\b/.test(q);
  if (direct && mentions.length >= 1) {
    const a = mentions.find((m) => m.atk !== null);
    if (!a) return null;
    return { numbers: { attackerAtk: a.atk!, targetValue: null, position: 'direct' }, ...(a.name ? { attackerName: a.name } : {}) };
  }
  if (mentions.length < 2) return null;
  const pair = attackerFirst(q) ? [mentions[0]!, mentions[1]!] : [mentions[1]!, mentions[0]!];
  const [attacker, target] = pair as [Mention, Mention];
  if (attacker.atk === null) return null;
  const around = near(q, target, mentions);
  const faceDown = FACE_DOWN.test(around);
  const defense = target.said === 'def' || faceDown || DEFENSE_WORDS.test(around) || (target.said === 'bare' && !target.name && DEFENSE_WORDS.test(q));
  const value = defense ? target.def : target.atk;
  if (value === null) return null;
  const numbers: BattleNumbers = { attackerAtk: attacker.atk, targetValue: value, position: defense ? 'defense' : 'attack' };
  if (faceDown) numbers.faceDown = true;
  return {
    numbers,
    ...(attacker.name ? { attackerName: attacker.name } : {}),
    ...(target.name ? { targetName: target.name } : {}),
  };
}
