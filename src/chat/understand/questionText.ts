/**
 * A question as the rules judge should read it: "what does that card do?" names the card
 * just played or named (the first referent the asker may see), so the judge answers about
 * Dark Hole rather than about cards in general. "Why did you do that?" after the bot's move
 * is asked of the bot, not of the rules.
 */
import type { Engine } from '../../engine/index.js';
import type { DuelState, PlayerId } from '../../engine/types.js';
import { boardWords } from './board.js';
import { namedCards } from './match.js';

const POINTER = /\b(?:that card|this card|that spell|this spell|that trap|this trap|that monster|this monster|that one|this one|that thing|it)\b/;

/** The question with "that card" / "it" replaced by the name of the card it points at, when the question names none. */
export function questionWithCard(question: string, engine: Engine, state: DuelState, player: PlayerId, referents: readonly number[]): string {
  if (!POINTER.test(question.toLowerCase())) return question;
  const board = boardWords(state, player, engine);
  if (namedCards(question.toLowerCase(), board).length > 0) return question;
  const card = referents.map((id) => board.cards.find((c) => c.id === id)).find((c) => c?.name);
  if (!card?.name) return question;
  return question.replace(new RegExp(POINTER.source, 'i'), card.name);
}

/**
 * What "it" means after a question: the visible cards the question names come first, before
 * the earlier referents ("what does call of the haunted do", then "set it" sets that card).
 */
export function referentsAfterQuestion(question: string, engine: Engine, state: DuelState, player: PlayerId, referents: readonly number[]): number[] {
  const asked = [...new Set(namedCards(question.toLowerCase(), boardWords(state, player, engine)))];
  return [...asked, ...referents.filter((id) => !asked.includes(id))].slice(0, 8);
}

/** "why did you do that", "how come kip attacked my elf", "what was that for": the bot's reasons are asked for. */
export function asksBotWhy(text: string): boolean {
  const t = text.toLowerCase();
  if (/\bwhy (?:can|cant|can not|could|couldnt|do|does|is|are|did) i\b/.test(t)) return false;
  return (
    /^(?:\w+[,!]?\s+)?(?:why|how come|what was the point|whats the point|what is the point|what was that for)\b.*\b(?:you|kip|the bot|he|she|they|your)\b/.test(t) ||
    /^(?:\w+[,!]?\s+)?(?:why|how come)\b.*\b(?:did|do) (?:you|kip|he|she|they)\b/.test(t)
  );
}
