/** The shapes every kind of answer shares, and the helpers that cite reference sections. */
import type { CardDb } from '../../cards/cardDb.js';
import type { CardFacts } from '../../cards/types.js';
import type { Engine } from '../../engine/index.js';
import type { DuelState, PlayerId } from '../../engine/types.js';
import type { ChatModel } from '../../llm/types.js';
import type { RulesReference } from '../reference.js';
import type { Faq } from '../judge/faq.js';
import { firstSentence, type RulesSearch } from '../search.js';

export interface DuelContext {
  state: DuelState;
  /** The player asking; every answer is given from this player's view. */
  player: PlayerId;
  engine: Engine;
}

export interface AnswerDeps {
  reference: RulesReference;
  search: RulesSearch;
  cards: CardDb;
  model: ChatModel | null;
  duel?: DuelContext;
  /** The question-and-answer list; data/rules/faq.json when absent. */
  faq?: Faq;
  /** The player's earlier messages in this conversation, oldest first: what "that card" and "what if ...?" refer back to. */
  context?: readonly string[];
}

export interface AnswerSection {
  id: string;
  title: string;
  lead: string;
}

export type AnswerKind = 'card' | 'duel' | 'rules';

export interface Answer {
  kind: AnswerKind;
  text: string;
  /** Rules-reference section ids the answer rests on. */
  citations: string[];
  /** The sections behind the answer (for rules answers: the retrieved ones, best first). */
  sections: AnswerSection[];
  /** Who produced the text. */
  source: 'engine' | 'cards' | 'model' | 'offline';
  /** The card a card question was about. */
  card?: CardFacts;
  /** Why the model was not used although one was given (its call failed). */
  fallbackReason?: string;
}

/** How many sections go into the model's prompt, and how many the offline answer lists. */
export const MODEL_SECTIONS = 5;
export const OFFLINE_SECTIONS = 3;

// =======================================================================================
// Sections

function sectionOf(reference: RulesReference, id: string): AnswerSection | null {
  const s = reference.byId.get(id);
  return s ? { id: s.id, title: s.title, lead: firstSentence(s.body) } : null;
}

export function sectionsFor(reference: RulesReference, ids: readonly string[]): { citations: string[]; sections: AnswerSection[] } {
  const citations: string[] = [];
  const sections: AnswerSection[] = [];
  for (const id of ids) {
    if (citations.includes(id)) continue;
    const s = sectionOf(reference, id);
    if (!s) continue;
    citations.push(id);
    sections.push(s);
  }
  return { citations, sections };
}

export function titleOf(reference: RulesReference, id: string): string {
  return reference.byId.get(id)?.title ?? id;
}

