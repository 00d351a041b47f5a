/**
 * The option scorer: a clause read against every legal option at once, not rewritten into
 * a grammar. Each option is described by what a player could say of it: the verbs that
 * ask for it (and their synonyms), the cards it moves and the role of each (the card
 * summoned or activated, the attacker, its target, the tributes, a pick), its position
 * and whether an attack is direct. The clause is scored against each description; a clear
 * winner is the move, close ones are asked back, and nothing near is left to the callers
 * (a question, a request, banter, or the reason the named move is illegal).
 */
import type { Action, DuelState, Option } from '../../engine/types.js';
import type { BoardWords } from './board.js';
import { mentionsIn, seen, wordsOutsideNames, type Mentions } from './cardMentions.js';
import { attackShape } from './attackShape.js';

type Verb = 'summon' | 'tribute' | 'set' | 'activate' | 'attack' | 'direct' | 'battle' | 'end' | 'position' | 'flip' | 'discard' | 'defense' | 'attack-position' | 'play';

/** Words that ask for a kind of move, with how strongly (2 a verb, 1 a hint such as "on" or "into"). */
const CUES: [RegExp, Verb, number][] = [
  [/\b(?:summon|summons|summoned|put down|puts down|bring out|brings out|call out|throw down|play out|drop|drops)\b/, 'summon', 2],
  [/\b(?:tribute|tributing|tributes)\b/, 'tribute', 2],
  // "his facedown" points at a card; only a face-down said of one's own move asks for a Set.
  [/\b(?:set|sets)\b|(?<!\b(?:his|her|their|your|opponents|opponent|the|a|my|that|this) )\bfacedown\b/, 'set', 2],
  [/\b(?:activate|activates|cast|fire|pop|steal|steals|equip|monster reborn on|trigger)\b/, 'activate', 2],
  [/\b(?:play|plays|use|uses)\b|\b(?:it is|go with|going with|i choose|i pick)$|^(?:go with|going with|i choose|i pick)\b/, 'play', 1],
  // A card named with a word of timing and nothing else ("now dark hole", "swords go", "dark hole time"): it is put to use.
  [/^now\b|\b(?:go|now|time)[!.]*$/, 'play', 1],
  [/\b(?:attack|attacks|attacking)\b(?! position)/, 'attack', 2],
  [/(?:\b(?:on|into|at|onto|against)\b|->|>)/, 'attack', 1],
  // "his face" is a direct attack; "his face down" / "face-up" point at a card.
  [/\b(?:directly|direct|face(?![\s-]?(?:down|up)\b)|his lp|his life points)\b/, 'direct', 2],
  [/\b(?:battle|bp|combat)\b/, 'battle', 2],
  [/\b(?:end|done|pass|finish|finished)\b/, 'end', 2],
  [/\b(?:switch|change|position)\b/, 'position', 2],
  [/\bflip\b/, 'flip', 2],
  [/\bdiscard\b/, 'discard', 2],
  [/\bdefense\b/, 'defense', 2],
  [/\b(?:in|to) (?:attack position|attack|atk)$|\battack position\b/, 'attack-position', 2],
];

export interface Scored {
  option: Option;
  score: number;
}

export interface OptionScores {
  /** Best first, one per distinct move (copies of a card in hand are one move). */
  ranked: Scored[];
  /** The move the clause asks for, when it stands clearly above the rest. */
  winner: Option | null;
  /** Close readings worth asking back, best first (empty when nothing is near). */
  close: Option[];
}

/**
 * The clause with the visible cards' names of several words put as "card": a name's words
 * ask for no move ("summoned skull" is no summon, "battle ox" no battle, "two-pronged
 * attack" no attack).
 */
export function withoutNames(text: string, board: BoardWords): string {
  let t = text;
  for (const name of board.names.keys()) {
    if (name.includes(' ') && t.includes(name)) t = t.replace(new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g'), 'card');
  }
  return t;
}

/**
 * A clause that only names cards ("pot of greed", "raigeki!!", "feral imp pls"): the uses
 * of the card(s) named, with a Set left out when the card can be activated (a Set is said,
 * never implied). One use is the move when it is an activation or a Normal Summon; several
 * are asked back. Null when the clause says anything but names and filler.
 */
export function bareNameUses(text: string, options: readonly Option[], board: BoardWords, referents: readonly number[]): Option[] | null {
  if (cueWeights(withoutNames(text, board)).size > 0) return null;
  if (wordsOutsideNames(text, board).some((w) => !BARE_FILLER.has(w))) return null;
  const mentions = mentionsIn(text, board, referents);
  if (![...mentions.values()].some((w) => w >= 2)) return null;
  const seenKeys = new Set<string>();
  const uses = options.filter((o) => {
    const main = rolesOf(o.action)[0];
    if (!main || namedWeight(main.id, mentions, board) < 2 || leftOut(o.action, mentions, board).length > 0) return false;
    const key = moveKey(board.state, o);
    if (seenKeys.has(key)) return false;
    seenKeys.add(key);
    return true;
  });
  const activates = uses.some((o) => o.action.type === 'activate');
  return uses.filter((o) => !(activates && o.action.type === 'set-spell-trap'));
}

/** Words that may stand beside a card's name without asking anything else of it. */
const BARE_FILLER = new Set('the a my pls please plz now ok okay lol lmao haha kip bot yes yeah yo go time mate bro this that one card'.split(' '));

function cueWeights(text: string): Map<Verb, number> {
  const out = new Map<Verb, number>();
  for (const [re, verb, weight] of CUES) if (re.test(text)) out.set(verb, Math.max(out.get(verb) ?? 0, weight));
  // "skull attack position" is a position, not an attack.
  if (out.get('attack-position') && !/\battack (?:with|directly)\b/.test(text)) out.delete('attack');
  return out;
}

/** The verbs that fit an option, each with how well (2 its own verb, 1 a loose fit). */
function verbsOf(state: DuelState, a: Action): Map<Verb, number> {
  const m = (pairs: [Verb, number][]): Map<Verb, number> => new Map(pairs);
  switch (a.type) {
    case 'normal-summon':
      return m([['summon', 2], ['attack-position', 2], ['play', 1], ...(a.tributes.length ? [['tribute', 2] as [Verb, number]] : [])]);
    case 'set-monster':
      return m([['set', 2], ['defense', 2], ...(a.tributes.length ? [['tribute', 1] as [Verb, number]] : [])]);
    case 'special-summon':
      return m([['summon', 2], ['play', 1]]);
    case 'flip-summon':
      return m([['flip', 2], ['summon', 1], ['attack-position', 1]]);
    case 'set-spell-trap':
      return m([['set', 2]]);
    case 'activate':
      return m([['activate', 2], ['play', 2], ['flip', 1]]);
    case 'attack':
      return m(a.target === null ? [['attack', 2], ['direct', 2]] : [['attack', 2]]);
    case 'enter-battle':
      return m([['battle', 2]]);
    case 'end-battle':
    case 'end-turn':
    case 'pass':
      return m([['end', 2]]);
    case 'change-position': {
      const pos = state.cards[a.card]?.position;
      return m([['position', 2], [pos === 'attack' ? 'defense' : 'attack-position', 2]]);
    }
    case 'discard':
      return m([['discard', 2]]);
    default:
      return m([]);
  }
}

/** The cards an option moves, each with the weight its naming carries. */
function rolesOf(a: Action): { id: number; weight: number; tribute: boolean }[] {
  switch (a.type) {
    case 'normal-summon':
    case 'set-monster':
      return [{ id: a.card, weight: 3, tribute: false }, ...a.tributes.map((id) => ({ id, weight: 2, tribute: true }))];
    case 'attack':
      return [{ id: a.attacker, weight: 3, tribute: false }, ...(a.target === null ? [] : [{ id: a.target, weight: 3, tribute: false }])];
    case 'choose':
      return a.pick === null ? [] : [{ id: a.pick, weight: 3, tribute: false }];
    case 'special-summon':
    case 'flip-summon':
    case 'change-position':
    case 'discard':
    case 'set-spell-trap':
    case 'activate':
      return [{ id: a.card, weight: 3, tribute: false }];
    default:
      return [];
  }
}

/** How surely the clause names this card: itself, or a copy of it in the same hand (copies are one card to a player). */
function namedWeight(id: number, mentions: Mentions, board: BoardWords): number {
  const own = mentions.get(id);
  if (own !== undefined) return own;
  const card = seen(board, id);
  if (!card?.name || card.where !== 'hand') return 0;
  let best = 0;
  for (const [other, w] of mentions) {
    const c = seen(board, other);
    if (c && c.where === 'hand' && c.side === card.side && c.name === card.name) best = Math.max(best, w);
  }
  return best;
}

/** Cards named (surely) that the option leaves out: another move was meant (an activation's target comes after it). */
function leftOut(a: Action, mentions: Mentions, board: BoardWords): number[] {
  if (a.type === 'activate') return [];
  const roles = rolesOf(a);
  const inOption = new Set(roles.map((r) => seen(board, r.id)?.name ?? `#${r.id}`));
  return [...mentions].filter(([id, w]) => w >= 2 && !roles.some((r) => r.id === id) && !inOption.has(seen(board, id)?.name ?? '')).map(([id]) => id);
}

/** Some tributes were named and this option tributes another one besides. */
function addsUnnamedTribute(a: Action, mentions: Mentions, board: BoardWords): boolean {
  const tributes = rolesOf(a).filter((r) => r.tribute);
  const named = tributes.filter((r) => namedWeight(r.id, mentions, board) > 0);
  return named.length > 0 && named.length < tributes.length;
}

function scoreOne(o: Option, text: string, cues: Map<Verb, number>, mentions: Mentions, board: BoardWords): number {
  const a = o.action;
  const roles = rolesOf(a);
  let score = 0;
  const tributesNamed = roles.some((r) => r.tribute && namedWeight(r.id, mentions, board) > 0);
  for (const r of roles) {
    const w = namedWeight(r.id, mentions, board);
    // A tribute left unnamed weighs more when others were named: "tribute the imp" is one tribute, not two.
    score += w ? (r.weight * w) / 3 : r.tribute ? (tributesNamed ? -1 : -0.5) : 0;
  }
  for (const id of leftOut(a, mentions, board)) score -= (2 * (mentions.get(id) ?? 0)) / 3;
  const fits = verbsOf(board.state, a);
  const strong = [...cues].filter(([, w]) => w >= 2).map(([v]) => v);
  const fit = Math.max(0, ...[...cues].map(([v, w]) => Math.min(w, fits.get(v) ?? 0)));
  score += fit;
  // No word of the message asks for this kind of move: a card named alone ("dh") is asked back, never played.
  if (fit === 0) score -= 1.5;
  if (strong.length && !strong.some((v) => fits.has(v))) score -= 3;
  if (a.type === 'attack' && a.target !== null && cues.has('direct')) score -= 3;
  if (strong.length === 0) score += priorOf(a, board);
  // A Set is said, never implied: "dark hole it is" activates it.
  if ((a.type === 'set-spell-trap' || a.type === 'set-monster') && !cues.has('set') && !cues.has('defense')) score -= 1.5;
  return score;
}

/** With no verb said: a Spell or Trap named alone is activated, a monster named alone from the hand is summoned. */
function priorOf(a: Action, board: BoardWords): number {
  if (a.type === 'activate') return 1;
  if (a.type === 'normal-summon' && a.tributes.length === 0) return 0.5;
  if (a.type === 'attack' && board.state.pending?.kind === 'battle') return 0.5;
  return 0;
}

/** One key per move a player would call the same (copies of a card in hand are one). */
function moveKey(state: DuelState, o: Option): string {
  const a = o.action as Action & { card?: number };
  const card = a.card !== undefined && state.cards[a.card]?.location === 'hand' ? `p${state.cards[a.card]!.passcode}` : a.card;
  return JSON.stringify({ ...a, card });
}

/** A comparison of cards ("X is stronger than Y", "X beats Y"): talk about the board, not a move. */
const COMPARISON = /\b(?:is|are|was|would be|will be)\b.*\b(?:than|as)\b|\b(?:stronger|weaker|bigger|smaller|better|worse|tougher|scarier)\b/;

const WIN_AT = 4;
const MARGIN = 2;

/** Scores a clause (already made regular) against the options; see OptionScores. */
export function scoreOptions(text: string, options: readonly Option[], board: BoardWords, referents: readonly number[], listed: readonly Option[] = []): OptionScores {
  const cues = cueWeights(withoutNames(text, board));
  const mentions = mentionsIn(text, board, referents);
  // "the knight tramples the shark": the shape of an attack asks for one, whatever its slang verb.
  if ((cues.get('attack') ?? 0) < 2 && bothSidesNamed(mentions, board) && attackShape(text, board)) cues.set('attack', 2);
  const seenKeys = new Set<string>();
  const ranked: Scored[] = [];
  for (const o of options) {
    const key = moveKey(board.state, o);
    if (seenKeys.has(key)) continue;
    seenKeys.add(key);
    // An option just offered in an ask-back is what a short answer most likely means.
    const bonus = listed.some((l) => l.id === o.id) ? 1 : 0;
    ranked.push({ option: o, score: scoreOne(o, text, cues, mentions, board) + bonus });
  }
  ranked.sort((x, y) => y.score - x.score);
  const best = ranked[0];
  const second = ranked[1];
  // A winner accounts for every card said: "DM, tribute guardian + skull" is never DM tributing another card.
  // And it adds no card the player did not say: "tribute just the girl for ryu ran" is never
  // Ryu-Ran tributing the girl and the bird, even when that is the only way to Summon it.
  const covers = (o: Option): boolean => leftOut(o.action, mentions, board).length === 0 && !addsUnnamedTribute(o.action, mentions, board);
  // "my wizard is way stronger than his elf": a comparison names cards and asks for no move.
  const remark = COMPARISON.test(text) && ![...cues].some(([v, w]) => w >= 2 && v !== 'direct');
  const winner = !remark && best && best.score >= WIN_AT && (!second || best.score - second.score >= MARGIN) && covers(best.option) ? best.option : null;
  const close = winner || !best || best.score < 3 ? [] : ranked.filter((s) => s.score >= 3 && s.score >= best.score - 1.5).slice(0, 5).map((s) => s.option);
  return { ranked, winner, close };
}

/** Whether the clause names a card or asks for a kind of move at all (else it is not a move to score). */
export function soundsLikeMove(text: string, board: BoardWords, referents: readonly number[]): boolean {
  return [...cueWeights(text).values()].some((w) => w >= 2) || mentionsIn(text, board, referents).size > 0;
}

/** Whether the clause says a verb of a move (not only a hint such as "on"). */
export function hasMoveCue(text: string): boolean {
  return [...cueWeights(text).values()].some((w) => w >= 2);
}

/** Whether a piece says nothing but the option again: every card it names is one of the option's, every verb fits it. */
export function restatesOption(text: string, option: Option, board: BoardWords, referents: readonly number[]): boolean {
  const mentions = mentionsIn(text, board, referents);
  const cards = rolesOf(option.action).map((r) => r.id);
  if (mentions.size === 0 || [...mentions.keys()].some((id) => !cards.includes(id))) return false;
  const fits = verbsOf(board.state, option.action);
  return [...cueWeights(withoutNames(text, board))].every(([v, w]) => w < 2 || fits.has(v));
}

/** A monster of each side named: the cheap test before reading the attack's shape. */
function bothSidesNamed(mentions: Mentions, board: BoardWords): boolean {
  const sides = [...mentions].filter(([, w]) => w >= 2).map(([id]) => seen(board, id)).filter((c) => c?.where === 'monster').map((c) => c!.side);
  return sides.includes('own') && sides.includes('opp');
}
