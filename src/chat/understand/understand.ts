/**
 * One reading of a chat message against the decision at hand and the legal options. The
 * answer is always one of: a plan (the message's move pieces, the first one already
 * matched), a question, a request, banter, an ask-back listing the likeliest options, or
 * "moved on" (the message was typed against a decision that has passed). Never a shrug:
 * whatever is not clearly banter, a question or a request, and does not read as a move,
 * is answered with the closest options, numbered.
 */
import { optionCommand } from '../../engine/text/grammar.js';
import type { Engine } from '../../engine/index.js';
import type { DuelState, Option, PlayerId } from '../../engine/types.js';
import { boardWords, type BoardWords } from './board.js';
import { isGameQuestion } from '../interpret.js';
import { handsOver, isBanter, NO_WORDS, OUTCOME_QUESTION, questionOf, readRequest, stripPoliteness, YES_WORDS, yesNoWord, type RequestKind } from './classify.js';
import { unavailableCard } from './unavailable.js';
import { asksBotWhy } from './questionText.js';
import { foreignByVerb, foreignByWords, isForeignTalk, readForeign } from './foreign.js';
import { detectLanguage, maskCards, readIntent, type Language } from './intent/index.js';
import { aliasTable } from './aliases.js';
import { HEDGE_WORDS, readDiscourse, wondered, type Discourse } from './discourse.js';
import { applyIdioms, COMMAND_WORDS, correctTypos, regularize } from './lexicon.js';
import { describePhrases } from './described.js';
import { attackShape } from './attackShape.js';
import { attackAgainRefused } from './again.js';
import { namedCards, type StepMatch } from './match.js';
import { expandFirst, nextStep } from './plan.js';
import { cardsOf, rankOptions } from './rank.js';
import { clauses, hasVerb, verbOf } from './steps.js';
import { hasMoveCue, soundsLikeMove } from './score.js';
import { mentionsIn, seen, wordsOutsideNames } from './cardMentions.js';
import { bareCardRefusal } from './bareCard.js';
import { mendSpelling } from './spelling.js';
import { lateHandOver } from './handOver.js';
import { askedText } from '../pending.js';
import { choiceByWord, passAtWindow } from './choiceWords.js';

export interface UnderstandContext {
  engine: Engine;
  /** The duel; only what `player` may see is read (names through canSee, options of their decision). */
  state: DuelState;
  player: PlayerId;
  /** Cards recently named or played, most recent first: what "it" and "him" stand for. */
  referents?: readonly number[];
  /** The numbered options last shown to the player (an ask-back), for "2" or "the third one". */
  listed?: readonly Option[];
  /** decisionKey() of the state the message was typed against; a different key now means "moved on". */
  writtenAgainst?: string;
  /** The verb of the player's last step ("set"), lent to a verb-less message ("and the elf too"). */
  lastVerb?: string | null;
  /** Every card name the game knows, for "summon X" with X out of reach (the reason, not a list). */
  cardNames?: readonly string[];
  /** Whether a text names a card (a question about a card is a rules question). */
  mentionsCard?: (text: string) => boolean;
}

export type Understanding =
  | {
      kind: 'plan';
      /** The move pieces, for runPlan. */
      pieces: string[];
      /** The first step as matched now: an option, or a refusal the driver will explain. */
      first: StepMatch;
      /** A question asked along with the move ("is skull strong enough? tribute imp for it"). */
      question?: string;
      /** Asked politely or as a question ("could you summon X for me?"). */
      polite: boolean;
      referents: number[];
      /** The verb lent from the previous message, for runPlan's `lastVerb`. */
      lastVerb: string | null;
      /** The options of the last ask-back, which the first step may be answering (for runPlan's `listed`). */
      listed?: readonly Option[];
    }
  /** about 'bot': the bot's own reasons for its last move are asked for ("why did you do that?"). */
  | { kind: 'question'; question: string; about: 'rules' | 'duel' | 'bot' }
  | { kind: 'request'; request: RequestKind; whose?: 'mine' | 'yours' }
  | { kind: 'banter'; text: string }
  /** A move on a card out of the player's reach: the reason, not a list of other moves. */
  | { kind: 'cannot'; text: string }
  /** confirmFirst: the message only wondered, took its move back or was not in English; whatever is read into it is confirmed before it is played. */
  | { kind: 'ask-back'; options: Option[]; commands: string[]; prompt: string; confirmFirst?: boolean }
  /** dropped: the player let the last ask-back go ("no forget it"); else the duel moved on since the message was typed. */
  | { kind: 'moved-on'; now: string; dropped?: true };

/** Identifies the decision a message is typed against: any applied action changes it. */
export function decisionKey(state: DuelState): string {
  const p = state.pending;
  return `${state.turn}.${state.phase}.${state.step ?? '-'}.${p ? `${p.kind}:${p.player}` : 'none'}.${state.actionCount}`;
}

const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, one: 1, two: 2, three: 3, four: 4, five: 5 };

/** "2", "#2", "option 2", "the third one", "last one": an index into a numbered list. */
function ordinal(text: string): number | 'last' | null {
  const t = text.replace(/[?!.]+$/, '').trim();
  const num = /^(?:#|no\.? |number |option |choice |nr )?(\d)$/.exec(t);
  if (num) return Number(num[1]);
  const word = /^(?:the |option |number )?(first|second|third|fourth|fifth|last|one|two|three|four|five)(?: one| option| choice)?(?: please)?$/.exec(t);
  if (!word) return null;
  return word[1] === 'last' ? 'last' : ORDINALS[word[1]!]!;
}

function askBack(state: DuelState, ctx: UnderstandContext, options: Option[], prompt: string, confirmFirst = false): Understanding {
  return { kind: 'ask-back', options, commands: options.map((o) => optionCommand(state, ctx.player, o, ctx.engine)), prompt, ...(confirmFirst ? { confirmFirst } : {}) };
}

/**
 * Whether a message asks for a move at all: a move verb, or an intent of moving, handing
 * over or saying yes. "X is my favourite card" and "I'm saving X for later" name a card
 * and ask nothing: a model's move read into them is confirmed before it is played.
 */
export function asksForMove(message: string, cardNames: readonly string[] = []): boolean {
  const names = [...cardNames, ...aliasTable().keys()];
  const raw = regularize(maskCards(message, names));
  if (/\b(?:summon|set|attack|activate|tribute|discard|flip|equip|chain|play|use|end|pass|battle|target|destroy|special|revive|switch|change)\b/.test(applyIdioms(raw))) return true;
  const { intent, p } = readIntent(raw);
  return (intent === 'move' || intent === 'hand-over' || intent === 'confirm') && p >= 0.5;
}

function ownOptions(ctx: UnderstandContext): Option[] {
  return ctx.state.pending?.player === ctx.player && !ctx.state.result ? ctx.engine.legalActions(ctx.state) : [];
}

/** An ordinal picks from the list last shown, or from the options of a pending choice. */
function byOrdinal(text: string, ctx: UnderstandContext): Option | null {
  const n = ordinal(text);
  if (n === null) return null;
  const options = ownOptions(ctx);
  const listed = (ctx.listed ?? []).filter((l) => options.some((o) => o.id === l.id));
  const list = listed.length ? listed : ctx.state.pending?.kind === 'main' || ctx.state.pending?.kind === 'battle' ? options : options.filter((o) => o.action.type !== 'pass');
  return (n === 'last' ? list[list.length - 1] : list[n - 1]) ?? null;
}

/** A statement turned into a question by its last words. */
const TAG_QUESTION = /[\s,]+(?:right|correct|yeah|isnt it|is not it|doesnt it|does not it|does it|is it|true|innit|no)[.!]*$/;

/** How a question opens; a sentence opened so is asked, with or without its "?" ("how much atk does the elf have"). */
const INTERROGATIVE = /^(?:(?:wait|ok|okay|so|hmm+|um+|and|but|also|btw|quick question|ouch|oof|damn|huh|bruh|ugh|wow|whoa|yikes)[,\s]+)*(?:what|whats|why|how|when|where|who|whose|which|does|did|is (?:it|there|that|this|my|his|her|the|your)|are (?:there|my|his|the|your|they)|should i|would (?:it|that)|will (?:it|that|he|my)|can i|could i|may i|am i|do i|do you|does|isnt|doesnt|if i|if he|what if)\b/;

/**
 * The message's sentences split into questions and the rest. A sentence asked as a question
 * may open with a move ("skull hits stone, that is more than 2000 right?"): the clauses before
 * the question that ask for a kind of move are the move.
 */
function sentences(text: string, isMove: (clause: string) => boolean): { questions: string[]; rest: string[] } {
  // "skull needs a tribute right": a tag at the end asks as much as a question mark.
  const parts = text
    .split(/(?<=\?)\s*|(?<=[.!])\s+(?=\S)/)
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map((s) => (TAG_QUESTION.test(s) && !/\b(?:that|this) is it[.!]*$/.test(s) ? `${s}?` : s))
    // "the big bird, how strong is it": a question said after a comma asks as much as a "?".
    .map((s) => (!s.endsWith('?') && s.split(/,\s*/).slice(1).some((c) => INTERROGATIVE.test(c) && !/^(?:can|could|would|will) (?:you|u|we)\b/.test(c)) ? `${s}?` : s));
  const questions: string[] = [];
  const rest: string[] = [];
  for (const p of parts) {
    const actionAsked = /^(?:can|could|would|will) (?:you|u|we)\b/.test(p) || /\b(?:for me)\b/.test(p);
    if (!actionAsked && !p.endsWith('?') && INTERROGATIVE.test(p)) {
      questions.push(p);
      continue;
    }
    if (!p.endsWith('?') || actionAsked) {
      rest.push(p);
      continue;
    }
    const clauses = p.split(/,\s*/);
    let moves = 0;
    while (moves < clauses.length - 1 && !INTERROGATIVE.test(clauses[moves]!) && isMove(clauses[moves]!)) moves++;
    if (moves > 0) rest.push(clauses.slice(0, moves).join(', '));
    questions.push(clauses.slice(moves).join(', '));
  }
  return { questions, rest };
}

/** Pieces that neither name a card nor ask for a kind of move ("gg ez", "sorry german keyboard brain lol") go when others do. */
function movePieces(said: string[], board: BoardWords, referents: readonly number[]): string[] {
  const kept = said.filter((p) => hasVerb(p) || soundsLikeMove(p, board, referents) || handsOver(p) || /^(?:yes|no|pass|\d)$/.test(p));
  const shared = kept.length ? kept : said;
  // "elf and guardian attack directly": the first subject shares the second's predicate.
  return shared.map((p, i) => {
    const next = shared[i + 1];
    const m = next ? /^(.+?) ((?:attack|attacks|summon|set|activate)\b.*)$/.exec(next) : null;
    const namesOnly = (t: string): boolean => !hasVerb(t) && !hasMoveCue(t) && mentionsIn(t, board, []).size > 0;
    if (!m || !namesOnly(p) || !namesOnly(m[1]!)) return p;
    return `${p} ${m[2]}`;
  });
}

export function prepare(text: string, board: BoardWords): string {
  const vocabulary = new Set([...COMMAND_WORDS, ...board.vocabulary]);
  return applyIdioms(correctTypos(describePhrases(joinCommaNames(text, board)), vocabulary));
}

/** "Winged Dragon, Guardian of the Fortress #1" is one name, not two clauses: its commas go. */
function joinCommaNames(text: string, board: BoardWords): string {
  let t = text;
  for (const c of board.cards) {
    const name = c.name?.toLowerCase();
    if (name?.includes(',') && t.includes(name)) t = t.split(name).join(name.replace(/,/g, ''));
  }
  return t;
}

/** "attack with everything" when no attack can be declared: why the Battle Phase is shut, not a list of summons. */
function battleShut(said: string, options: readonly Option[], ctx: UnderstandContext, referents: number[], polite: boolean): Understanding | null {
  // Card names are no verbs: "battle ox" asks for no battle.
  const words = wordsOutsideNames(said, boardWords(ctx.state, ctx.player, ctx.engine)).join(' ');
  if (!/\b(?:attack|battle|hit|swing|charge)/.test(words) || options.some((o) => o.action.type === 'attack' || o.action.type === 'enter-battle')) return null;
  const battle = nextStep({ engine: ctx.engine, state: ctx.state, player: ctx.player }, ['enter battle'], null, referents);
  if ('tentative' in battle || battle.failure.kind !== 'rejected') return null;
  return { kind: 'plan', pieces: ['enter battle'], first: battle.failure, polite, referents, lastVerb: null };
}

export function understand(message: string, ctx: UnderstandContext): Understanding {
  const { state, player, engine } = ctx;
  if (ctx.writtenAgainst !== undefined && ctx.writtenAgainst !== decisionKey(state)) return { kind: 'moved-on', now: decisionKey(state) };
  const said = regularize(message);
  const options = ownOptions(ctx);
  const board = boardWords(state, player, engine);
  // Only emoji or symbols ("😂😂😂", "👍"): talk, never a move.
  if (said === '' && /[^\s\p{P}]/u.test(message)) return { kind: 'banter', text: message };
  if (said === '') return askBack(state, ctx, rankOptions('', options, board), 'What would you like to do?');
  // Spelling is mended only in English: another language's words are not misspelt English.
  // Card names are English whatever the message's language ("celtic guardian greift mystical elf an"): masked first.
  const language = detectLanguage(maskCards(said, [...board.cards.flatMap((c) => (c.name ? [c.name] : [])), ...board.aliases.keys()])).language;
  const byWords = language === 'en' ? foreignByWords(said, board.vocabulary) ?? foreignByVerb(said) : null;
  const english = language === 'en' && !byWords;
  const raw = english ? mendSpelling(said, board.vocabulary) : said;
  const request = readRequest(raw);
  if (request) return { kind: 'request', ...request };
  const picked = byOrdinal(raw, ctx) ?? yesOrNo(raw, ctx) ?? confirmsListed(raw, ctx) ?? choiceByWord(raw, options, state.pending?.kind) ?? passAtWindow(raw, options, state.pending?.kind);
  if (picked) {
    const command = optionCommand(state, player, picked, engine);
    return { kind: 'plan', pieces: [command], first: { kind: 'option', option: picked }, polite: false, referents: [...(ctx.referents ?? [])], lastVerb: null };
  }
  // "no forget it" after an ask-back: the list is let go, nothing is played and nothing more is asked.
  if ((english || yesNoWord(said) === 'no') && dropsAskBack(raw, readDiscourse(raw), ctx)) return { kind: 'moved-on', now: decisionKey(state), dropped: true };
  // "yo the knight tramples the shark": a greeting or a laugh around the shape of an attack is still the attack.
  if ((isBanter(raw) && !attackShape(prepare(raw, board), board)) || isForeignTalk(said)) return { kind: 'banter', text: message };
  if (!english) return foreign(message, said, byWords ?? language, ctx, options);
  const discourse = readDiscourse(raw);
  // "typhoon his face-down… nah, leave it for now": everything said was taken back.
  if (discourse.cancelled || keepsBack(discourse, board)) return askBack(state, ctx, [], 'Fine, I will leave that. What would you like to do instead?', true);
  const ended = endsWhat(raw, ctx, options);
  if (ended) return ended;
  const read = readMove(message, discourse, ctx, options);
  // "ox on the elf?": read again as the move it wonders about, which is offered, never played.
  const hedge = read.kind === 'question' && !OUTCOME_QUESTION.test(raw) ? wondered(discourse) : null;
  const reread = hedge ? readMove(message, hedge, ctx, options) : null;
  if (reread?.kind === 'plan' && reread.first.kind === 'option' && !reread.question) return askBack(state, ctx, [reread.first.option], 'Do you want to do this? Say yes, or type the number.', true);
  if (read.kind === 'question' && asksBotWhy(raw)) return { ...read, about: 'bot' };
  const waiting = promptWaiting(read, ctx, options);
  if (waiting) return waiting;
  // "maybe summon the elf": a wondering is never played; the move it names is offered instead.
  // At a forced pick (a discard, a target) a shrug still picks: the player must choose one anyway.
  if (discourse.hedged && state.pending?.kind !== 'choose' && state.pending?.kind !== 'discard' && read.kind === 'plan' && read.first.kind === 'option') return askBack(state, ctx, [read.first.option], 'Do you want to do this? Say yes, or type the number.', true);
  return read;
}

/** "just the battle" after an ask-back offering to end it, or "ur turn lol" as the player's own turn begins. */
function endsWhat(raw: string, ctx: UnderstandContext, options: Option[]): Understanding | null {
  const text = stripPoliteness(raw).text;
  const kind = ctx.state.pending?.kind;
  // After an ask-back that offered to end the Battle Phase: "just the battle", "the whole turn".
  const askedEnd = kind === 'battle' && (ctx.listed ?? []).some((o) => o.action.type === 'end-battle') && text.split(' ').length <= 5;
  if (askedEnd && /\bturn\b/.test(text)) return endTurnPlan(ctx);
  const endBattle = options.find((o) => o.action.type === 'end-battle');
  if (askedEnd && endBattle && /\b(?:battle|bp|attacks?|attacking|combat|fighting)\b/.test(text)) {
    return { kind: 'plan', pieces: ['end battle'], first: { kind: 'option', option: endBattle }, polite: false, referents: [...(ctx.referents ?? [])], lastVerb: null };
  }
  if (lateHandOver(raw, ctx.state, ctx.player)) {
    const end = options.filter((o) => o.action.type === 'end-turn');
    return askBack(ctx.state, ctx, end, 'It is your turn now: your opponent has just ended theirs. Do you want to end your turn without doing anything? Say yes, or make your move.', true);
  }
  return null;
}

function endTurnPlan(ctx: UnderstandContext): Understanding | null {
  const next = nextStep({ engine: ctx.engine, state: ctx.state, player: ctx.player }, ['end turn'], null, []);
  if (!('tentative' in next)) return null;
  return { kind: 'plan', pieces: ['end turn'], first: { kind: 'option', option: next.tentative.moves[0]!.option }, polite: false, referents: [...(ctx.referents ?? [])], lastVerb: null };
}

/**
 * While an effect's question waits on the player (Monster Reborn's position, a target, yes
 * or no), a message that does not answer it ("set trap hole", "im done", another card's
 * attack) is not read as an answer, nor refused as a move: the question is asked again
 * with its answers. Questions, requests and banter were answered before this point.
 */
function promptWaiting(read: Understanding, ctx: UnderstandContext, options: Option[]): Understanding | null {
  const asked = askedText(ctx.state, ctx.player);
  const kind = ctx.state.pending?.kind;
  if (!asked || (kind !== 'choose' && kind !== 'yes-no') || options.length === 0) return null;
  if (read.kind === 'plan' && read.first.kind === 'option') return null;
  if (read.kind !== 'plan' && read.kind !== 'cannot' && read.kind !== 'ask-back') return null;
  return askBack(ctx.state, ctx, options, `That is not an answer to the question in front of you, which comes first: ${asked} (the other move can wait)`);
}

/** "yes", "yeah sure go", "nah" at a yes-or-no decision (an effect's question, an optional trigger): its Yes or No. */
function yesOrNo(text: string, ctx: UnderstandContext): Option | null {
  const options = ownOptions(ctx);
  const yes = options.find((o) => (o.action.type === 'answer' && o.action.yes) || /^yes\b/i.test(o.label));
  const no = options.find((o) => (o.action.type === 'answer' && !o.action.yes) || /^no\b/i.test(o.label));
  if (!yes || !no) return null;
  // yesNoWord reads a yes or a no in any of the six languages ("sí", "nein").
  const said = yesNoWord(text);
  if (said === 'yes' || /^(?:use|activate) it$/.test(text) || YES_WORDS.test(text)) return yes;
  if (said === 'no' || NO_WORDS.test(text)) return no;
  return null;
}

/** A message in another language: never played; an ask-back of the options its verb and cards fit. */
function foreign(message: string, raw: string, language: Language, ctx: UnderstandContext, options: Option[]): Understanding {
  const read = readForeign(raw, language, options, boardWords(ctx.state, ctx.player, ctx.engine));
  if (read.kind === 'banter') return { kind: 'banter', text: message };
  if (read.kind === 'question') return { kind: 'question', question: message.trim(), about: 'rules' };
  if (options.length === 0) return askBack(ctx.state, ctx, [], 'It is not your move right now.');
  return askBack(ctx.state, ctx, read.options, read.prompt, true);
}

/**
 * When no move, question or request was read by the rules: what the intent model makes
 * of it, when it is sure. Never a move: a hand-over is offered as the option to end the
 * turn, a correction alone is told that nothing was played.
 */
function byIntent(message: string, raw: string, ctx: UnderstandContext, options: Option[]): Understanding | null {
  const board = boardWords(ctx.state, ctx.player, ctx.engine);
  const { intent, p } = readIntent(raw, [...board.cards.flatMap((c) => (c.name ? [c.name] : [])), ...board.aliases.keys()]);
  const words = raw.split(/\s+/).length;
  // Fragments ("hmm", "his weakest monster") are ask-backs whatever the model says: naive Bayes is overconfident on them.
  if (p < 0.9 || words < 2) return null;
  switch (intent) {
    case 'banter':
      // Two words are talk ("good one", "u rock") only when they name no card and say no move or game word.
      return words >= 3 || (mentionsIn(raw, board, []).size === 0 && !hasMoveCue(raw) && !isGameQuestion(raw)) ? { kind: 'banter', text: message } : null;
    case 'question':
      if (!/\?|^(?:what|why|how|when|where|who|which|can|could|does|do|did|is|are|should|would|will)\b/.test(raw)) return null;
      return { kind: 'question', question: message.trim(), about: /\b(?:my|his|her|your|he|she|you|now|here)\b/.test(raw) ? 'duel' : 'rules' };
    case 'decline':
      // "oh no", "nah man" with nothing asked: a reaction, not an answer (after an ask-back the dismissal reads it).
      return !ctx.listed?.length && mentionsIn(raw, board, []).size === 0 && !hasMoveCue(raw) && !isGameQuestion(raw) ? { kind: 'banter', text: message } : null;
    case 'hand-over': {
      const end = options.filter((o) => o.action.type === 'end-turn' || o.action.type === 'end-battle' || o.action.type === 'pass');
      return end.length ? askBack(ctx.state, ctx, end, 'Do you want to hand over? Say yes, or type the number.', true) : null;
    }
    case 'correction':
      return askBack(ctx.state, ctx, [], 'Fine, nothing was played. What would you like to do?', true);
    default:
      return null;
  }
}

/** Words that may stand around a card named as a correction ("no, with the elf"): none of them says something else. */
const CORRECTION_GLUE = new Set('the a an my his her their your with on onto into at to in for instead then too also please pls one other that this it him her them guy card monster attack defense position facedown faceup face down up lol ok okay just i mean meant rather'.split(' '));

/**
 * After a take-back, words that ask for no move and say more than a card ("nah he stays",
 * "fang sits this one out"): what was taken back is not replaced, so nothing is played.
 * A question after the take-back is still asked; a card named alone is a correction.
 */
function keepsBack(discourse: Discourse, board: BoardWords): boolean {
  if (discourse.takenBack.length === 0 || discourse.kept === '' || /\?\s*$/.test(discourse.kept) || INTERROGATIVE.test(discourse.kept)) return false;
  const kept = prepare(discourse.kept, board);
  if (hasMoveCue(kept) || handsOver(kept)) return false;
  const named = new Set(normalizeNames(kept, board));
  return kept.split(/[^a-z0-9]+/).some((w) => w !== '' && !CORRECTION_GLUE.has(w) && !named.has(w) && !/^\d+$/.test(w));
}

/** The words of the visible card names and nicknames a text says. */
function normalizeNames(text: string, board: BoardWords): string[] {
  const words = text.split(/[^a-z0-9]+/);
  return words.filter((w) => board.vocabulary.has(w) || board.aliases.has(w) || board.cards.some((c) => c.ref === w));
}

/** Words that let a list go: a no, a never mind, a "none of them". */
const DISMISSAL = /^(?:(?:ok|okay|hmm+|oh|eh|um+|ah|ugh|meh|sorry|lol|argh|damn|wait)[\s,.!]+)*(?:(?:no+|nah+|nope|naw|nvm|never ?mind|forget (?:it|that|about it)|cancel(?: that| it)?|skip(?: it| that)?|none(?: of (?:them|those|these|that))?|neither|not (?:those|these|them|that|any)|nothing|scratch that|no thanks|no thank you|all good|it is fine|leave it)(?:[\s,.!…]+|$))+(?:(?:lol|haha|pls|please|thanks|kip|bot|mate|buddy|then|for now|sorry)[\s,.!]*)*$/;

/**
 * A message that dismisses the last ask-back in a Main or Battle Phase: its words are a
 * dismissal, or everything said was taken back, or the intent model is sure it declines or
 * corrects and it asks for no move and names no card.
 */
function dropsAskBack(raw: string, discourse: Discourse, ctx: UnderstandContext): boolean {
  const kind = ctx.state.pending?.kind;
  if (!ctx.listed?.length || (kind !== 'main' && kind !== 'battle')) return false;
  if (DISMISSAL.test(raw) || yesNoWord(raw) === 'no' || (discourse.cancelled && discourse.takenBack.every((t) => DISMISSAL.test(t.trim())))) return true;
  const board = boardWords(ctx.state, ctx.player, ctx.engine);
  if (hasMoveCue(raw) || mentionsIn(raw, board, []).size > 0) return false;
  const { intent, p } = readIntent(raw);
  return (intent === 'decline' || intent === 'correction') && p >= 0.9;
}

/**
 * A yes said with a word of its own ("sure thing", "yes sir", "absolutely mate"): a few
 * words, one of them a yes, no card and no move named, and the intent model sure it confirms.
 */
function sureYes(text: string, ctx: UnderstandContext): boolean {
  const words = text.split(/\s+/);
  if (words.length > 4 || !words.some((w) => yesNoWord(w) === 'yes') || words.some((w) => yesNoWord(w) === 'no') || hasMoveCue(text)) return false;
  if (mentionsIn(text, boardWords(ctx.state, ctx.player, ctx.engine), []).size > 0) return false;
  const { intent, p } = readIntent(text);
  return intent === 'confirm' && p >= 0.9;
}

/** "yes" / "do it" when the last ask-back listed exactly one option: that option. */
function confirmsListed(text: string, ctx: UnderstandContext): Option | null {
  if (ctx.state.pending?.kind === 'yes-no' || ctx.listed?.length !== 1) return null;
  if (!YES_WORDS.test(text.replace(/[!.]+$/, '')) && yesNoWord(text) !== 'yes' && !sureYes(text, ctx)) return null;
  return ownOptions(ctx).find((o) => o.id === ctx.listed![0]!.id) ?? null;
}

/** The verb of the last clause taken back, lent to a correction that has none ("attack with skull, no wait, with the elf"). */
function takenBackVerb(discourse: Discourse, board: BoardWords): string | null {
  if (discourse.takenBack.length === 0 || hasVerb(discourse.kept)) return null;
  const said = clauses(prepare(discourse.takenBack.join(' '), board));
  return said.length ? verbOf(said[said.length - 1]!) : null;
}

/** Talk before the move ("lol ok kip, time for the big guy: tribute both for the dragon"): only the move is read. */
function dropChatter(text: string): string {
  const parts = text.split(/(?<=[:;!…])\s+|(?<=\.\.)\s+|\s+-+\s+/);
  while (parts.length > 1 && !hasVerb(stripPoliteness(parts[0]!).text) && (isBanter(parts[0]!) || CHATTER.test(parts[0]!))) parts.shift();
  return parts.join(', ').trim();
}

/** Openers that carry no move: laughs, the bot's name, "time for the big guy". */
const CHATTER = /^(?:(?:lol|lmao|haha+|ok|okay|alright|right|so|well|hmm+|um+|kip|hey|yo|oh|oof|damn|welp|hehe+|ok kip|alright kip)[\s,!.]*)*(?:time for [^:]*|here (?:we|it) (?:go|comes)[^:]*|you asked for it|watch this|check this out|get ready|brace yourself|this is it|big play|lets see|let us see)?[\s,:!.]*$/;

/** "do it again with the dragon", "same for the elf", "the elf does the same": the last move's verb with the card named now. */
const REPEAT = /^(?:(?:ok|okay|and|now|then|so|alright)[\s,]+)*(?:(?:do|try) (?:it|that|this|the same(?: thing)?|same)(?: (?:again|once more|too|as well))?|same (?:thing|again|here)?|again)[\s,]*(?:(with|using|for|but with|on|at|into|against) )?(.*)$/;
const DOES_THE_SAME = /^(.+?) (?:does|do|can do) (?:the same|that too|it too|the same thing)(?: again)?[.!]*$/;

function repeatLast(text: string, ctx: UnderstandContext, board: BoardWords): string | null {
  const lastVerb = ctx.lastVerb;
  if (!lastVerb) return null;
  // The same move again: after an attack on a monster still there, that monster is the target again.
  const target = lastVerb === 'attack with' ? (ctx.referents ?? []).map((id) => seen(board, id)).find((c) => c?.side === 'opp' && c.where === 'monster' && c.ref !== '') : undefined;
  const again = (who: string): string => (target && !/\b(?:on|at|into|against)\b/.test(who) ? `attack ${target.ref} with ${who}` : `${lastVerb} ${who}`);
  const same = DOES_THE_SAME.exec(text);
  if (same) return again(same[1]!);
  const m = REPEAT.exec(text);
  if (!m || m[2]!.trim() === '') return null;
  // "do it again on the ox" after an attack names the target: the attacker is asked.
  if (m[1] && /^(?:on|at|into|against)$/.test(m[1]) && lastVerb.startsWith('attack')) return `attack ${m[2]}`;
  return again(m[2]!);
}

/** The move the kept words ask for, or the question, or the closest options. */
function readMove(message: string, discourse0: Discourse, ctx: UnderstandContext, options: Option[]): Understanding {
  const { state, player, engine } = ctx;
  const repeated = repeatLast(discourse0.kept, ctx, boardWords(state, player, engine));
  const discourse = repeated ? { ...discourse0, kept: repeated } : discourse0;
  // "maybe guardian into the elf? idk": a wondering asked as a question is still the move it wonders about.
  const raw = dropChatter(discourse.hedged ? discourse.kept.replace(HEDGE_WORDS, '').replace(/\?/g, '').replace(/[\s,]+(?:idk|i do not know|i guess|or not|maybe)$/, '') : discourse.kept);
  const board = boardWords(state, player, engine);
  const mentions = ctx.mentionsCard ?? ((t: string) => namedCards(t, board).length > 0);
  // An outcome asked last ("X vs Y who wins") is a question even without its question mark.
  const { questions, rest } = sentences(OUTCOME_QUESTION.test(raw) ? `${raw.trim()}?` : raw, (c) => hasVerb(prepare(c, board)) || hasMoveCue(prepare(c, board)));
  const question = questions.join(' ');
  const takenBackCards = discourse.takenBack.flatMap((t) => namedCards(prepare(t, board), board));
  // "hmm the ox maybe" asked back, then "summon it": the card the ask-back was about.
  const listedCards = [...new Set((ctx.listed ?? []).map((o) => cardsOf(o.action)[0]))];
  const asked = listedCards.length === 1 && listedCards[0] !== undefined ? [listedCards[0]] : [];
  const referents = [...questions.flatMap((q) => namedCards(prepare(q, board), board)), ...takenBackCards, ...asked, ...(ctx.referents ?? [])];
  const polite = stripPoliteness(rest.join('. '));
  const whole = prepare(polite.text, board);
  // "go ahead, you attack me" is one wish: the turn is handed over.
  const split = clauses(whole);
  // "go on then" is read before the idioms rewrite "go on" as an attack.
  const plainHandOver = state.pending?.kind === 'main' && handsOver(polite.text);
  const wholeHandsOver = plainHandOver || handsOver(whole) || (split.length > 0 && split.every((p) => handsOver(p)));
  // At an effect's question a hand-over is refused with that question, never read as an answer to it.
  const atQuestion = state.pending?.kind === 'choose' || state.pending?.kind === 'yes-no';
  const said = ((split.length > 1 || atQuestion) && wholeHandsOver) || plainHandOver ? ['end turn'] : movePieces(split, board, referents);
  const pieces = expandFirst(engine, state, player, said) ?? said;
  const again = attackAgainRefused(raw, engine, state, player, options, board);
  if (again) return { kind: 'plan', pieces: [again.command], first: { kind: 'rejected', action: again.action, rejection: again.rejection }, polite: polite.polite, referents, lastVerb: null };
  if (pieces.length && options.length) {
    // A verb is lent across messages only when the message says it continues ("and the elf too").
    const continues = /^(?:and|also|plus|then|&)\b|\b(?:too|as well|also|again)[?!.]*$/.test(raw);
    const lent = takenBackVerb(discourse, board) ?? (continues ? ctx.lastVerb ?? null : null);
    const first = nextStep({ engine, state, player, ...(ctx.listed ? { listed: ctx.listed } : {}) }, pieces, lent, referents);
    const asked = { ...(question ? { question } : {}), referents, lastVerb: lent, ...(ctx.listed?.length ? { listed: ctx.listed } : {}) };
    if ('tentative' in first) return { kind: 'plan', pieces, first: { kind: 'option', option: first.tentative.moves[0]!.option }, polite: polite.polite || questions.length > 0, ...asked };
    if (first.failure.kind === 'rejected') return { kind: 'plan', pieces, first: first.failure, polite: polite.polite, ...asked };
    if (first.failure.kind === 'ambiguous') return askBack(state, ctx, first.failure.options.slice(0, 5), 'Which one do you mean?');
  }
  const about = questionOf(raw, mentions) ?? (questions.length ? questionOf(question, mentions) : null);
  if (about) return { kind: 'question', question: message.trim(), about };
  const cannot = unavailableCard(whole, board, ctx.cardNames);
  if (cannot && options.length) return { kind: 'cannot', text: cannot };
  if (options.length === 0) return askBack(state, ctx, [], state.result ? 'The duel is over: no more moves. Start a new duel to play again.' : 'It is not your move right now; your opponent is deciding.');
  const shut = battleShut(whole, options, ctx, referents, polite.polite);
  if (shut) return shut;
  // Read before politeness is taken off: "celtic now" keeps the word that makes it a move.
  const bare = bareCardRefusal(prepare(rest.join(' '), board), ctx, board, options);
  if (bare) return { kind: 'plan', pieces: [bare.step], first: bare.refusal, polite: polite.polite, referents, lastVerb: null };
  const learned = byIntent(message, raw, ctx, options);
  if (learned) return learned;
  return askBack(state, ctx, rankOptions(prepare(raw, board), options, board), 'I did not catch that as a move. Did you mean one of these?');
}
