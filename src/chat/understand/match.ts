/**
 * One step of a plan ("tribute imp for skull", "the penguin", "no") matched against the
 * options that exist now. The step is read every way its references allow (see
 * references.ts); each reading goes through the command grammar, which compares it with
 * the engine's legal options and, when none fits, has the engine check the action so a
 * refusal carries the engine's own code and rule. The obvious readings win; readings of
 * equal rank that mean different options become an ask-back.
 */
import { parseCommand } from '../../engine/text/grammar.js';
import type { Engine } from '../../engine/index.js';
import type { Action, DuelState, Option, PlayerId, Rejection } from '../../engine/types.js';
import { boardWords, monsters, normalizeName, type BoardWords } from './board.js';
import { COMMAND_WORDS, COMMON_WORDS } from './lexicon.js';
import { handsOver, NO_WORDS, PASS_WORDS, YES_WORDS, yesNoWord } from './classify.js';
import { readings } from './references.js';
import { rankOptions } from './rank.js';
import { bareNameUses, scoreOptions } from './score.js';
import { impliedCommand } from './impliedCommand.js';
import { mentionsIn, seen } from './cardMentions.js';

export type StepMatch =
  | { kind: 'option'; option: Option }
  | { kind: 'rejected'; action: Action; rejection: Rejection }
  | { kind: 'ambiguous'; options: Option[] }
  | { kind: 'unknown'; message: string; options: Option[] };

export interface MatchContext {
  engine: Engine;
  state: DuelState;
  player: PlayerId;
  /** Cards recently named, most recent first: what "it" and "him" stand for. */
  referents: readonly number[];
  /** The options of the last ask-back: a short answer most likely means one of them. */
  listed?: readonly Option[];
}

/** Verbs a player puts before the answer to a pending choice ("destroy the giant", "target his ox"). */
const CHOICE_VERB = /^(?:choose|chose|pick|select|target|targeting|destroy|kill|take|on|at|for|get|grab|send|bounce|banish|the one is|i choose|i pick|i want|i will take|go with)\s+/;

/** The step without a verb, read as an answer to the decision at hand. */
function decisionVariants(step: string, state: DuelState): string[] {
  const pending = state.pending;
  const bare = step.replace(CHOICE_VERB, '');
  switch (pending?.kind) {
    case 'choose':
      return pending.labels ? [] : [`choose ${bare}`];
    case 'discard':
      return [`discard ${step.replace(/^(?:discard\s+)?/, '')}`];
    case 'respond':
      return [`activate ${step.replace(/^(?:activate|play|use|flip|pop|fire|open|spring|trigger|flip up)\s+/, '')}`];
    case 'battle': {
      // "gaia on the elf": an attacker and its target with the verb left out.
      const pair = /^(.+?) (?:on|at|into|against|->) (.+)$/.exec(step);
      if (pair && !/^(?:activate|flip|use|play)\b/.test(step)) return [`attack ${pair[2]} with ${pair[1]}`];
      return /^(?:flip|pop|fire|open|spring|flip up)\s+/.test(step) ? [step.replace(/^(?:flip up|flip|pop|fire|open|spring)\s+/, 'activate ')] : [];
    }
    case 'main': {
      // "hit him with ookazi": a card that cannot attack is activated at him.
      const spell = /^attack (?:the opponent |him |her |them |you )?(?:directly )?with (.+)$/.exec(step);
      if (spell) return [`activate ${spell[1]}`];
      // "celtic in attack" from the hand is a Normal Summon; "in defense" from the hand is a Set.
      const placed = /^(.+?) (?:in|into|to) (attack|attack position|defense)$/.exec(step);
      if (placed) return [placed[2] === 'defense' ? `set ${placed[1]}` : `summon ${placed[1]}`];
      // "flip my trap", "pop the jar": a Set Spell or Trap is activated, not Flip Summoned.
      return /^(?:flip|pop|fire|open|spring|flip up)\s+/.test(step) ? [step.replace(/^(?:flip up|flip|pop|fire|open|spring)\s+/, 'activate ')] : [];
    }
    default:
      return [];
  }
}

/** Words every position label shares: they tell the labels apart no better than silence. */
const LABEL_NOISE = new Set(['position', 'the', 'in', 'it', 'mode', 'face', 'up', 'please', 'pls', 'summon', 'special']);

/** Words that say the intent of one position, as the player means it ("attack with it", "keep him safe in def"). */
const ATTACK_INTENT = new Set('attack attacks attacking atk offense offence offensive aggressive swing swinging hit smack directly'.split(' '));
const DEFENSE_INTENT = new Set('def defence defense defend defending defensive block blocking wall safe protect shield'.split(' '));

/** A labelled choice (a position, heads or tails): the label that shares most of the player's distinctive words. */
function labelAnswer(step: string, options: readonly Option[], state: DuelState, board: BoardWords): Option[] {
  const pending = state.pending;
  if (pending?.kind !== 'choose' || !pending.labels) return [];
  // "attack with it" / "skull goes face" at Skull's position prompt says the intent of one answer (Attack Position);
  // an attack by or on another card is not about this prompt (the check on other cards below).
  // "stone guy in def" at Skull's position prompt names another card: not an answer to this prompt.
  const prompt = pending.prompt.toLowerCase();
  if ([...mentionsIn(step, board, []).entries()].some(([id, w]) => w >= 2 && !prompt.includes((seen(board, id)?.name ?? '').toLowerCase()))) return [];
  const syn = (w: string): string => (ATTACK_INTENT.has(w) ? 'attack' : DEFENSE_INTENT.has(w) ? 'defense' : w);
  const words = new Set(step.split(' ').map(syn).filter((w) => (w.length >= 3 || /^\d$/.test(w)) && !LABEL_NOISE.has(w)));
  const scored = options
    .filter((o) => o.action.type === 'choose' && o.action.pick !== null)
    .map((o) => {
      const pick = (o.action as { pick: number }).pick;
      const label = (pending.labels![pick] ?? '').toLowerCase().split(/[^a-z0-9]+/);
      return { o, score: [...words].filter((w) => label.includes(w)).length };
    })
    .filter((x) => x.score > 0);
  const best = Math.max(0, ...scored.map((x) => x.score));
  return scored.filter((x) => x.score === best).map((x) => x.o);
}

/** Words that answer the decision without naming anything: pass, end turn, yes, no. */
function wordAnswer(step: string, options: readonly Option[], state: DuelState): Option | null {
  const kind = state.pending?.kind;
  const of = (type: Action['type']): Option | null => options.find((o) => o.action.type === type) ?? null;
  if (kind === 'yes-no') {
    if (YES_WORDS.test(step) || yesNoWord(step) === 'yes') return options.find((o) => o.action.type === 'answer' && o.action.yes) ?? null;
    if (NO_WORDS.test(step) || PASS_WORDS.test(step) || yesNoWord(step) === 'no') return options.find((o) => o.action.type === 'answer' && !o.action.yes) ?? null;
  }
  if (kind === 'respond' && (PASS_WORDS.test(step) || /^(?:no|do not|not) (?:chain|response|respond)/.test(step))) return of('pass');
  // "done" finishes a choice that may stop early (its 'done' option); it never picks one of the cards.
  if (kind === 'choose' && /^(?:done|that is all|that is it|no more|none|nothing|finish|finished)$/.test(step)) {
    return options.find((o) => o.action.type === 'choose' && o.action.done) ?? null;
  }
  if (kind === 'main' && handsOver(step)) return of('end-turn');
  // In the Battle Phase a stop word ends the attacks, not the turn: the turn stays in the player's hands.
  if (kind === 'battle' && BATTLE_STOP.test(step)) return of('end-battle');
  return null;
}

/** Words that stop the attacks in the Battle Phase; the bare "done" kind also reads as ending the turn. */
const BATTLE_STOP = /^(?:end|end it|stop|i stop|i will stop|done|i am done|done here|i am done here|all done|i am through|finished|i am finished|that is it|that is all|nothing else|over)$/;
const BARE_DONE = /^(?:done|i am done|done here|i am done here|all done|i am through|finished|i am finished|that is it|that is all|nothing else)$/;

/**
 * A bare "done" in the Battle Phase while a monster may still attack reads two ways (the
 * attacks or the whole turn), and either loses that attack: asked back, with the end of the
 * Battle Phase as the option it can answer. With no attack left, ending the battle loses nothing.
 */
function ambiguousDone(step: string, options: readonly Option[], state: DuelState): Option[] | null {
  if (state.pending?.kind !== 'battle' || !BARE_DONE.test(step)) return null;
  if (!options.some((o) => o.action.type === 'attack')) return null;
  const end = options.filter((o) => o.action.type === 'end-battle');
  return end.length ? end : null;
}

function distinct(state: DuelState, options: readonly Option[]): Option[] {
  const seen = new Set<string>();
  const key = (o: Option): string => {
    const a = o.action as Action & { card?: number };
    // Copies of one card in the hand are interchangeable.
    const card = a.card !== undefined && state.cards[a.card]?.location === 'hand' ? `p${state.cards[a.card]!.passcode}` : a.card;
    return JSON.stringify({ ...a, card });
  };
  return options.filter((o) => {
    const k = key(o);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const matches = new WeakMap<DuelState, Map<string, StepMatch>>();

/** The same step read against the same state gives the same match: remembered per state (states are immutable). */
export function matchStep(step: string, mc: MatchContext): StepMatch {
  const perState = matches.get(mc.state) ?? new Map<string, StepMatch>();
  matches.set(mc.state, perState);
  const key = `${mc.player}|${mc.referents.join(',')}|${(mc.listed ?? []).map((o) => o.id).join(',')}|${step}`;
  let hit = perState.get(key);
  if (!hit) {
    hit = matchFresh(step, mc, boardWords(mc.state, mc.player, mc.engine));
    perState.set(key, hit);
  }
  return hit;
}

function matchFresh(step: string, mc: MatchContext, board: BoardWords): StepMatch {
  const { engine, state, player } = mc;
  const options = state.pending?.player === player && !state.result ? engine.legalActions(state) : [];
  const twoWays = ambiguousDone(step, options, state);
  if (twoWays) return { kind: 'ambiguous', options: twoWays };
  const direct = wordAnswer(step, options, state);
  if (direct) return { kind: 'option', option: direct };
  const labelled = labelAnswer(step, options, state, board);
  if (labelled.length === 1) return { kind: 'option', option: labelled[0]! };
  if (labelled.length > 1) return { kind: 'ambiguous', options: labelled };

  // End-turn words in the Battle Phase: "end turn", which the plan reaches through Main Phase 2.
  const said = state.pending?.kind === 'battle' && handsOver(step) ? 'end turn' : step;
  const texts = [said, ...decisionVariants(said, state)];
  let bestRank = Infinity;
  let found: Option[] = [];
  let refusal: { action: Action; rejection: Rejection } | null = null;
  let unknownMessage: string | null = null;
  for (const [variant, text] of texts.entries()) {
    for (const r of readings(text, board, mc.referents)) {
      const rank = r.rank + variant * 0.5;
      if (rank > bestRank) break;
      // "that one" read as the zone m2 is a card, not the command "m2" (Main Phase 2).
      if (r.text !== text && /^o?[mshf]\d+$/.test(r.text)) continue;
      const parsed = parseCommand(state, player, r.text, engine);
      if (parsed.kind === 'option' || parsed.kind === 'ambiguous') {
        const got = parsed.kind === 'option' ? [parsed.option] : parsed.options;
        if (rank < bestRank) found = [];
        bestRank = rank;
        found.push(...got);
      } else if (parsed.kind === 'rejected' && !refusal && !['pass', 'cancel-attack', 'surrender'].includes(parsed.action.type)) {
        refusal = parsed;
      } else if (parsed.kind === 'unknown' && unknownMessage === null) unknownMessage = parsed.message;
    }
  }
  const hits = distinct(state, found);
  if (hits.length === 1) return { kind: 'option', option: hits[0]! };
  // Several exact readings: the scorer may still see one clearly meant ("dark hole it is": the activation, not the Set).
  if (hits.length > 1) {
    const winner = pickAmong(step, hits, mc, board);
    return winner ? { kind: 'option', option: winner } : { kind: 'ambiguous', options: hits };
  }
  return byScore(step, options, mc, board, refusal, unknownMessage);
}

/** Among readings the grammar already vouches for, one that stands clearly above the others. */
function pickAmong(step: string, hits: Option[], mc: MatchContext, board: BoardWords): Option | null {
  const [best, second] = scoreOptions(step, hits, board, mc.referents, mc.listed).ranked;
  return best && second && best.score >= 3.5 && best.score - second.score >= 2 ? best.option : null;
}

/**
 * No exact reading: the option scorer reads the clause against every option. A clear
 * winner is the move; an engine refusal of what the words say comes next (the reason, not a
 * list); then close candidates are asked back.
 */
function byScore(step: string, options: Option[], mc: MatchContext, board: BoardWords, refusal: { action: Action; rejection: Rejection } | null, unknownMessage: string | null): StepMatch {
  const { state } = mc;
  const scored = scoreOptions(step, options, board, mc.referents, mc.listed);
  if (scored.winner) return { kind: 'option', option: scored.winner };
  // A card named alone in one's own phase or a response window: its one use, or its uses asked back.
  const bare = ['main', 'battle', 'respond'].includes(state.pending?.kind ?? '') ? bareNameUses(step, options, board, mc.referents) : null;
  const surely = bare?.length === 1 && Math.max(0, ...mentionsIn(step, board, mc.referents).values()) >= 3;
  if (surely && (bare[0]!.action.type === 'activate' || bare[0]!.action.type === 'normal-summon')) return { kind: 'option', option: bare[0]! };
  if (bare?.length) return { kind: 'ambiguous', options: bare };
  // A card named without a verb in a Main or Battle Phase is not a move to refuse: ask which move.
  if (refusal && !(bareCard(step) && !handsOver(step) && (state.pending?.kind === 'main' || state.pending?.kind === 'battle'))) return { kind: 'rejected', ...refusal };
  // The words ask for a move no option fits: the engine's reason for the move they describe.
  const implied = scored.close.length === 0 ? impliedCommand(step, board, mc.referents) : null;
  const parsed = implied ? parseCommand(state, mc.player, implied, mc.engine) : null;
  if (parsed?.kind === 'rejected') return { kind: 'rejected', action: parsed.action, rejection: parsed.rejection };
  if (scored.close.length > 1) return { kind: 'ambiguous', options: scored.close };
  return { kind: 'unknown', message: unknownMessage ?? `"${step}" is not one of your options right now.`, options: scored.close.length ? scored.close : rankOptions(step, options, board) };
}

function bareCard(step: string): boolean {
  return !/^(?:summon|set|tribute|activate|discard|flip|attack|choose|special|change|switch|put|move|turn|end|pass|go|enter|battle|target|destroy|equip|use|play)\b/.test(step) && !/\b(?:attack|attacks|summon|set|activate|defense|defence|position|face ?up|facedown)\b/.test(step);
}

/** Card ids named in a text (full names, nicknames, zone refs), for ranking and referents. */
export function namedCards(text: string, board: BoardWords): number[] {
  const norm = ` ${normalizeName(text.replace(/'s\b/g, ''))} `;
  const out: number[] = [];
  for (const [name, ids] of board.names) if (norm.includes(` ${name} `)) out.push(...ids);
  for (const [alias, names] of board.aliases) {
    if (!norm.includes(` ${alias} `)) continue;
    for (const n of names) out.push(...(board.names.get(normalizeName(n)) ?? []));
  }
  for (const c of board.cards) if (c.ref && norm.includes(` ${c.ref} `)) out.push(c.id);
  // One distinctive word of exactly one visible name ("the jinn"), and stats ("my 1800", "his 1700").
  for (const w of norm.split(' ')) {
    if (w.length < 4 || COMMAND_WORDS.includes(w) || COMMON_WORDS.has(w)) continue;
    const hits = [...board.names.keys()].filter((n) => n.split(' ').includes(w));
    if (hits.length === 1) out.push(...board.names.get(hits[0]!)!);
  }
  for (const m of norm.matchAll(/\b(my|his|her|their|your|kips) (\d{3,4})\b/g)) {
    const side = m[1] === 'my' ? 'own' : 'opp';
    out.push(...monsters(board, side).filter((c) => c.atk === Number(m[2]) || c.def === Number(m[2])).map((c) => c.id));
  }
  return [...new Set(out)];
}
