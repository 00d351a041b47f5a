import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createHeuristicBot } from '../../src/bot/heuristic.js';
import { botChoice } from '../../src/bot/types.js';
import { defaultCards } from '../../src/cards/catalog.js';
import { parseYdk } from '../../src/cards/ydk.js';
import type { DeckList, DuelEvent, DuelState, PlayerId } from '../../src/engine/index.js';
import { describeBatch, type EventLine } from '../../src/engine/text/eventBatch.js';
import { publicCardLookup } from '../../src/engine/text/publicCards.js';
import {
  banterSituation, narrateOffline, PersonaLines, personaLine, situationsIn, voiceFor, type CardSketch, type Situation,
} from '../../src/llm/offline/index.js';
import { greetingFirst, lineKey } from '../../src/llm/offline/personaLines.js';
import { loadDefaultPersona, personaFromCard, type Persona } from '../../src/llm/persona.js';

const kip = voiceFor(loadDefaultPersona());
const say = (s: Situation, seed: number | string = 1) => personaLine(s, { voice: kip, user: 'Alex', seed });

describe('persona lines offline, by situation', () => {
  it('the greeting knows who goes first, for every line it may pick', () => {
    for (const first of ['user', 'bot'] as const) {
      const candidates = kip.lines[lineKey({ kind: 'greeting', first })];
      expect(candidates.length).toBeGreaterThanOrEqual(2);
      for (const line of candidates) expect(greetingFirst(line), line).toBe(first);
    }
    expect(say({ kind: 'greeting', first: 'bot' })).not.toMatch(/you(?:'re| take| lead)/i);
    expect(say({ kind: 'greeting', first: 'user' })).toMatch(/Alex/);
    // Kip's card greeting says the user goes first: it is never the offline greeting when Kip does.
    expect(kip.lines['greeting.bot-first']).not.toContain(loadDefaultPersona().firstMessage);
  });

  it('"gg" is answered by who won: after Kip lost he concedes it, never "don\'t get comfortable"', () => {
    const lost = banterSituation('gg Kip', 'user-won');
    expect(lost).toEqual({ kind: 'gg', outcome: 'user-won' });
    const reply = say(lost!);
    expect(kip.lines['gg.user-won'].map((l) => l.replace('{user}', 'Alex'))).toContain(reply);
    expect(reply).toMatch(/outplayed|well earned|had my number|thinking about that last turn/i);
    expect(reply).not.toMatch(/comfortable/i);
    expect(say({ kind: 'gg', outcome: 'bot-won' })).toMatch(/gg|good game/i);
    expect(say(banterSituation('gg', 'ongoing')!)).toMatch(/not over|still going|not done/i);
    expect(banterSituation('rematch?', 'bot-won')).toEqual({ kind: 'rematch' });
    expect(banterSituation('nice play', 'ongoing')).toEqual({ kind: 'compliment' });
    expect(banterSituation('attack with m1', 'ongoing')).toBeNull();
  });

  it('fills in the card and the figure the situation carries, and each situation has its own lines', () => {
    expect(say({ kind: 'boss-summoned', by: 'bot', card: 'Blue-Eyes White Dragon' })).toContain('Blue-Eyes White Dragon');
    expect(say({ kind: 'trap-sprung', by: 'user', card: 'Trap Hole' })).toMatch(/Trap Hole|Well played|cold/);
    expect(say({ kind: 'big-hit-taken', amount: 2400 })).toMatch(/2400|Ouch|felt/);
    const dealt = kip.lines['big-hit-dealt'].map((l) => l.replace('{amount}', '2400').replace('{char}', 'Kip'));
    expect(dealt).toContain(say({ kind: 'big-hit-dealt', amount: 2400 }));
    expect(kip.lines['about-to-win']).not.toEqual(kip.lines['about-to-lose']);
    expect(say({ kind: 'duel-over', outcome: 'user-won' })).toMatch(/got me|yours|Beaten/);
    expect(say({ kind: 'duel-over', outcome: 'bot-won' })).toMatch(/good game|Good game|fun one/);
  });

  it('varied and deterministic: no line twice in a row, the same seed gives the same lines', () => {
    const a = new PersonaLines(kip, 'Alex', 7);
    const b = new PersonaLines(kip, 'Alex', 7);
    const c = new PersonaLines(kip, 'Alex', 8);
    const seqA = Array.from({ length: 12 }, () => a.say({ kind: 'compliment' }));
    const seqB = Array.from({ length: 12 }, () => b.say({ kind: 'compliment' }));
    const seqC = Array.from({ length: 12 }, () => c.say({ kind: 'compliment' }));
    expect(seqA).toEqual(seqB);
    expect(seqA).not.toEqual(seqC);
    for (let i = 1; i < seqA.length; i++) expect(seqA[i]).not.toBe(seqA[i - 1]);
    expect(new Set(seqA).size).toBe(kip.lines.compliment.length);
  });

  it("an imported card speaks in its personality's tone and with its own example lines", () => {
    const card = personaFromCard({
      name: 'Rex',
      personality: 'Arrogant, loud and competitive. Loves to taunt.',
      first_mes: "I'll go first. Try to keep up.",
      mes_example: '<START>\n{{user}}: hi\n{{char}}: Ha! You walked right into my trap!\n{{char}}: gg, you never stood a chance.\n{{char}}: I have 3000 ATK on the field.',
    });
    if (!card.ok) throw new Error(card.error);
    const rex = voiceFor(card.persona);
    expect(rex.char).toBe('Rex');
    expect(rex.lines['trap-sprung.bot'][0]).toBe('Ha! You walked right into my trap!');
    expect(rex.lines['gg.bot-won'][0]).toBe('gg, you never stood a chance.');
    // A line stating a figure is not used: it could be false in this duel.
    expect(Object.values(rex.lines).flat().some((l) => l.includes('3000'))).toBe(false);
    expect(rex.lines['greeting.bot-first'][0]).toBe("I'll go first. Try to keep up.");
    expect(rex.lines['greeting.user-first']).not.toContain("I'll go first. Try to keep up.");
    const brash = personaLine({ kind: 'duel-over', outcome: 'user-won' }, { voice: rex, user: 'Alex', seed: 3 });
    expect(brash).toMatch(/Fine|Enjoy it/);
    const plain: Persona = { ...loadDefaultPersona(), name: 'Mia', personality: 'Cold, reserved and formal.', exampleMessages: '', extra: {} };
    expect(personaLine({ kind: 'rematch' }, { voice: voiceFor(plain), user: 'Alex', seed: 1 })).toMatch(/glad to duel again|Another duel, then/);
  });
});

// ------------------------------------------------------------------ stretches of a real duel

const { engine } = defaultCards();
function ydk(name: string): DeckList {
  const r = parseYdk(readFileSync(new URL(`../../data/decks/starter-${name}.ydk`, import.meta.url), 'utf8'));
  if (!r.ok) throw new Error(`bad deck ${name}`);
  return { main: r.deck.main, extra: r.deck.extra };
}

/** A heuristic-vs-heuristic duel, as the stretches (one per applied action) and the state after each. */
function playDuel(seed: string, human: PlayerId): { lines: EventLine[]; state: DuelState; raw: DuelEvent[] }[] {
  const r = engine.newDuel({ format: 'classic', seed, decks: [ydk('yugi'), ydk('kaiba')], firstPlayer: 0 });
  if (!r.ok) throw new Error(r.problems.join('; '));
  let state = r.state;
  const bot = createHeuristicBot();
  const out: { lines: EventLine[]; state: DuelState; raw: DuelEvent[] }[] = [];
  for (let step = 0; step < 600 && !state.result && state.pending; step++) {
    const choice = botChoice(bot, engine, state, state.pending.player);
    const applied = engine.apply(state, choice.action);
    if (!applied.ok) throw new Error(applied.rejection.message);
    state = applied.state;
    out.push({ lines: describeBatch(state, applied.events, human), state, raw: applied.events });
  }
  return out;
}

const numbersIn = (text: string): number[] => [...text.matchAll(/\d+/g)].map((m) => Number(m[0]));
function eventNumbers(events: readonly DuelEvent[]): Set<number> {
  const out = new Set<number>();
  for (const e of events) for (const [k, v] of Object.entries(e)) if (typeof v === 'number' && ['amount', 'lp'].includes(k)) out.add(v);
  return out;
}

describe('offline narration of a stretch', () => {
  it('is prose, true to the events: figures from the events, face-down only after a Set, no hidden names, no chain links, not the log', () => {
    const human: PlayerId = 0;
    let narrated = 0;
    const texts = new Set<string>();
    for (const { lines, state, raw } of playDuel('narrate-1', human)) {
      const card = publicCardLookup(state, human);
      const text = narrateOffline(lines, { human, char: 'Kip', seed: narrated, card });
      if (text === '') continue;
      narrated++;
      texts.add(text);
      const events = lines.map((l) => l.event);
      expect(text).not.toMatch(/chain link/i);
      for (const n of numbersIn(text)) expect(eventNumbers(events).has(n), `${n} in "${text}"`).toBe(true);
      if (/face-down/i.test(text)) expect(events.some((e) => e.type === 'set-monster' || e.type === 'set-spell-trap'), text).toBe(true);
      for (const l of lines) if (l.text && l.text.length > 25) expect(text).not.toContain(l.text.replace(/\.$/, ''));
      // Every card named is one both players can see now. The lines name hidden cards by
      // opaque id (which the lookup never answers), so the check reads the raw events.
      for (const id of raw.flatMap((e) => ('card' in e && typeof e.card === 'number' ? [e.card] : []))) {
        if (card(id) !== null || id < 0) continue;
        const name = state.catalog[state.cards[id]!.passcode]!.name;
        const publicTwin = state.cards.some((c) => c.passcode === state.cards[id]!.passcode && card(c.id) !== null);
        if (!publicTwin) expect(text, `hidden ${name}`).not.toContain(name);
      }
    }
    expect(narrated).toBeGreaterThan(20);
    expect(texts.size).toBeGreaterThan(15);
  });

  it('never calls a face-up monster face-down when it goes back to the hand; names only what the lookup allows', () => {
    const sketch: CardSketch = { name: 'Feral Imp', kind: 'monster', level: 4, atk: 1300, extraDeck: false };
    const line = (event: DuelEvent): EventLine => ({ event, text: 'log line', publicText: 'log line', botText: 'log line' });
    const stretch = [line({ n: 1, type: 'normal-summon', player: 1, card: 5, tribute: false }), line({ n: 2, type: 'returned-to-hand', card: 5 })];
    const known = narrateOffline(stretch, { human: 0, char: 'Kip', seed: 1, card: (id) => (id === 5 ? sketch : null) });
    expect(known).toMatch(/Feral Imp/);
    expect(known).not.toMatch(/face-down/);
    const hidden = narrateOffline(stretch, { human: 0, char: 'Kip', seed: 1, card: () => null });
    expect(hidden).not.toMatch(/face-down|Feral Imp/);
    expect(hidden).toMatch(/Kip (?:summons|puts|leads)/);
    const attack = [
      line({ n: 1, type: 'attack', player: 0, attacker: 5, target: null }),
      line({ n: 2, type: 'battle-damage', player: 1, amount: 1300, lp: 6700, by: 5 }),
    ];
    const hit = narrateOffline(attack, { human: 0, char: 'Kip', seed: 2, card: (id) => (id === 5 ? sketch : null) });
    expect(hit).toMatch(/Feral Imp/);
    expect(hit).toMatch(/Kip takes 1300 damage \(6700 LP left\)/);
    const seeds = new Set([1, 2, 3, 4, 5, 6].map((seed) => narrateOffline(attack, { human: 0, char: 'Kip', seed, card: (id) => (id === 5 ? sketch : null) })));
    expect(seeds.size).toBeGreaterThan(1);
    // In the bot's own voice (its chat message): "I take", never its own name.
    const mine = narrateOffline(attack, { human: 0, char: 'Kip', seed: 2, card: (id) => (id === 5 ? sketch : null), firstPerson: true });
    expect(mine).toMatch(/I take 1300 damage \(6700 LP left\)/);
    expect(mine).not.toMatch(/Kip/);
    const direct = narrateOffline([line({ n: 1, type: 'attack', player: 0, attacker: 5, target: null })], { human: 0, char: 'Kip', seed: 3, card: () => null, firstPerson: true });
    expect(direct).not.toMatch(/Kip/);
  });

  it('tells copies Special Summoned together as one clause (Scapegoat), each side apart, a single one as before', () => {
    const sheep: CardSketch = { name: 'Sheep Token', kind: 'monster', level: 1, atk: 0, extraDeck: false };
    const line = (event: DuelEvent): EventLine => ({ event, text: 'log line', publicText: 'log line', botText: 'log line' });
    const summon = (n: number, player: PlayerId, card: number): EventLine => line({ n, type: 'special-summon', player, card, procedure: 'effect', position: 'defense' });
    const stretch = [
      line({ n: 1, type: 'activate', player: 0, card: 1, effect: 'activate', link: 1, targets: [] }),
      ...[10, 11, 12, 13].map((card, i) => summon(2 + i, 0, card)),
      ...[20, 21].map((card, i) => summon(6 + i, 1, card)),
      summon(8, 0, 30),
    ];
    const card = (id: number): CardSketch | null => (id === 1 ? { name: 'Scapegoat', kind: 'spell', level: 0, atk: 0, extraDeck: false } : id === 30 ? { ...sheep, name: 'Feral Imp' } : id >= 10 ? sheep : null);
    for (const seed of [1, 2, 3, 4]) {
      const text = narrateOffline(stretch, { human: 0, char: 'Kip', seed, card });
      expect(text, text).toMatch(/four Sheep Tokens/);
      expect(text, text).toMatch(/two Sheep Tokens/);
      expect(text.match(/Sheep Token/g)?.length, text).toBe(2);
      expect(text, text).toMatch(/Feral Imp/);
    }
  });

  it('finds the situations a stretch holds, from the events alone', () => {
    const trap: CardSketch = { name: 'Trap Hole', kind: 'trap', level: 0, atk: 0, extraDeck: false };
    const boss: CardSketch = { name: 'Blue-Eyes White Dragon', kind: 'monster', level: 8, atk: 3000, extraDeck: false };
    const card = (id: number) => (id === 1 ? trap : id === 2 ? boss : null);
    const l = (event: DuelEvent): EventLine => ({ event, text: null, publicText: null, botText: null });
    const found = situationsIn([
      l({ n: 1, type: 'normal-summon', player: 1, card: 2, tribute: true }),
      l({ n: 2, type: 'activate', player: 0, card: 1, effect: 'x', link: 1, targets: [2] }),
      l({ n: 3, type: 'battle-damage', player: 0, amount: 1600, lp: 900 }),
    ], { human: 0, card });
    expect(found).toEqual([
      { kind: 'trap-sprung', by: 'user', card: 'Trap Hole' },
      { kind: 'boss-summoned', by: 'bot', card: 'Blue-Eyes White Dragon' },
      { kind: 'big-hit-dealt', amount: 1600 },
      { kind: 'about-to-win' },
    ]);
    expect(situationsIn([l({ n: 1, type: 'duel-end', winner: 0, reason: 'lp' })], { human: 0, card })).toEqual([{ kind: 'duel-over', outcome: 'user-won' }]);
    // Already low before the stretch: not "about to win" again.
    expect(situationsIn([l({ n: 1, type: 'battle-damage', player: 0, amount: 100, lp: 500 })], { human: 0, card })).toEqual([]);
  });
});
