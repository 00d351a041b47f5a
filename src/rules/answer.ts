/**
 * Answers to players' rules questions. Three sources, tried in this order:
 *
 *   1. the duel in progress (when one is given): answered by the engine itself
 *      (answer/duel.ts), never by a guess and never naming a hidden card;
 *   2. the card data, for questions about one card (answer/cards.ts);
 *   3. the rules reference: a battle with numbers is computed from the damage tables;
 *      otherwise, with a language model, an answer grounded only in the retrieved
 *      sections and citing them; offline (or when the model fails, saying so), the
 *      offline judge (judge/offlineJudge.ts): the answer first, then the cited sections.
 */
import { z } from 'zod';
import type { CardFacts } from '../cards/types.js';
import type { ChatModel } from '../llm/types.js';
import { fillTemplate, loadPrompt } from '../llm/template.js';
import { askedCard, cardAnswer, cardFactsLine, cardsNamedIn, normalizeName } from './answer/cards.js';
import { answerFromDuel } from './answer/duel.js';
import { MODEL_SECTIONS, type Answer, type AnswerDeps, type AnswerSection } from './answer/types.js';
import { cardQuestionAnswer, kindQuestionAnswer } from './judge/cardQuestion.js';
import { loadFaq, type Faq } from './judge/faq.js';
import { answerTextAlone } from './evaluate.js';
import { foldText, questionKind, readQuestion, type QuestionReading } from './question/read.js';
import { derivedVerdict } from './question/verdict.js';
import { engineOf, situationAnswer } from './situation/answer.js';
import { activationAnswer } from './situation/activationAnswer.js';
import { windowAnswer } from './situation/windowAnswer.js';
import { chainOrderAnswer } from './situation/chainOrder.js';
import { lpTimingAnswer } from './judge/lpTiming.js';
import { pointedCard, withEarlier } from './question/pointed.js';
import { askWhichReading, twoReadings, verdictWord } from './question/readings.js';
import { formatRuleAnswer } from './judge/formatRules.js';
import { lockAnswer } from './judge/lockQuestion.js';
import { chainedDestroyAnswer } from './judge/chainedDestroy.js';
import { playCard, type PlayedFacts } from './cardProbe.js';
import type { CardDb } from '../cards/cardDb.js';
import type { FormatId } from '../engine/format.js';
import { judgeBattle, judgeOffline } from './judge/offlineJudge.js';
import type { RulesReference } from './reference.js';
import type { SearchHit } from './search.js';

export { askedCard, cardFactsLine, cardsNamedIn, matchCardName } from './answer/cards.js';
export { moveText, previewText } from './answer/duel.js';
export { MODEL_SECTIONS, OFFLINE_SECTIONS } from './answer/types.js';
export type { Answer, AnswerDeps, AnswerKind, AnswerSection, DuelContext } from './answer/types.js';
export { judgeOffline, OFFLINE_RELATIVE_CUTOFF } from './judge/offlineJudge.js';

export async function answerQuestion(question: string, deps: AnswerDeps): Promise<Answer> {
  const answer = await answerFromSources(question, deps);
  return answer.source === 'model' ? answer : placeFirst(question.trim(), verdictFirst(question.trim(), answer));
}

/** Words that say where a card ends up ("goes to the Graveyard", "stays on the field"), not where it was ("leaves the field"). */
const PLACES = /\b(?:to|into|in|on|sent to|back to) (?:the |its owner's |your |his |her )?(?:graveyard|gy|grave|hand|deck|field|extra deck)\b|\b(?:banished|removed from play|disappears?|ceases? to exist)\b/i;

/**
 * "Where does it go when ...?" gets a place first. A card that is destroyed, Tributed,
 * discarded, negated or has resolved goes to the Graveyard (rule zones.graveyard); a Token
 * never does, so a question about one is left to the answer's own words.
 */
function placeFirst(question: string, answer: Answer): Answer {
  const q = question.toLowerCase();
  if (!/^(?:so |and |then )?where\b|\bwhere (?:does|do|did|will) \w+/.test(q) || /\btokens?\b/.test(q)) return answer;
  const body = answerTextAlone(answer.text).split('\n\n')[0]!;
  if (PLACES.test(body) || !/\b(?:destroy\w*|tribut\w*|discard\w*|negat\w*|resolv\w*|used|sent)\b/.test(q)) return answer;
  return { ...answer, text: `To the Graveyard: a card destroyed, Tributed, discarded or done resolving goes to its owner's Graveyard.\n${answer.text}` };
}

/**
 * A yes/no question ("can I ...", "does it ...", "..., do I win?") gets its verdict first: an
 * answer that states the facts without one gets the yes or no its own words give
 * (question/verdict.ts), or stays as it is when they do not settle it.
 */
function verdictFirst(question: string, answer: Answer): Answer {
  const kind = questionKind(foldText(question));
  if (kind !== 'can' && kind !== 'does') return answer;
  const body = answerTextAlone(answer.text);
  const firstSentence = /^.*?[.!?:;](?=\s|$)/.exec(body)?.[0] ?? body;
  // Already said, or said both ways (one per format): nothing to add.
  if (verdictWord(body) || /\b(?:yes|no)\b/i.test(firstSentence) || /^(?:which|your question can be read|i can'?t)\b/i.test(body)) return answer;
  const derived = derivedVerdict(question, body.split('\n\n')[0]!);
  if (!derived) return answer;
  const word = derived.verdict === 'yes' ? 'Yes' : 'No';
  const text = firstSentence.includes(derived.clause) ? `${word}: ${answer.text}` : `${word}: ${derived.clause.replace(/[.;:]$/, '')}.\n${answer.text}`;
  return { ...answer, text };
}

async function answerFromSources(question: string, deps: AnswerDeps): Promise<Answer> {
  const q = question.trim();
  if (deps.duel) {
    const duel = answerFromDuel(q, deps.duel, deps);
    if (duel) return duel;
  }
  const reading = readQuestion(q, deps.cards, deps.reference);
  // "What if it's in attack?" after a battle question: the two read as one.
  const followUp = withEarlier(reading, deps.context ?? []);
  if (followUp) return answerFromSources(followUp, { ...deps, context: [] });
  // "What does that card do?": the card just named, here or earlier in the conversation.
  const pointed = pointedCard(reading, deps.context ?? [], deps.cards, deps.reference);
  if (pointed && 'which' in pointed) return whichCardAnswer(pointed.which.said, pointed.which.cards);
  if (pointed) return cardAnswer(pointed.card, deps.reference, q);
  const unsure = reading.cards.find((h) => h.alternatives?.length);
  if (unsure) return whichCardAnswer(unsure.said, [unsure.card, ...unsure.alternatives!]);
  const twoWays = await whichReadingAnswer(reading, deps);
  if (twoWays) return twoWays;
  const grounded = groundedOffline(reading, deps);
  // An engine run is exact and already in words: the model words only card answers.
  if (grounded) return deps.model && grounded.source !== 'engine' ? modelOverGrounded(q, grounded, deps) : grounded;
  // The reading knows nicknames and partial names ("la jinn") that the plain name patterns do not.
  const onlyCard = reading.cards.length === 1 && (reading.topic === 'card' || (reading.kind === 'what-is' && reading.aspects.length === 0));
  const card = askedCard(q, deps.cards) ?? (onlyCard ? reading.cards[0]!.card : undefined);
  if (card && reading.topic !== 'battle' && !namesRulesTerm(q, card, deps.reference)) return cardAnswer(card, deps.reference, q);
  return rulesAnswer(q, deps, reading.cards.flatMap((h) => h.said.split(' ')));
}

/**
 * A question with two readings (question/readings.ts) is answered both ways offline; when
 * the answers differ, the player is asked which was meant, with each reading's answer.
 */
async function whichReadingAnswer(reading: QuestionReading, deps: AnswerDeps): Promise<Answer | null> {
  const readings = twoReadings(reading);
  if (!readings) return null;
  const offline = { ...deps, model: null, duel: undefined };
  const answers = await Promise.all(readings.map(async (r) => answerTextAlone((await answerQuestion(r.question, offline)).text)));
  const [a, b] = answers.map(verdictWord);
  if (!a || !b || a === b) return null;
  return { kind: 'rules', text: askWhichReading(readings, [answers[0]!, answers[1]!]), citations: [], sections: [], source: 'offline' };
}

/** Two cards are equally near what was typed: ask which was meant rather than answer about the wrong one. */
function whichCardAnswer(said: string, cards: readonly CardFacts[]): Answer {
  const names = cards.slice(0, 3).map((c) => c.name);
  const text = `Which card do you mean by "${said}": ${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}? Ask again with its name and I will answer from that card.`;
  return { kind: 'card', text, citations: [], sections: [], source: 'offline' };
}

/** The answer worked out without a model: from the card's facts, the kind of card named, or an engine run. */
function groundedOffline(reading: QuestionReading, deps: AnswerDeps): Answer | null {
  if (reading.cards.length === 0) {
    const byFormat = formatRuleAnswer(reading, deps.reference);
    if (byFormat) return byFormat;
  }
  // "He summons Jinzo, can I Trap Hole it?", "can I chain Sakuretsu after damage?": the moment played in the engine.
  const windowed = windowAnswer(reading, deps.cards, deps.reference);
  if (windowed) return windowed;
  // A face-up Jinzo decides "can I activate my Trap" before the Trap's own facts.
  const locked = lockAnswer(reading, deps.reference);
  if (locked) return locked;
  // "If I chain MST to his Heavy Storm, what happens?": the Chain played in the engine, told in its order.
  const ordered = chainOrderAnswer(reading, deps.cards, deps.reference);
  if (ordered) return ordered;
  const chained = chainedDestroyAnswer(reading, deps.reference);
  if (chained) return chained;
  // "He plays X, can I <card> it?", "he has Sogen face up and I activate Umi": played in the engine.
  const activation = reading.topic !== 'battle' ? activationAnswer(reading, deps.cards, deps.reference) : null;
  if (activation) return activation;
  // "When do I gain LP from Snatch Steal?": the card played and the turns played on after it.
  const lpTiming = reading.topic !== 'battle' ? lpTimingAnswer(reading, deps.reference, (card) => playedCard(deps.cards, card, reading.format === 'goat' ? 'goat' : 'classic')) : null;
  if (lpTiming) return lpTiming;
  if (reading.topic === 'card' || reading.topic === 'status') {
    const fromCard = cardQuestionAnswer(reading, deps.reference, (card, format) => playedCard(deps.cards, card, format));
    if (fromCard) return fromCard;
  }
  if (reading.topic === 'rules' && reading.cards.length === 0 && !faqFor(deps).match(reading.question)) {
    const byKind = kindQuestionAnswer(reading, deps.reference);
    if (byKind) return byKind;
  }
  if (reading.topic === 'battle') return situationAnswer(reading, deps.cards, deps.reference);
  return null;
}

const plays = new WeakMap<CardDb, Map<string, PlayedFacts | null>>();

/** A card played on the probe board (cardProbe.ts), once per card database, card and format: the engine is deterministic. */
function playedCard(db: CardDb, card: CardFacts, format: string): PlayedFacts | null {
  let known = plays.get(db);
  if (!known) plays.set(db, (known = new Map()));
  const key = `${card.passcode}:${format}`;
  if (!known.has(key)) known.set(key, playCard(card, db, engineOf(db), format as FormatId));
  return known.get(key)!;
}

/**
 * With a model configured, it words the answer from the grounded facts (the offline
 * answer's own words) and the sections they rest on; if it fails, the grounded answer is
 * given as it is, with a note.
 */
async function modelOverGrounded(question: string, grounded: Answer, deps: AnswerDeps): Promise<Answer> {
  const model = deps.model!;
  const hits: SearchHit[] = grounded.sections.length
    ? grounded.sections.map((s) => ({ id: s.id, title: s.title, lead: s.lead, score: 1 }))
    : deps.search.search(question, MODEL_SECTIONS);
  if (hits.length === 0) return grounded;
  const cards = grounded.card ? [grounded.card] : cardsNamedIn(question, deps.cards);
  const r = await modelAnswer(question, hits, cards, model, deps.reference, answerTextAlone(grounded.text));
  if (r.ok) return { ...r.answer, kind: grounded.kind, ...(grounded.card ? { card: grounded.card } : {}) };
  return { ...grounded, text: `${modelFailedNote(r.error)}\n${grounded.text}`, fallbackReason: r.error };
}

/**
 * "What is the Graveyard?" asks about a term of the rules, not about "Mammoth Graveyard":
 * a question whose subject is exactly a section's title or alias is a rules question,
 * unless it spells the card's whole name.
 */
function namesRulesTerm(question: string, card: CardFacts, reference: RulesReference): boolean {
  const subject = normalizeName(question)
    .replace(/^(?:what(?: s| is| are)?|whats|wat(?: is)?|explain|define|tell me about)\s+/, '')
    .replace(/^(?:a|an|the)\s+/, '')
    .trim();
  if (subject === normalizeName(card.name)) return false;
  return reference.sections.some((s) => normalizeName(s.title) === subject || s.aliases.some((a) => normalizeName(a) === subject));
}

// =======================================================================================
// Rules questions

const faqCache = new WeakMap<RulesReference, Faq>();

/** The question-and-answer list: the one in deps, else data/rules/faq.json (loaded once per reference). */
function faqFor(deps: AnswerDeps): Faq {
  if (deps.faq) return deps.faq;
  let faq = faqCache.get(deps.reference);
  if (!faq) {
    faq = loadFaq(deps.reference);
    faqCache.set(deps.reference, faq);
  }
  return faq;
}

/** The offline answer to a rules question (no model involved). */
export function offlineRulesAnswer(question: string, deps: AnswerDeps): Answer {
  return judgeOffline(question, { reference: deps.reference, search: deps.search, cards: deps.cards, faq: faqFor(deps) }).answer;
}

/** What an answer says when the model was asked and did not answer. */
export function modelFailedNote(reason: string): string {
  return `(The language model did not answer: ${reason}. This is the offline answer from the rules reference.)`;
}

function toSection(hit: SearchHit): AnswerSection {
  return { id: hit.id, title: hit.title, lead: hit.lead };
}

/** The schema a model answer must fit: citations can only be ids that were retrieved. */
export function rulesAnswerSchema(ids: readonly [string, ...string[]]) {
  return z.object({
    answer: z.string().min(1),
    citations: z.array(z.enum(ids)),
  });
}

async function rulesAnswer(question: string, deps: AnswerDeps, namedWords: readonly string[] = []): Promise<Answer> {
  const judgeDeps = { reference: deps.reference, search: deps.search, cards: deps.cards, faq: faqFor(deps), namedWords };
  // A computed battle is exact: no model needed.
  const battle = judgeBattle(question, judgeDeps);
  if (battle) return battle.answer;
  const hits = deps.model ? deps.search.search(question, MODEL_SECTIONS) : [];
  if (!deps.model || hits.length === 0) return judgeOffline(question, judgeDeps).answer;
  const cards = cardsNamedIn(question, deps.cards);
  const grounded = await modelAnswer(question, hits, cards, deps.model, deps.reference);
  if (grounded.ok) return grounded.answer;
  const a = judgeOffline(question, judgeDeps).answer;
  return { ...a, text: `${modelFailedNote(grounded.error)}\n${a.text}`, fallbackReason: grounded.error };
}
const contentsCache = new WeakMap<RulesReference, string>();

/** Every section of the reference as "id: title", one a line (built once per reference). */
function contentsOf(reference: RulesReference): string {
  let text = contentsCache.get(reference);
  if (text === undefined) {
    text = reference.sections.map((s) => `${s.id}: ${s.title}`).join('\n');
    contentsCache.set(reference, text);
  }
  return text;
}

async function modelAnswer(
  question: string,
  hits: readonly SearchHit[],
  cards: readonly CardFacts[],
  model: ChatModel,
  reference: RulesReference,
  facts = '(none)',
): Promise<{ ok: true; answer: Answer } | { ok: false; error: string }> {
  const ids = hits.map((h) => h.id) as [string, ...string[]];
  const schema = rulesAnswerSchema(ids);
  let system: string;
  let input: string;
  try {
    // Static first (instructions and the reference's contents, the same bytes for every
    // question, so a provider can cache them); the retrieved sections and the question last.
    system = fillTemplate(loadPrompt('rules-judge'), { contents: contentsOf(reference) });
    input = fillTemplate(loadPrompt('rules-judge-input'), {
      sections: hits
        .map((h) => {
          const s = reference.byId.get(h.id)!;
          return `[${s.id}] ${s.title}\n${s.body}`;
        })
        .join('\n\n'),
      cards: cards.length ? cards.map((c) => `${cardFactsLine(c)} ${c.text}`).join('\n') : '(none)',
      facts,
      question,
    });
  } catch (err) {
    return { ok: false, error: `prompt: ${(err as Error).message}` };
  }
  try {
    const result = await model.structured({
      role: 'rules',
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: input },
      ],
      schema,
      schemaName: 'rules_answer',
    });
    if (!result.ok) return { ok: false, error: result.error };
    // Checked again here: whatever the model layer did, only retrieved ids get through.
    const parsed = schema.safeParse(result.value);
    if (!parsed.success) return { ok: false, error: `answer does not fit the schema: ${parsed.error.issues[0]?.message ?? 'invalid'}` };
    const citations = [...new Set(parsed.data.citations)];
    const cited = citations.map((id) => hits.find((h) => h.id === id)!);
    const text = cited.length
      ? `${parsed.data.answer.trim()}\n\nSources: ${cited.map((h) => `${h.title} [${h.id}]`).join('; ')}`
      : parsed.data.answer.trim();
    return {
      ok: true,
      answer: { kind: 'rules', text, citations, sections: hits.map(toSection), source: 'model' },
    };
  } catch (err) {
    return { ok: false, error: (err as Error).message || String(err) };
  }
}

