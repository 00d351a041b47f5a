/**
 * The judge without a language model: it answers first, then cites. In order:
 *
 *   1. a battle with numbers (or named monsters) is computed from the damage tables;
 *   2. a common question the question-and-answer list knows gets its one-line answer;
 *   3. otherwise the best-matching sentence of the best section leads (not the section's
 *      first sentence), without a yes or no the reference does not give.
 *
 * Each cited section is shown with the sentence of it that best fits the question.
 */
import type { CardDb } from '../../cards/cardDb.js';
import type { CardFacts } from '../../cards/types.js';
import { cardFactsLine, cardsNamedIn, normalizeName, tributeSentence } from '../answer/cards.js';
import { OFFLINE_SECTIONS, type Answer, type AnswerSection } from '../answer/types.js';
import type { RuleSection, RulesReference } from '../reference.js';
import { analyze, type RulesSearch, type SearchHit } from '../search.js';
import { readBattleQuestion } from './battleQuestion.js';
import { battleOutcome, describeBattle } from './battleTable.js';
import { bestSentence, rankedSentences, sentencesOf } from './bestSentence.js';
import type { Faq } from './faq.js';

export interface OfflineJudgeDeps {
  reference: RulesReference;
  search: RulesSearch;
  cards: CardDb;
  faq: Faq;
  /** Words the question reader already placed as card names, nicknames or typos ("dd", "bewd"): never an unknown word. */
  namedWords?: readonly string[];
}

/** How the offline answer was reached (for the caller and the evaluation). */
export type OfflineMethod = 'battle' | 'faq' | 'sections' | 'none';

export interface OfflineJudgement {
  answer: Answer;
  method: OfflineMethod;
}

/** Retrieved sections scoring below this share of the best one are not cited. */
export const OFFLINE_RELATIVE_CUTOFF = 0.2;

function sectionFor(probe: string, reference: RulesReference, id: string): AnswerSection | null {
  const s = reference.byId.get(id);
  return s ? { id: s.id, title: s.title, lead: bestSentence(probe, s, reference) } : null;
}

/**
 * The cited sections, each with its sentence that best fits `probe`: the question, plus
 * (when there is one) the answer, so the sentence shown is the one the answer rests on.
 */
function sectionList(probe: string, reference: RulesReference, ids: readonly string[]): AnswerSection[] {
  const out: AnswerSection[] = [];
  for (const id of ids) {
    if (out.some((s) => s.id === id)) continue;
    const s = sectionFor(probe, reference, id);
    if (s) out.push(s);
  }
  return out.slice(0, OFFLINE_SECTIONS);
}

/** The answer first, then each cited section with its best sentence (unless the lead already quotes it). */
function compose(lead: string[], sections: readonly AnswerSection[], extra: readonly string[]): string {
  const lines = [...lead];
  const said = lead.join(' ');
  if (sections.length) {
    lines.push('', 'From the rules reference:');
    for (const s of sections) lines.push(said.includes(s.lead) ? `- ${s.title} [${s.id}]` : `- ${s.title} [${s.id}]: ${s.lead}`);
  }
  if (extra.length) lines.push('', ...extra);
  return lines.join('\n');
}

function cardLines(cards: readonly CardFacts[]): string[] {
  return cards.map((c) => `Card mentioned: ${cardFactsLine(c)} ${c.text}`);
}

function answer(text: string, sections: AnswerSection[]): Answer {
  return { kind: 'rules', text, citations: sections.map((s) => s.id), sections, source: 'offline' };
}

function battleJudgement(question: string, deps: OfflineJudgeDeps, cards: readonly CardFacts[]): OfflineJudgement | null {
  const read = readBattleQuestion(question, deps.cards, cards);
  if (!read) return null;
  const outcome = battleOutcome(read.numbers);
  const lead: string[] = [];
  if (read.attackerName || read.targetName) {
    const n = read.numbers;
    const who = (name: string | undefined, value: number | null, stat: string): string => (name ? `${name} (${value} ${stat})` : `a ${value} ${stat} monster`);
    const stat = n.position === 'defense' ? 'DEF' : 'ATK';
    lead.push(`${who(read.attackerName, n.attackerAtk, 'ATK')} attacks ${n.position === 'direct' ? 'directly' : who(read.targetName, n.targetValue, stat)}${n.position === 'defense' ? ' in Defense Position' : ''}.`);
  }
  lead.push(describeBattle(read.numbers, outcome));
  lead.push('This is the plain damage table; card effects that change ATK, DEF or the battle itself can change the result.');
  // The table row that applied: its comparison word picks the sentence to quote.
  const n = read.numbers;
  const row = n.targetValue === null ? 'direct' : n.attackerAtk > n.targetValue ? 'higher' : n.attackerAtk === n.targetValue ? 'equal equals both 0' : 'lower';
  const sections = sectionList(`${row} ${n.position === 'defense' ? 'def' : 'atk'} ${n.faceDown ? 'face-down turned' : ''}`, deps.reference, outcome.sections);
  return { answer: answer(compose(lead, sections, cardLines(cards.filter((c) => c.frame === 'spell' || c.frame === 'trap'))), sections), method: 'battle' };
}

function faqJudgement(question: string, deps: OfflineJudgeDeps, cards: readonly CardFacts[]): OfflineJudgement | null {
  const m = deps.faq.match(question);
  if (!m) return null;
  const sections = sectionList(`${question} ${m.entry.answer}`, deps.reference, m.entry.sections);
  return { answer: answer(compose([m.entry.answer], sections, cardLines(cards)), sections), method: 'faq' };
}

/**
 * An open question ("what is", "how does", "X vs Y") gets more than one sentence: a short
 * section (three sentences or fewer) whole, else its opening sentence, which usually says
 * what the thing is, with the best-matching other one, in the section's order.
 */
function openLead(question: string, section: RuleSection, reference: RulesReference, best: string): string {
  const open = /^\s*(?:what|wat|how|whats|what's|explain|tell|difference|diff)\b|\b(?:vs|versus|difference|diff)\b/i.test(question);
  if (!open) return best;
  const sentences = sentencesOf(section.body);
  if (sentences.length <= 3) return sentences.join(' ');
  const opening = sentences[0]!;
  // The second sentence is picked for what the opening leaves out ("owner" after "controller").
  const said = new Set(analyze(opening));
  const rest = analyze(question).filter((t) => !said.has(t));
  const other = rankedSentences(rest.length ? rest : question, section, reference).find((s) => s !== opening);
  return other ? `${opening} ${other}` : opening;
}

function sectionsJudgement(question: string, deps: OfflineJudgeDeps, cards: readonly CardFacts[]): OfflineJudgement {
  const found = deps.search.searchDetailed(question, OFFLINE_SECTIONS);
  const best = found.hits[0]?.score ?? 0;
  const top: SearchHit[] = found.hits.filter((h) => h.score >= best * OFFLINE_RELATIVE_CUTOFF);
  const cardWords = new Set([...cards.flatMap((c) => normalizeName(c.name).split(' ')), ...(deps.namedWords ?? [])]);
  const unmatched = found.unmatched.filter((w) => !cardWords.has(normalizeName(w)) && !/^\d+$/.test(w));
  if (top.length === 0) {
    const text = compose(['The rules reference has no section that matches this question. Try other words: a phase, a kind of Summon, a card kind or a term from the card text.'], [], cardLines(cards));
    return { answer: answer(text, []), method: 'none' };
  }
  const sections = sectionList(question, deps.reference, top.map((h) => h.id));
  const first = sections[0]!;
  const bestLead = `${openLead(question, deps.reference.byId.get(first.id)!, deps.reference, first.lead)} (${first.title})`;
  // An unknown short word is likely a card nickname the judge does not know: say so first, so a
  // rule on another topic is not taken for the answer.
  const unknownName = unmatched.find((w) => /^[a-z]{2,4}$/i.test(w) && (w.match(/[aeiouy]/gi) ?? []).length <= 1 && !STOP.has(w.toLowerCase()));
  const lead: string[] = unknownName ? [honestLimit(unknownName), `If you meant a rule: ${bestLead}`] : [bestLead];
  if (unmatched.length && !unknownName) lead.push(`The reference has nothing on: ${unmatched.join(', ')}.`);
  return { answer: answer(compose(lead, sections, cardLines(cards)), sections), method: 'sections' };
}

/** Short words that are not card nicknames, though they have one vowel or none. */
const STOP = new Set(['up', 'down', 'off', 'out', 'yes', 'his', 'her', 'him', 'he', 'she', 'it', 'its', 'my', 'me', 'we', 'us', 'you', 'they', 'them', 'than', 'then', 'that', 'this', 'what', 'when', 'with', 'just', 'must', 'not', 'can', 'got', 'get', 'lot', 'but', 'yet', 'opp', 'ok', 'lp', 'gy', 'mp', 'bp', 'ep', 'sp', 'dp', 'atk', 'def', 'hand', 'turn', 'still', 'wont', 'dont', 'cant', 'isnt', 'didnt']);

/** The judge's one line on what it cannot ground, and what it can answer instead. */
export function honestLimit(word: string): string {
  return `I can't ground "${word}" in a card, a rule section or an engine run here: it is not a card name, nickname or rules term I know. I can answer about a card by its name (whether it targets, what it can hit, when it can be activated, its cost), a battle with its numbers, or a rule.`;
}

const SUMMON_WORDS = /\b(tribut\w*|sacrific\w*|normal summon\w*|summon\w*|set|setting)\b/i;

/** "Can I summon Summoned Skull without Tributes?": the named monster's Level decides, so say it first. */
function tributeLine(question: string, cards: readonly CardFacts[]): string | null {
  if (!SUMMON_WORDS.test(question)) return null;
  for (const card of cards) {
    const line = tributeSentence(card);
    if (line) return line;
  }
  return null;
}

/** A battle between numbers (or named monsters), computed from the damage tables; null for any other question. */
export function judgeBattle(question: string, deps: OfflineJudgeDeps): OfflineJudgement | null {
  return battleJudgement(question, deps, cardsNamedIn(question, deps.cards));
}

/** The offline answer to a rules question. */
export function judgeOffline(question: string, deps: OfflineJudgeDeps): OfflineJudgement {
  const cards = cardsNamedIn(question, deps.cards);
  const battle = battleJudgement(question, deps, cards);
  if (battle) return battle;
  const judged = faqJudgement(question, deps, cards) ?? sectionsJudgement(question, deps, cards);
  const tribute = tributeLine(question, cards);
  if (!tribute) return judged;
  const ids = judged.answer.citations.includes('summon.tribute') ? judged.answer.citations : ['summon.tribute', ...judged.answer.citations];
  const sections = sectionList(`${question} ${tribute}`, deps.reference, ids);
  return { answer: { ...judged.answer, text: `${tribute}\n${judged.answer.text}`, citations: sections.map((s) => s.id), sections }, method: judged.method };
}
