/**
 * The persona's voice without a model: one short line per situation of the duel (the
 * greeting, which knows who goes first; a big hit dealt or taken; a boss monster; a trap
 * sprung; about to win or lose; the end of the duel; "gg", answered by who won; a
 * rematch; a compliment).
 *
 * Where the lines come from:
 * - the default persona (Kip) names its own hand-written set (data/personas/kip.lines.json)
 *   in `extensions.duel_companion.lines`;
 * - any other card gets the set of the tone its `personality` reads as (warm, brash or
 *   formal: data/personas/tones.json), plus the lines of its own example messages
 *   (`mes_example`) that fit a situation (in place of the tone's lines there), and its greeting when that greeting does not
 *   contradict who goes first.
 *
 * Picking is pure and deterministic: a seed and the situation choose, and lines said
 * recently are skipped, so the same line never comes twice in a row. No Math.random.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { personaCharName, renderPersonaText, type Persona } from '../persona.js';

export type Side = 'bot' | 'user';
export type Outcome = 'bot-won' | 'user-won' | 'draw';

export type Situation =
  | { kind: 'greeting'; first: Side }
  | { kind: 'big-hit-dealt'; amount: number }
  | { kind: 'big-hit-taken'; amount: number }
  | { kind: 'boss-summoned'; by: Side; card: string }
  | { kind: 'trap-sprung'; by: Side; card: string }
  | { kind: 'about-to-win' }
  | { kind: 'about-to-lose' }
  | { kind: 'duel-over'; outcome: Outcome }
  | { kind: 'gg'; outcome: Outcome | 'ongoing' }
  | { kind: 'rematch' }
  | { kind: 'compliment' };

export const LINE_KEYS = [
  'greeting.user-first', 'greeting.bot-first', 'big-hit-dealt', 'big-hit-taken', 'boss-summoned.bot', 'boss-summoned.user',
  'trap-sprung.bot', 'trap-sprung.user', 'about-to-win', 'about-to-lose', 'duel-over.bot-won', 'duel-over.user-won',
  'duel-over.draw', 'gg.bot-won', 'gg.user-won', 'gg.draw', 'gg.ongoing', 'rematch', 'compliment',
] as const;
export type LineKey = (typeof LINE_KEYS)[number];

/** The line set key of a situation. */
export function lineKey(s: Situation): LineKey {
  switch (s.kind) {
    case 'greeting':
      return s.first === 'bot' ? 'greeting.bot-first' : 'greeting.user-first';
    case 'boss-summoned':
    case 'trap-sprung':
      return `${s.kind}.${s.by}`;
    case 'duel-over':
      return `duel-over.${s.outcome}`;
    case 'gg':
      return `gg.${s.outcome}`;
    default:
      return s.kind;
  }
}

const LineSetSchema = z.object(Object.fromEntries(LINE_KEYS.map((k) => [k, z.array(z.string().min(1)).min(1)])) as Record<LineKey, z.ZodArray<z.ZodString>>);
export type LineSet = Record<LineKey, string[]>;

export type Tone = 'warm' | 'brash' | 'formal';

const PERSONAS_DIR = new URL('../../../data/personas/', import.meta.url);

let cachedTones: Record<Tone, LineSet> | null = null;
const cachedNamed = new Map<string, LineSet>();

/** data/personas/tones.json (ours: a broken file is a bug and throws). */
export function loadToneLines(): Record<Tone, LineSet> {
  if (!cachedTones) {
    const file = z.object({ tones: z.object({ warm: LineSetSchema, brash: LineSetSchema, formal: LineSetSchema }) }).parse(
      JSON.parse(readFileSync(new URL('tones.json', PERSONAS_DIR), 'utf8')),
    );
    cachedTones = file.tones;
  }
  return cachedTones;
}

/** data/personas/<name>.lines.json, the hand-written set a persona names. */
export function loadNamedLines(name: string): LineSet {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`persona line set name "${name}" is not a plain file name`);
  let set = cachedNamed.get(name);
  if (!set) {
    set = z.object({ lines: LineSetSchema }).parse(JSON.parse(readFileSync(new URL(`${name}.lines.json`, PERSONAS_DIR), 'utf8'))).lines;
    cachedNamed.set(name, set);
  }
  return set;
}

const BRASH = /\b(arrogant|cocky|smug|brash|boastful|boasts?|gloat\w*|taunt\w*|rival\w*|fierce|aggressive|loud|hot-?headed|competitive|proud|ruthless|mocking|sarcastic)\b/i;
const FORMAL = /\b(cold|stoic|formal|polite|reserved|serious|aloof|noble|elegant|dignified|composed|refined|courteous|mysterious|quiet)\b/i;

/** The tone a card's personality reads as; warm unless it says otherwise. */
export function toneOf(personality: string): Tone {
  const brash = (personality.match(new RegExp(BRASH.source, 'gi')) ?? []).length;
  const formal = (personality.match(new RegExp(FORMAL.source, 'gi')) ?? []).length;
  if (brash === 0 && formal === 0) return 'warm';
  return brash >= formal ? 'brash' : 'formal';
}

/** Which situation a line of the card's own example dialogue fits, if any. */
const EXAMPLE_KEYS: readonly [RegExp, LineKey][] = [
  [/\b(gg|good game)\b/i, 'gg.bot-won'],
  [/\b(rematch|another (?:round|duel|game)|one more (?:round|duel|game)|go again|play again)\b/i, 'rematch'],
  [/\b(trap|gotcha|fell for|walked (?:right )?into)\b/i, 'trap-sprung.bot'],
  [/\b(i win|i won|victory|you lose|you lost|defeated you)\b/i, 'duel-over.bot-won'],
  [/\b(you win|you won|i lose|i lost|beat me|well played)\b/i, 'duel-over.user-won'],
  [/\b(thanks|thank you|appreciate)\b/i, 'compliment'],
];

/** The character's own lines from its example messages (`{{char}}: ...`), by situation. */
export function exampleLines(persona: Persona): Partial<Record<LineKey, string[]>> {
  const out: Partial<Record<LineKey, string[]>> = {};
  for (const raw of persona.exampleMessages.split(/\r?\n/)) {
    const m = /^\s*(?:\{\{char\}\}|<bot>|<char>)\s*:\s*(.+)$/i.exec(raw);
    const line = m?.[1]?.trim();
    // A line that states a figure could be untrue in this duel: only figure-free lines are used.
    if (!line || /\d/.test(line) || line.length > 240) continue;
    const key = EXAMPLE_KEYS.find(([re]) => re.test(line))?.[1];
    if (key) (out[key] ??= []).push(line);
  }
  return out;
}

/** Who a greeting says goes first, if it says. */
export function greetingFirst(text: string): Side | null {
  const t = text.toLowerCase();
  if (/\b(you (?:take|get|have) (?:the )?(?:opening|first) turn|you go first|after you|you first|you(?:'re| are) up first|(?:opening|first) turn(?:'s| is) yours|lead (?:us )?off|go ahead and (?:lead|start)|your (?:opening|first) (?:turn|move)|you start|you begin)\b/.test(t)) return 'user';
  if (/\b(i(?:'ll| will)? (?:go|take the) first|i(?:'ll| will)? (?:take|have) the (?:opening|first) turn|i(?:'ve| have) got the (?:opening|first) turn|my (?:opening|first) turn|my turn first|i(?:'m| am) going first|i(?:'ll| will)? start|i(?:'ll| will)? begin)\b/.test(t)) return 'bot';
  return null;
}

/** Everything a persona can say offline, by situation, placeholders unfilled. */
export interface Voice {
  char: string;
  lines: LineSet;
}

export function voiceFor(persona: Persona): Voice {
  const char = personaCharName(persona);
  const ext = (persona.extra.extensions as Record<string, unknown> | undefined)?.duel_companion as Record<string, unknown> | undefined;
  const named = typeof ext?.lines === 'string' ? ext.lines : null;
  if (named) return { char, lines: loadNamedLines(named) };
  const base = loadToneLines()[toneOf(persona.personality)];
  const lines = Object.fromEntries(LINE_KEYS.map((k) => [k, [...base[k]]])) as LineSet;
  // Where the card has lines of its own for a situation, those are its voice there; the tone's lines fill the rest.
  for (const [key, own] of Object.entries(exampleLines(persona)) as [LineKey, string[]][]) if (own.length) lines[key] = [...own];
  // The card's own greetings, each where it fits: one that names who goes first only there.
  for (const g of [persona.firstMessage, ...persona.alternateGreetings].filter((x) => x.trim() !== '')) {
    const first = greetingFirst(g);
    if (first !== 'bot') lines['greeting.user-first'].unshift(g);
    if (first !== 'user') lines['greeting.bot-first'].unshift(g);
  }
  return { char, lines };
}

/** A small string hash (FNV-1a), for picking deterministically. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Pick one of the candidates by seed, skipping those said recently (never the last one). */
export function pickLine(candidates: readonly string[], seed: number | string, recent: readonly string[] = []): string {
  if (candidates.length === 0) throw new Error('pickLine: no candidates');
  // Figures aside: "1600. I felt that" and "1550. I felt that" are the same line said twice.
  const shape = (t: string): string => t.replace(/\d+/g, '#');
  const said = recent.map(shape);
  const fresh = candidates.filter((c) => !said.includes(shape(c)));
  const last = said[said.length - 1];
  const pool = fresh.length ? fresh : candidates.filter((c) => shape(c) !== last);
  const from = pool.length ? pool : candidates;
  return from[hash(String(seed)) % from.length]!;
}

export interface LineContext {
  voice: Voice;
  user: string;
  /** Any number the caller keeps changing (a counter, a turn and step): same seed, same line. */
  seed: number | string;
  /** Lines said recently (rendered), oldest first: they are not repeated. */
  recent?: readonly string[];
}

function fill(template: string, s: Situation, ctx: LineContext): string {
  const card = 'card' in s ? s.card : '';
  const amount = 'amount' in s ? String(s.amount) : '';
  const withNames = renderPersonaText(template, { char: ctx.voice.char, user: ctx.user });
  return withNames.replace(/\{char\}/g, ctx.voice.char).replace(/\{user\}/g, ctx.user).replace(/\{card\}/g, card).replace(/\{amount\}/g, amount);
}

/** The persona's line for a situation: rendered, varied, deterministic. */
export function personaLine(situation: Situation, ctx: LineContext): string {
  const key = lineKey(situation);
  const rendered = ctx.voice.lines[key].map((t) => fill(t, situation, ctx));
  return pickLine(rendered, `${ctx.seed}:${key}`, ctx.recent ?? []);
}

/**
 * A voice with a memory, for a session: each line gets the next seed, and the last few
 * lines are not repeated. Deterministic given the starting seed and the calls.
 */
export class PersonaLines {
  private count = 0;
  private readonly recent: string[] = [];
  constructor(private readonly voice: Voice, private readonly user: string, private readonly seed: number | string = 0) {}

  say(situation: Situation): string {
    const line = personaLine(situation, { voice: this.voice, user: this.user, seed: `${this.seed}:${this.count++}`, recent: this.recent });
    this.recent.push(line);
    if (this.recent.length > 4) this.recent.shift();
    return line;
  }
}

/** What a chat message is, when it is one of the situations with a line (not a move, not a question). */
export function banterSituation(message: string, duel: Outcome | 'ongoing'): Situation | null {
  const t = message.toLowerCase().trim();
  if (/^(?:gg|ggs|good game|gg wp|ggwp|gg,? well played|well played,? gg)\b/.test(t) || /\bgg\b/.test(t)) return { kind: 'gg', outcome: duel };
  if (/\b(rematch|again|another (?:one|round|duel|game)|one more|run it back)\b/.test(t) && duel !== 'ongoing') return { kind: 'rematch' };
  if (/\b(nice|good|great|well played|wp|wow|cool|awesome|impressive|clever)\b/.test(t)) return { kind: 'compliment' };
  return null;
}
