/**
 * The command grammar: one human-typable notation for every option, used offline by the
 * terminal and by clickable buttons (`optionCommand`), and as the fallback when no
 * language model is available.
 *
 * A command is matched against a small set of templates ("tribute <cards> to summon
 * <card>", "<card> attacks <card>", ...). Card slots take a zone reference (m1, om3, h2,
 * s1, em1, fz) or a card name the speaker can see (exact, then prefix, then words, then a
 * small typo). Every reading is turned into a pattern and compared with the engine's
 * legal options; only when none fits is an action built and handed to the engine's own
 * check, so a refusal always carries the engine's code and rule. Hidden cards are never
 * matched by name and never named in a message.
 */
import { editDistance } from './editDistance.js';
import { checkAction, legalActions } from '../actions.js';
import { canSee, zoneRef } from './describe.js';
import { fromViewOption, toViewOptions } from '../viewIds.js';
import { makeContext, type EngineContext } from '../context.js';
import { cardName, isOnField, staticOf } from '../zones.js';
import type { Action, ActionType, DuelState, Option, PlayerId, Position, Rejection } from '../types.js';

export type ParseResult =
  | { kind: 'option'; option: Option }
  | { kind: 'rejected'; action: Action; rejection: Rejection }
  | { kind: 'ambiguous'; options: Option[] }
  | { kind: 'unknown'; message: string; suggestions: Option[] };

/** Either the engine context itself or anything carrying one (an `Engine`). */
export type GrammarContext = EngineContext | { ctx: EngineContext };

function contextOf(ctx: GrammarContext | undefined): EngineContext {
  if (!ctx) return makeContext();
  return 'ctx' in ctx ? ctx.ctx : ctx;
}

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

const normalizeName = (name: string): string => tokenize(name).join(' ');

export { editDistance };

/** Words that may open or close a command without meaning anything ("I", "please", "let me"). */
const LEADING_FILLER = new Set(['i', 'ill', 'id', 'im', 'will', 'would', 'like', 'want', 'wanna', 'gonna', 'lets', 'let', 'me', 'please', 'now', 'then', 'just', 'and', 'so', 'to', 'going']);
const TRAILING_FILLER = new Set(['please', 'now', 'thanks', 'pls']);

function stripFiller(tokens: string[]): string[] {
  let start = 0;
  let end = tokens.length;
  while (start < end - 1 && LEADING_FILLER.has(tokens[start]!)) start++;
  while (end > start + 1 && TRAILING_FILLER.has(tokens[end - 1]!)) end--;
  return tokens.slice(start, end);
}

// ------------------------------------------------------------------ templates

type SlotKind = 'card' | 'cards' | 'pos';
type Elem =
  | { k: 'lit'; alts: string[][]; opt: boolean; tag?: string }
  | { k: 'slot'; name: string; kind: SlotKind; opt: boolean };

/** "?" optional, "a|b" alternatives, "a_b" two words, "@tag" records the word used; <c> card, <t+> cards, <pos> position. */
function compile(dsl: string): Elem[] {
  return dsl.split(' ').map((part): Elem => {
    const slot = /^<(\?)?(\w+)(\+)?>$/.exec(part);
    if (slot) {
      const name = slot[2]!;
      return { k: 'slot', name, kind: name === 'pos' ? 'pos' : slot[3] ? 'cards' : 'card', opt: Boolean(slot[1]) };
    }
    const opt = part.startsWith('?');
    const [body, tag] = (opt ? part.slice(1) : part).split('@') as [string, string | undefined];
    return { k: 'lit', alts: body.split('|').map((a) => a.split('_')), opt, ...(tag ? { tag } : {}) };
  });
}

type PosWord = Position | 'facedown';

interface Mention {
  /** Candidate instance ids, best guess first. */
  ids: number[];
  score: number;
  text: string;
}

interface Bindings {
  cards: Record<string, Mention>;
  lists: Record<string, Mention[]>;
  pos: PosWord | undefined;
  tags: Record<string, string>;
  score: number;
  /** Text of card slots that matched nothing the speaker can see. */
  failed: string[];
}

/** What a reading of the command asks for; undefined fields match anything. */
interface Pattern {
  type: ActionType;
  card?: number[];
  tributes?: number[][];
  position?: Position;
  /** change-position: the position asked for. */
  desired?: Position;
  attacker?: number[];
  /** null: a direct attack. */
  target?: number[] | null;
  /** Set instead of an action when the reading can only be answered with words. */
  note?: string;
  /** answer: yes or no; choose: finish choosing. */
  yes?: boolean;
  done?: boolean;
}

interface Reading extends Pattern {
  score: number;
  order: number;
}

type Builder = (b: Bindings, g: Grammar) => Pattern | Pattern[] | null;

const SUMMON_VERB = 'summon|summons|ns|play|plays';
const TRIBUTE_WITH = 'with|tributing|using|by_tributing|sacrificing|by_sacrificing|offering|by_offering|for';
const TRIBUTE_VERB = 'tribute|tributes|sacrifice|sacrifices|offer|use';
const ATTACK_VERB = 'attack|attacks|atk|hit|strike';
const DIRECT = 'directly|direct';
const OPPONENT = 'opponent|opponents|player|them|you|enemy';
const BATTLE = 'battle|bp';

const TEMPLATES: [string, Builder][] = [
  // Normal / Tribute Summon
  [`?normal|tribute ${SUMMON_VERB} <c> <?pos>`, (b, g) => g.summon(b, undefined)],
  [`?normal|tribute ${SUMMON_VERB} <c> ${TRIBUTE_WITH} <t+> <?pos>`, (b, g) => g.summon(b, b.lists.t)],
  [`${TRIBUTE_VERB} <t+> to|for|and|then ?tribute|normal ?summon|set@verb <c> <?pos>`, (b, g) =>
    b.tags.verb === 'set' ? g.set(b, b.lists.t) : g.summon(b, b.lists.t)],
  [`?tribute set|sets <c> <?pos>`, (b, g) => [g.set(b, undefined), g.setSpellTrap(b)].filter((x): x is Pattern => x !== null)],
  [`?tribute set|sets <c> ${TRIBUTE_WITH} <t+> <?pos>`, (b, g) => g.set(b, b.lists.t)],
  // Special Summon
  [`special|ss ?summon|summons <c> <?pos>`, (b, g) => g.special(b, undefined)],
  [`special|ss ?summon|summons <c> ${TRIBUTE_WITH}|by_sending|sending <t+> <?pos>`, (b, g) => g.special(b, b.lists.t)],
  // Flip Summon
  [`flip|flips ?summon|summons <c> ?up|face_up`, (b, g) => g.flip(b)],
  // Battle positions
  [`change|switch|swap|toggle ?battle ?position|positions|pos|mode ?of <c> <?pos>`, (b, g) => g.position(b, false)],
  [`change|switch|swap|toggle|put|move|turn <pos> <c>`, (b, g) => g.position(b, false)],
  [`put|move|turn|change|switch <c> <pos>`, (b, g) => g.position(b, false)],
  [`<pos> <c>`, (b, g) => g.position(b, true)],
  [`<c> <pos>`, (b, g) => g.position(b, true)],
  // Entering the Battle Phase
  [`?go|move|enter|start|begin|lets ?to|into ?the ${BATTLE} ?phase|step`, () => ({ type: 'enter-battle' })],
  [`attack|battle phase`, () => ({ type: 'enter-battle' })],
  // Attacks
  [`${ATTACK_VERB} ?on|at ?the <tgt> with|using <atk>`, (b, g) => g.attack(b, b.cards.atk, b.cards.tgt)],
  [`<atk> attacks|attack|atks|atk|hits|strikes ?on|at ?the <tgt>`, (b, g) => g.attack(b, b.cards.atk, b.cards.tgt)],
  [`${ATTACK_VERB} ?with <atk> on|against|into|at <tgt>`, (b, g) => g.attack(b, b.cards.atk, b.cards.tgt)],
  [`${ATTACK_VERB} ?on|at ?the <tgt>`, (b, g) => g.attack(b, undefined, b.cards.tgt, true)],
  [`${ATTACK_VERB} with|using <atk>`, (b, g) => g.attack(b, b.cards.atk, undefined)],
  [`${ATTACK_VERB} ?the ?${OPPONENT} ${DIRECT} with|using <atk>`, (b, g) => g.attack(b, b.cards.atk, null)],
  [`${ATTACK_VERB} ?the ${OPPONENT} with|using <atk>`, (b, g) => g.attack(b, b.cards.atk, null)],
  [`${ATTACK_VERB} with|using <atk> ?the ?${OPPONENT} ${DIRECT}`, (b, g) => g.attack(b, b.cards.atk, null)],
  [`${DIRECT} ?attack ?with|using <atk>`, (b, g) => g.attack(b, b.cards.atk, null)],
  [`<atk> ?attacks|attack|atk ?the ?${OPPONENT} ${DIRECT} ?attack|attacks`, (b, g) => g.attack(b, b.cards.atk, null)],
  [`<atk> attacks|attack|atk ?the ${OPPONENT}`, (b, g) => g.attack(b, b.cards.atk, null)],
  [`${ATTACK_VERB} ?the ?${OPPONENT} ${DIRECT}`, (b, g) => g.attack(b, undefined, null)],
  [`${DIRECT} attack|attacks`, (b, g) => g.attack(b, undefined, null)],
  // Ending the Battle Phase, the turn
  [`end|finish|stop|done|leave|exit|skip ?the ?my ${BATTLE}|attacks|attacking|combat ?phase|step`, () => ({ type: 'end-battle' })],
  [`no|stop ?more attacks|attacking`, () => ({ type: 'end-battle' })],
  [`?go ?to main_phase_2|main_phase_two|main_2|m2|mp2|main2`, () => ({ type: 'end-battle' })],
  [`end|finish|done|pass|over ?my|the|this turn`, () => ({ type: 'end-turn' })],
  [`turn end|over`, () => ({ type: 'end-turn' })],
  [`?go ?to ?the end phase`, () => ({ type: 'end-turn' })],
  [`end|done|finish|finished|next|over`, () => [{ type: 'end-turn' }, { type: 'end-battle' }]],
  // Responses
  [`pass|continue|ok|okay|no_response|dont_respond|do_not_respond|nothing|no_responses|go_on|resolve`, () => ({ type: 'pass' })],
  [`cancel|abort|stop|call_off|give_up|forget ?the ?my ?this ?attack`, () => ({ type: 'cancel-attack' })],
  [`dont|do_not|no attack`, () => ({ type: 'cancel-attack' })],
  // Hand size
  [`discard|discards|drop|toss|dump <c>`, (b, g) => g.discard(b)],
  // A bare verb: every option of that kind (one is taken, several are listed).
  [`?normal|tribute ${SUMMON_VERB}`, () => ({ type: 'normal-summon' })],
  [`set|sets`, () => ({ type: 'set-monster' })],
  [`flip|flips ?summon|summons`, () => ({ type: 'flip-summon' })],
  [`change|switch ?battle ?position|positions`, () => ({ type: 'change-position' })],
  [`discard|discards`, () => ({ type: 'discard' })],
  [`${ATTACK_VERB}`, () => ({ type: 'attack' })],
  // Card effects and the choices they ask for
  [`activate|activates|use|uses|cast|casts|trigger|flip_open|play_the ?effect|effects ?of <c>`, (b, g) => g.activate(b)],
  [`play|plays <c>`, (b, g) => g.activate(b)],
  [`choose|chooses|pick|picks|select|selects|target|targets|take <c>`, (b, g) => g.choose(b)],
  [`done|finished|thats_all|that_is_all|no_more|stop_choosing|done_choosing`, () => ({ type: 'choose', done: true })],
  [`yes|y|yeah|yep|sure|ok_yes|do_it|use_it|activate_it`, () => ({ type: 'answer', yes: true })],
  [`no|n|nope|nah|dont|do_not|skip|decline`, () => ({ type: 'answer', yes: false })],
  [`activate|activates`, () => ({ type: 'activate' })],
  // Conceding
  [`surrender|surrenders|concede|concedes|forfeit|resign|give_up|i_give_up|gg|quit_duel`, () => ({ type: 'surrender' })],
];

const COMPILED: [Elem[], Builder][] = TEMPLATES.map(([dsl, build]) => [compile(dsl), build]);

// ------------------------------------------------------------------ positions

const ATTACK_WORDS = new Set(['attack', 'atk', 'offense', 'offence', 'offensive', 'attacking']);
const DEFENSE_WORDS = new Set(['defense', 'defence', 'def', 'defensive', 'defending', 'defend']);
const POS_FILLER = new Set(['in', 'into', 'to', 'face', 'up', 'faceup', 'position', 'pos', 'mode', 'the']);

function readPosition(tokens: readonly string[]): PosWord | null {
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

// ------------------------------------------------------------------ the parser

const SIDE_OWN = new Set(['my', 'mine', 'own']);
const SIDE_OPP = new Set(['your', 'their', 'his', 'her', 'opponents', 'opponent', 'enemy', 'enemys']);
const ARTICLES = new Set(['the', 'a', 'an']);
const ZONE_REF = /^(o?)(m|s)([1-9])$|^em([1-9])$|^h(\d{1,2})$|^(o?)fz$/;
const FACE_DOWN_PHRASES = new Set(['face down', 'facedown', 'face down monster', 'facedown monster', 'set monster', 'face down card', 'facedown card', 'hidden monster']);

const LIT_FUZZ = 0.5;

class Grammar {
  private readonly memo = new Map<string, Mention | null>();
  private readonly names: { key: string; tokens: string[]; ids: number[] }[];
  private readonly maxNameTokens: number;

  constructor(
    readonly state: DuelState,
    readonly player: PlayerId,
  ) {
    const byKey = new Map<string, number[]>();
    // A player searching their own Deck sees the cards offered to them.
    const pending = state.pending;
    const searchable = new Set(pending?.kind === 'choose' && pending.player === player && !pending.labels ? pending.candidates : []);
    for (const card of state.cards) {
      const offered = searchable.has(card.id) && card.location === 'deck' && card.owner === player;
      if (!offered && (card.location === 'deck' || !canSee(state, card.id, player))) continue;
      const key = normalizeName(cardName(state, card.id));
      const list = byKey.get(key);
      if (list) list.push(card.id);
      else byKey.set(key, [card.id]);
    }
    this.names = [...byKey].map(([key, ids]) => ({ key, tokens: key.split(' '), ids }));
    this.maxNameTokens = Math.max(1, ...this.names.map((n) => n.tokens.length));
  }

  // ---- card mentions

  private zoneCard(token: string): number | null {
    const m = ZONE_REF.exec(token);
    if (!m) return null;
    const s = this.state;
    const me = s.players[this.player];
    const them = s.players[this.player === 0 ? 1 : 0];
    if (m[2]) {
      const side = m[1] ? them : me;
      const zones = m[2] === 'm' ? side.monsters : side.spellTraps;
      return zones[Number(m[3]) - 1] ?? null;
    }
    if (m[4]) return s.extraMonsterZones[Number(m[4]) - 1] ?? null;
    if (m[5]) return me.hand[Number(m[5]) - 1] ?? null;
    return (m[6] ? them : me).fieldZone;
  }

  private byName(query: string): { ids: number[]; score: number } | null {
    if (query.length === 0) return null;
    let best = Infinity;
    let ids: number[] = [];
    const consider = (score: number, found: number[]): void => {
      if (score < best) {
        best = score;
        ids = [...found];
      } else if (score === best) ids.push(...found);
    };
    const qTokens = query.split(' ');
    for (const name of this.names) {
      const key = name.key;
      if (key === query) consider(0, name.ids);
      else if (query.length >= 3 && key.startsWith(query)) consider(1, name.ids);
      else if (qTokens.every((t) => t.length >= 3 && name.tokens.some((w) => w === t || (t.length >= 4 && w.startsWith(t))))) {
        consider(1.5, name.ids);
      } else {
        const longest = Math.max(key.length, query.length);
        if (Math.abs(key.length - query.length) > longest * 0.25 || query.length < 4) continue;
        const d = editDistance(query, key);
        const ratio = d / longest;
        if (ratio <= 0.25) consider(2 + ratio, name.ids);
      }
    }
    return best === Infinity ? null : { ids, score: best };
  }

  /** One card mention: a zone reference, a visible card's name, optionally with "my"/"your" and a zone. */
  mention(tokens: readonly string[]): Mention | null {
    const key = tokens.join(' ');
    if (this.memo.has(key)) return this.memo.get(key)!;
    const found = this.resolve(tokens);
    this.memo.set(key, found);
    return found;
  }

  private resolve(tokens: readonly string[]): Mention | null {
    if (tokens.length === 0 || tokens.length > this.maxNameTokens + 3) return null;
    const text = tokens.join(' ');
    let side: 'own' | 'opp' | null = null;
    let rest = [...tokens];
    const stripped: string[][] = [rest];
    while (rest.length > 1 && (SIDE_OWN.has(rest[0]!) || SIDE_OPP.has(rest[0]!) || ARTICLES.has(rest[0]!))) {
      if (SIDE_OWN.has(rest[0]!)) side = 'own';
      if (SIDE_OPP.has(rest[0]!)) side = 'opp';
      rest = rest.slice(1);
      stripped.push(rest);
    }
    if (rest.length === 1) {
      const id = this.zoneCard(rest[0]!);
      if (id !== null) return this.sided({ ids: [id], score: 0, text }, side);
      if (ZONE_REF.test(rest[0]!)) return null;
    }
    if (FACE_DOWN_PHRASES.has(rest.join(' '))) {
      const ids = this.state.cards.filter((c) => (c.location === 'monster' || c.location === 'extraMonster') && !c.faceUp).map((c) => c.id);
      return ids.length ? this.sided({ ids: this.oppFirst(ids), score: 0.5, text }, side) : null;
    }
    // "Celtic Guardian m1" / "Celtic Guardian (m1)": a name narrowed by its zone.
    const last = rest[rest.length - 1]!;
    let zoneId: number | null = null;
    if (rest.length > 1 && ZONE_REF.test(last)) {
      zoneId = this.zoneCard(last);
      if (zoneId === null) return null;
      rest = rest.slice(0, -1);
      stripped.push(rest);
    }
    let best: { ids: number[]; score: number } | null = null;
    for (const variant of new Set(stripped.map((t) => t.join(' ')))) {
      if (zoneId !== null && ZONE_REF.test(variant.split(' ').pop()!)) continue;
      const hit = this.byName(variant);
      if (hit && (!best || hit.score < best.score)) best = hit;
    }
    if (!best) return null;
    let ids = best.ids;
    if (zoneId !== null) {
      ids = ids.filter((id) => id === zoneId);
      if (ids.length === 0) return null;
    }
    return this.sided({ ids, score: best.score, text }, side);
  }

  private sided(m: Mention, side: 'own' | 'opp' | null): Mention | null {
    if (!side) return m;
    const want = side === 'own' ? this.player : this.player === 0 ? 1 : 0;
    const ids = m.ids.filter((id) => {
      const c = this.state.cards[id]!;
      return (isOnField(c.location) ? c.controller : c.owner) === want;
    });
    return ids.length ? { ...m, ids } : null;
  }

  /** Every way to read `tokens` as a list of card mentions ("m1 and m2", "Feral Imp m3"). */
  private mentionLists(tokens: readonly string[]): Mention[][] {
    const out: Mention[][] = [];
    const walk = (i: number, acc: Mention[]): void => {
      if (out.length > 16) return;
      if (i === tokens.length) {
        if (acc.length) out.push(acc.slice());
        return;
      }
      const t = tokens[i]!;
      if (acc.length && (t === 'and' || t === 'plus' || t === 'n')) walk(i + 1, acc);
      for (let end = i + 1; end <= tokens.length && end - i <= this.maxNameTokens + 3; end++) {
        const m = this.mention(tokens.slice(i, end));
        if (!m) continue;
        acc.push(m);
        walk(end, acc);
        acc.pop();
      }
    };
    walk(0, []);
    return out;
  }

  // ---- template matching

  private litMatch(alt: readonly string[], tokens: readonly string[], pos: number): number | null {
    let fuzz = 0;
    for (let j = 0; j < alt.length; j++) {
      const want = alt[j]!;
      const got = tokens[pos + j];
      if (got === undefined) return null;
      if (got === want) continue;
      if (want.length >= 5 && got.length >= 4 && editDistance(want, got) <= 1) fuzz += LIT_FUZZ;
      else return null;
    }
    return fuzz;
  }

  match(elems: readonly Elem[], tokens: readonly string[]): Bindings[] {
    const out: Bindings[] = [];
    const walk = (ei: number, pos: number, b: Bindings): void => {
      if (out.length > 64) return;
      if (ei === elems.length) {
        if (pos === tokens.length) out.push(b);
        return;
      }
      const el = elems[ei]!;
      if (el.k === 'lit') {
        if (el.opt) walk(ei + 1, pos, b);
        for (const alt of el.alts) {
          const fuzz = this.litMatch(alt, tokens, pos);
          if (fuzz === null) continue;
          const tags = el.tag ? { ...b.tags, [el.tag]: alt.join(' ') } : b.tags;
          walk(ei + 1, pos + alt.length, { ...b, tags, score: b.score + fuzz });
        }
        return;
      }
      if (el.opt) walk(ei + 1, pos, b);
      for (let end = pos + 1; end <= tokens.length; end++) {
        const span = tokens.slice(pos, end);
        if (el.kind === 'pos') {
          const p = readPosition(span);
          if (p) walk(ei + 1, end, { ...b, pos: p });
        } else if (el.kind === 'card') {
          const m = this.mention(span);
          if (m) walk(ei + 1, end, { ...b, cards: { ...b.cards, [el.name]: m }, score: b.score + m.score });
          else walk(ei + 1, end, { ...b, failed: [...b.failed, span.join(' ')] });
        } else {
          const lists = this.mentionLists(span);
          if (lists.length === 0) walk(ei + 1, end, { ...b, failed: [...b.failed, span.join(' ')] });
          for (const list of lists) {
            const score = list.reduce((sum, m) => sum + m.score, 0);
            walk(ei + 1, end, { ...b, lists: { ...b.lists, [el.name]: list }, score: b.score + score });
          }
        }
      }
    };
    walk(0, 0, { cards: {}, lists: {}, pos: undefined, tags: {}, score: 0, failed: [] });
    return out;
  }

  // ---- ordering helpers (best guess first, so a refusal names the likely card)

  private where(id: number): 'hand' | 'own' | 'opp' | 'other' {
    const c = this.state.cards[id]!;
    if (c.location === 'hand' && c.owner === this.player) return 'hand';
    if (c.location === 'monster' || c.location === 'extraMonster') return c.controller === this.player ? 'own' : 'opp';
    return 'other';
  }

  private order(ids: readonly number[], prefer: readonly ('hand' | 'own' | 'opp' | 'other')[]): number[] {
    const rank = (id: number): number => {
      const i = prefer.indexOf(this.where(id));
      return i < 0 ? prefer.length : i;
    };
    return [...ids].sort((a, b) => rank(a) - rank(b));
  }

  oppFirst(ids: readonly number[]): number[] {
    return this.order(ids, ['opp', 'own']);
  }

  // ---- builders

  summon(b: Bindings, tributes: Mention[] | undefined): Pattern | null {
    const c = b.cards.c;
    if (!c) return null;
    if (b.pos === 'facedown') return this.set(b, tributes);
    return {
      type: 'normal-summon',
      card: this.order(c.ids, ['hand', 'own']),
      ...(tributes ? { tributes: tributes.map((t) => this.order(t.ids, ['own'])) } : {}),
      ...(b.pos ? { position: b.pos } : {}),
    };
  }

  set(b: Bindings, tributes: Mention[] | undefined): Pattern | null {
    const c = b.cards.c;
    if (!c || b.pos === 'attack') return null;
    return {
      type: 'set-monster',
      card: this.order(c.ids, ['hand', 'own']),
      ...(tributes ? { tributes: tributes.map((t) => this.order(t.ids, ['own'])) } : {}),
    };
  }

  special(b: Bindings, choice: Mention[] | undefined): Pattern | null {
    const c = b.cards.c;
    if (!c || b.pos === 'facedown') return null;
    return {
      type: 'special-summon',
      card: this.order(c.ids, ['hand', 'other', 'own']),
      ...(choice ? { tributes: choice.map((t) => t.ids) } : {}),
      ...(b.pos ? { position: b.pos } : {}),
    };
  }

  setSpellTrap(b: Bindings): Pattern | null {
    const c = b.cards.c;
    if (!c || b.pos === 'attack' || b.pos === 'defense') return null;
    return { type: 'set-spell-trap', card: this.order(c.ids, ['hand']) };
  }

  activate(b: Bindings): Pattern | null {
    const c = b.cards.c;
    return c ? { type: 'activate', card: this.order(c.ids, ['own', 'hand']) } : null;
  }

  choose(b: Bindings): Pattern | null {
    const c = b.cards.c;
    return c ? { type: 'choose', card: this.order(c.ids, ['own', 'opp', 'hand', 'other']) } : null;
  }

  flip(b: Bindings): Pattern | null {
    const c = b.cards.c;
    if (!c) return null;
    return { type: 'flip-summon', card: this.order(c.ids, ['own', 'opp']) };
  }

  /** `strict`: no verb was given, so only the speaker's own monsters count ("defense m1"). */
  position(b: Bindings, strict: boolean): Pattern | null {
    const c = b.cards.c;
    if (!c) return null;
    let ids = this.order(c.ids, ['own', 'opp']);
    if (strict) {
      ids = ids.filter((id) => this.where(id) === 'own');
      if (ids.length === 0 || !b.pos) return null;
    }
    if (b.pos === 'facedown') return null;
    const desired = b.pos;
    if (!desired) return { type: 'change-position', card: ids };
    const first = this.state.cards[ids[0]!]!;
    const own = this.where(first.id) === 'own';
    if (own && !first.faceUp) {
      if (desired === 'attack') return { type: 'flip-summon', card: ids.filter((id) => !this.state.cards[id]!.faceUp) };
      return { type: 'change-position', card: ids, note: `${cardName(this.state, first.id)} (${zoneRef(this.state, first.id, this.player)}) is already face-down in Defense Position; Flip Summon it to turn it to Attack Position.` };
    }
    const movable = ids.filter((id) => this.state.cards[id]!.position !== desired || this.where(id) !== 'own');
    if (movable.length === 0 && own) {
      const word = desired === 'attack' ? 'Attack' : 'Defense';
      return { type: 'change-position', card: ids, note: `${cardName(this.state, first.id)} (${zoneRef(this.state, first.id, this.player)}) is already in ${word} Position.` };
    }
    return { type: 'change-position', card: movable.length ? movable : ids, desired };
  }

  attack(_b: Bindings, atk: Mention | undefined, tgt: Mention | null | undefined, strictTarget = false): Pattern | null {
    let target: number[] | null | undefined;
    if (tgt === null) target = null;
    else if (tgt) {
      target = this.oppFirst(tgt.ids);
      if (strictTarget) {
        target = target.filter((id) => this.where(id) === 'opp');
        if (target.length === 0) return null;
      }
    }
    return {
      type: 'attack',
      ...(atk ? { attacker: this.order(atk.ids, ['own', 'opp']) } : {}),
      ...(target !== undefined ? { target } : {}),
    };
  }

  discard(b: Bindings): Pattern | null {
    const c = b.cards.c;
    return c ? { type: 'discard', card: this.order(c.ids, ['hand']) } : null;
  }
}

// ------------------------------------------------------------------ patterns vs options

function sameSlots(slots: readonly number[][], chosen: readonly number[]): boolean {
  if (slots.length !== chosen.length) return false;
  const used = new Set<number>();
  const assign = (i: number): boolean => {
    if (i === slots.length) return true;
    for (const id of slots[i]!) {
      if (used.has(id) || !chosen.includes(id)) continue;
      used.add(id);
      if (assign(i + 1)) return true;
      used.delete(id);
    }
    return false;
  };
  return assign(0);
}

function fits(state: DuelState, p: Pattern, a: Action): boolean {
  if (p.note || p.type !== a.type) return false;
  switch (a.type) {
    case 'normal-summon':
    case 'set-monster':
      if (p.position === 'defense') return false;
      return (!p.card || p.card.includes(a.card)) && (!p.tributes || sameSlots(p.tributes, a.tributes));
    case 'special-summon':
      return (
        (!p.card || p.card.includes(a.card)) &&
        (!p.position || p.position === a.position) &&
        (!p.tributes || sameSlots(p.tributes, a.choice))
      );
    case 'flip-summon':
    case 'discard':
    case 'set-spell-trap':
    case 'activate':
      return !p.card || p.card.includes(a.card);
    case 'choose':
      if (p.done) return a.done === true;
      return !a.done && (!p.card || (a.pick !== null && p.card.includes(a.pick)));
    case 'answer':
      return p.yes === undefined || p.yes === a.yes;
    case 'change-position':
      return (!p.card || p.card.includes(a.card)) && (!p.desired || state.cards[a.card]!.position !== p.desired);
    case 'attack':
      if (p.attacker && !p.attacker.includes(a.attacker)) return false;
      if (p.target === undefined) return true;
      if (p.target === null) return a.target === null;
      return a.target !== null && p.target.includes(a.target);
    default:
      return true;
  }
}

/** The action a reading stands for when no legal option fits, to be checked by the engine. */
function concrete(state: DuelState, player: PlayerId, ctx: EngineContext, p: Pattern): Action | null {
  const first = (ids: readonly number[] | undefined): number | undefined => ids?.[0];
  const tributes = (): number[] => {
    const used: number[] = [];
    for (const slot of p.tributes ?? []) {
      const pick = slot.find((id) => !used.includes(id)) ?? slot[0];
      if (pick !== undefined) used.push(pick);
    }
    return used;
  };
  const mine = (): number[] => {
    const out: number[] = [];
    for (const id of state.players[player].monsters) if (id !== null) out.push(id);
    for (const id of state.extraMonsterZones) if (id !== null && state.cards[id]!.controller === player) out.push(id);
    return out;
  };
  const theirs = (): number[] => {
    const o: PlayerId = player === 0 ? 1 : 0;
    const out: number[] = [];
    for (const id of state.players[o].monsters) if (id !== null) out.push(id);
    for (const id of state.extraMonsterZones) if (id !== null && state.cards[id]!.controller === o) out.push(id);
    return out;
  };
  switch (p.type) {
    case 'normal-summon': {
      const card = first(p.card);
      if (card === undefined) return null;
      return { type: 'normal-summon', player, card, tributes: tributes(), ...(p.position === 'defense' ? { position: 'defense' as const } : {}) };
    }
    case 'set-monster': {
      const card = first(p.card);
      return card === undefined ? null : { type: 'set-monster', player, card, tributes: tributes() };
    }
    case 'special-summon': {
      const card = first(p.card);
      if (card === undefined) return null;
      const facts = staticOf(state, state.cards[card]!);
      const proc = ctx.procedures.find((pr) => pr.appliesTo(facts));
      return { type: 'special-summon', player, card, procedure: proc?.id ?? 'none', choice: tributes(), position: p.position ?? 'attack' };
    }
    case 'flip-summon':
    case 'change-position':
    case 'discard':
    case 'set-spell-trap': {
      const card = first(p.card);
      return card === undefined ? null : { type: p.type, player, card };
    }
    case 'activate': {
      const card = first(p.card);
      if (card === undefined) return null;
      const effects = ctx.scripts?.(state.cards[card]!.passcode)?.effects?.filter((e) => e.kind !== 'trigger' && e.kind !== 'flip') ?? [];
      // A card already face-up on the field is asked for its other effect (Ultimate Offering), not its activation.
      const faceUpOnField = isOnField(state.cards[card]!.location) && state.cards[card]!.faceUp;
      const effect = (faceUpOnField ? effects.find((e) => e.kind !== 'spell' && e.kind !== 'trap') : undefined) ?? effects[0];
      return { type: 'activate', player, card, effect: effect?.id ?? 'activate' };
    }
    case 'choose':
      return p.done ? { type: 'choose', player, pick: null, done: true } : { type: 'choose', player, pick: first(p.card) ?? null };
    case 'answer':
      return { type: 'answer', player, yes: p.yes ?? true };
    case 'attack': {
      const own = mine();
      const attacker =
        first(p.attacker) ??
        own.find((id) => state.cards[id]!.faceUp && state.cards[id]!.position === 'attack' && !state.turnRecord.attacked.includes(id)) ??
        own[0];
      if (attacker === undefined) return null;
      const target = p.target === undefined ? theirs()[0] ?? null : p.target === null ? null : first(p.target) ?? null;
      return { type: 'attack', player, attacker, target };
    }
    case 'enter-battle':
    case 'end-battle':
    case 'end-turn':
    case 'cancel-attack':
    case 'pass':
    case 'surrender':
      return { type: p.type, player };
  }
}

/** Copies of one card in the hand are interchangeable: "summon Feral Imp" with two in hand is not a question. */
function equivalenceKey(state: DuelState, a: Action): string {
  const inHand = (id: number): string | number => {
    const c = state.cards[id]!;
    return c.location === 'hand' ? `p${c.passcode}` : id;
  };
  const parts: Record<string, unknown> = { ...a };
  if ('card' in a) parts.card = inHand(a.card);
  if (a.type === 'special-summon') parts.choice = a.choice.map(inHand).sort();
  return JSON.stringify(parts);
}

// ------------------------------------------------------------------ suggestions

function bigrams(s: string): Map<string, number> {
  const m = new Map<string, number>();
  const t = ` ${s} `;
  for (let i = 0; i < t.length - 1; i++) {
    const g = t.slice(i, i + 2);
    m.set(g, (m.get(g) ?? 0) + 1);
  }
  return m;
}

/** Dice coefficient over character bigrams: 1 for the same text, 0 for nothing shared. */
function similarity(a: string, b: string): number {
  const x = bigrams(a);
  const y = bigrams(b);
  let shared = 0;
  let total = 0;
  for (const [g, n] of x) {
    shared += Math.min(n, y.get(g) ?? 0);
    total += n;
  }
  for (const n of y.values()) total += n;
  return total ? (2 * shared) / total : 0;
}

function suggest(text: string, options: readonly Option[], state: DuelState, player: PlayerId): Option[] {
  const query = tokenize(text).join(' ');
  const scored = options.map((o, i) => {
    const label = tokenize(o.label).join(' ');
    const command = tokenize(commandCandidates(state, player, o)[0] ?? '').join(' ');
    return { o, i, s: Math.max(similarity(query, label), similarity(query, command)) };
  });
  scored.sort((a, b) => b.s - a.s || a.i - b.i);
  const seen = new Set<string>();
  const out: Option[] = [];
  for (const { o } of scored) {
    const key = equivalenceKey(state, o.action);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(o);
    if (out.length === 3) break;
  }
  return out;
}

// ------------------------------------------------------------------ parseCommand

const SURRENDER_LABEL = 'Surrender the duel';

/** Reads what `player` typed, against the options the engine offers them now. */
export function parseCommand(state: DuelState, player: PlayerId, text: string, context?: GrammarContext): ParseResult {
  const ctx = contextOf(context);
  const mine = state.pending?.player === player && !state.result;
  const options = mine ? legalActions(state, ctx) : [];
  const trimmed = text.trim();

  // A button may send the option id itself (as the player was shown it: hidden cards by
  // opaque id, so typing instance ids cannot probe which card is hidden); a pasted label works too.
  const byId = fromViewOption(state, options, player, trimmed);
  if (byId) return { kind: 'option', option: byId };
  const tokens = stripFiller(tokenize(trimmed));
  if (tokens.length === 0) {
    return { kind: 'unknown', message: 'Type a command, or "help" to list your options.', suggestions: options.slice(0, 3) };
  }
  const asLabel = tokenize(trimmed).join(' ');
  const byLabel = options.filter((o) => tokenize(o.label).join(' ') === asLabel);
  if (byLabel.length) return decide(state, byLabel);

  const g = new Grammar(state, player);
  const readings: Reading[] = [];
  const failures: string[][] = [];
  COMPILED.forEach(([elems, build], order) => {
    for (const b of g.match(elems, tokens)) {
      if (b.failed.length) {
        failures.push(b.failed);
        continue;
      }
      const built = build(b, g);
      if (!built) continue;
      for (const p of Array.isArray(built) ? built : [built]) readings.push({ ...p, score: b.score, order });
    }
  });

  // 1. Readings that name a legal option: the best-scoring ones win.
  const hits = new Map<string, { option: Option; score: number }>();
  for (const r of readings) {
    for (const o of options) {
      if (!fits(state, r, o.action)) continue;
      const prev = hits.get(o.id);
      if (!prev || r.score < prev.score) hits.set(o.id, { option: o, score: r.score });
    }
  }
  if (hits.size) {
    const best = Math.min(...[...hits.values()].map((h) => h.score));
    const chosen = options.filter((o) => hits.get(o.id)?.score === best);
    return decide(state, chosen);
  }

  // 2. A well-formed action the engine refuses (or a surrender, which is never listed).
  if (readings.length) {
    readings.sort((a, b) => a.score - b.score || a.order - b.order);
    for (const r of readings) {
      if (r.note) return { kind: 'unknown', message: r.note, suggestions: suggest(trimmed, options, state, player) };
      const action = concrete(state, player, ctx, r);
      if (!action) continue;
      const rejection = checkAction(state, ctx, action);
      if (rejection) return { kind: 'rejected', action, rejection };
      if (action.type === 'surrender') return { kind: 'option', option: { id: 'surrender', label: SURRENDER_LABEL, action } };
    }
    return {
      kind: 'unknown',
      message: attackerHint(readings) ?? `"${quote(trimmed)}" is not one of your options right now.`,
      suggestions: suggest(trimmed, options, state, player),
    };
  }

  // 3. Nothing: say what could not be read, and offer the nearest options.
  let message = `I don't understand "${quote(trimmed)}". Type "help" to list your options.`;
  if (failures.length) {
    failures.sort((a, b) => a.length - b.length || a.join(' ').length - b.join(' ').length);
    const missing = failures[0]!;
    message = missing.every((t) => ZONE_REF.test(t) || /^o?fz$/.test(t))
      ? `There is no card in ${missing.join(' or ')}.`
      : `No card you can see matches "${missing.map(quote).join('" or "')}". Name a card you can see, or use a zone like m1, om2 or h3.`;
  }
  return { kind: 'unknown', message, suggestions: suggest(trimmed, options, state, player) };
}

/** User text echoed back in a message, cut short. */
function quote(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function attackerHint(readings: readonly Reading[]): string | null {
  return readings.some((r) => r.type === 'attack') ? 'You control no monster that could attack.' : null;
}

function decide(state: DuelState, chosen: readonly Option[]): ParseResult {
  const keys = new Set(chosen.map((o) => equivalenceKey(state, o.action)));
  if (keys.size === 1) return { kind: 'option', option: chosen[0]! };
  // Keep one option per equivalence class, in the engine's order.
  const seen = new Set<string>();
  const options = chosen.filter((o) => {
    const k = equivalenceKey(state, o.action);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  return { kind: 'ambiguous', options };
}

// ------------------------------------------------------------------ optionCommand

function posWord(p: Position): string {
  return p === 'attack' ? 'attack' : 'defense';
}

/** Candidate commands for an option, friendliest first: names where the speaker can see them, then zone references. */
function commandCandidates(state: DuelState, player: PlayerId, option: Option): string[] {
  const a = option.action;
  const nm = (id: number): string | null => {
    const card = state.cards[id]!;
    const searching = a.type === 'choose' && card.location === 'deck' && card.owner === player;
    return searching || canSee(state, id, player) ? cardName(state, id) : null;
  };
  const ref = (id: number): string => zoneRef(state, id, player);
  const both = (ids: readonly number[], f: (ids: readonly string[]) => string): string[] => {
    const names = ids.map(nm);
    const out: string[] = [];
    if (names.every((n): n is string => n !== null)) out.push(f(names));
    out.push(f(ids.map(ref)));
    return out;
  };
  const list = (xs: readonly string[]): string => xs.join(' and ');
  switch (a.type) {
    case 'normal-summon':
    case 'set-monster': {
      const verb = a.type === 'normal-summon' ? 'summon' : 'set';
      if (a.tributes.length === 0) return both([a.card], ([c]) => `${verb} ${c}`);
      return both([...a.tributes, a.card], (xs) => `tribute ${list(xs.slice(0, -1))} to ${verb} ${xs[xs.length - 1]}`);
    }
    case 'special-summon': {
      const pos = `in ${posWord(a.position)}`;
      const cmds = a.choice.length
        ? both([...a.choice, a.card], (xs) => `special summon ${xs[xs.length - 1]} using ${list(xs.slice(0, -1))} ${pos}`)
        : both([a.card], ([c]) => `special summon ${c} ${pos}`);
      return cmds;
    }
    case 'flip-summon':
      return both([a.card], ([c]) => `flip ${c}`);
    case 'change-position': {
      const to = state.cards[a.card]!.position === 'attack' ? 'defense' : 'attack';
      return both([a.card], ([c]) => `${to} position ${c}`);
    }
    case 'attack':
      if (a.target === null) return both([a.attacker], ([c]) => `attack directly with ${c}`);
      return both([a.target, a.attacker], ([t, c]) => `attack ${t} with ${c}`);
    case 'discard':
      return both([a.card], ([c]) => `discard ${c}`);
    case 'set-spell-trap':
      return both([a.card], ([c]) => `set ${c}`);
    case 'activate':
      return both([a.card], ([c]) => `activate ${c}`);
    case 'choose': {
      if (a.done || a.pick === null) return ['done'];
      const pending = state.pending;
      if (pending?.kind === 'choose' && pending.labels) return [option.id];
      return both([a.pick], ([c]) => `choose ${c}`);
    }
    case 'answer':
      return [a.yes ? 'yes' : 'no'];
    case 'enter-battle':
      return ['battle'];
    case 'end-battle':
      return ['end battle'];
    case 'end-turn':
      return ['end turn'];
    case 'cancel-attack':
      return ['cancel attack'];
    case 'pass':
      return ['pass'];
    case 'surrender':
      return ['surrender'];
  }
}

/**
 * The canonical command for one option: what a button sends. Names are used where they
 * are unambiguous, zone references otherwise; parsing the result always gives back this
 * exact option (the option id is the last resort, and the parser accepts ids).
 */
export function optionCommand(state: DuelState, player: PlayerId, option: Option, context?: GrammarContext): string {
  for (const text of commandCandidates(state, player, option)) {
    const r = parseCommand(state, player, text, context);
    if (r.kind === 'option' && r.option.id === option.id) return text;
  }
  return toViewOptions(state, [option], player)[0]!.id;
}
