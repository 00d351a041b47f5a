/**
 * "What does that card do?" asks about the card just played or named: the last card named in
 * the message before the pointer, else the last one named in the conversation's earlier
 * messages (newest first). "What does Black Luster Soldier do?" when that name is also the
 * start of other cards' names (Black Luster Soldier - Envoy of the Beginning) asks which.
 * "..., what if it's in attack?" with nothing else in it is read with the question before it.
 */
import type { CardDb } from '../../cards/cardDb.js';
import type { NameHit } from '../../cards/nameMatch.js';
import type { CardFacts } from '../../cards/types.js';
import { normalizeName } from '../answer/cards.js';
import type { RulesReference } from '../reference.js';
import { readQuestion, type QuestionReading } from './read.js';

/** "what does that card do", "whats this one", "what does it do again", "what's that do". */
const POINTER = /\bwhat(?:'s|s| does| do| did| is)?\s+(?:that|this|it|that card|this card|that one|this one|that thing|the card|his card|that trap|that spell|this trap|this spell|that monster|this monster)\s*(?:card\s+)?(?:do|does|say|again|even)?\b\s*(?:do|again)?\s*\??\s*$/;
/** "what does X do", "what is X", "tell me about X": a question about what one card is. */
const DESCRIBE = /^(?:\w+[,!]?\s+)?(?:what(?:'s|s| does| do| is)\s+(.+?)(?:\s+do(?:es)?)?|tell me (?:about|what)\s+(.+?)(?:\s+does)?|explain\s+(.+?))\s*\??$/;
/** A follow-up that only changes one thing of the question before it. */
const FOLLOW_UP = /^(?:and |so |ok |okay |but )?(?:what|wat|how) (?:if|about)\b/;

export type Pointed = { card: CardFacts } | { which: { said: string; cards: CardFacts[] } } | null;

function lastBefore(hits: readonly NameHit[], text: string, index: number): NameHit | undefined {
  // Where the name was typed ("man-eater bug" is read as "man eater bug": its first word is looked for).
  const at = (h: NameHit): number => text.search(new RegExp(`\\b${h.said.split(' ')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  return [...hits].reverse().find((h) => at(h) < index);
}

/** The card a "what does that card do?" points at, or the cards a shared name could be. */
export function pointedCard(reading: QuestionReading, context: readonly string[], db: CardDb, reference: RulesReference): Pointed {
  const pointer = POINTER.exec(reading.text);
  if (pointer) {
    const here = lastBefore(reading.cards, reading.text, pointer.index);
    if (here) return { card: here.card };
    if (reading.cards.length === 0) {
      for (const earlier of [...context].reverse()) {
        const hits = readQuestion(earlier, db, reference).cards;
        if (hits.length) return { card: hits[hits.length - 1]!.card };
      }
    }
    return null;
  }
  const described = DESCRIBE.exec(reading.text);
  if (!described || reading.cards.length !== 1) return null;
  const hit = reading.cards[0]!;
  const said = normalizeName(hit.said);
  if (normalizeName(described[1] ?? described[2] ?? described[3] ?? '') !== said) return null;
  // The name typed is a whole card name that starts other cards' names too: which one is meant?
  // Only a name with a subtitle shares it ("Black Luster Soldier - Envoy of the Beginning"), not a longer name (Dark Magician Girl).
  const longer = db.all().filter((c) => c !== hit.card && c.name.toLowerCase().startsWith(`${hit.card.name.toLowerCase()} - `) && c.text);
  if (longer.length === 0 || normalizeName(hit.card.name) !== said) return null;
  return { which: { said: hit.said, cards: [hit.card, ...longer] } };
}

/** A follow-up ("what if it's in attack?") read with the message before it; null when it is not one. */
export function withEarlier(reading: QuestionReading, context: readonly string[]): string | null {
  if (!context.length || !FOLLOW_UP.test(reading.text) || reading.cards.length > 0 || /\d{3}/.test(reading.text)) return null;
  const earlier = context[context.length - 1]!.trim().replace(/[?.!]*$/, '');
  return `${earlier}, ${reading.question.trim()}`;
}
