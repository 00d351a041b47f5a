import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createHeuristicBot } from '../../src/bot/heuristic.js';
import { defaultCards } from '../../src/cards/catalog.js';
import { cardInfo } from '../../src/cli/cardInfo.js';
import { loadDeck } from '../../src/cli/play.js';
import { runTerminalDuel } from '../../src/cli/terminalDuel.js';
import type { CardView, DuelView } from '../../src/engine/view.js';

const { db, engine } = defaultCards();

function facts(name: string): { passcode: number; atk?: number | null; def?: number | null; level?: number } {
  const f = db.byName(name);
  if (!f) throw new Error(`no card ${name}`);
  return f;
}

function monster(id: number, name: string, extra: Partial<CardView> = {}): CardView {
  const f = facts(name);
  return { id, known: true, name, passcode: f.passcode, kind: 'monster', level: f.level, atk: f.atk ?? 0, def: f.def ?? 0, ...extra };
}

function view(): DuelView {
  const empty = { lp: 8000, hand: [], handCount: 0, deckCount: 30, monsters: [null, null, null, null, null], spellTraps: [null, null, null, null, null], fieldZone: null, graveyard: [], banished: [], extraCount: 0, extra: [] };
  return {
    viewer: 0,
    format: 'classic',
    turn: 3,
    turnPlayer: 0,
    firstPlayer: 0,
    phase: 'main1',
    step: null,
    you: { ...empty, hand: [monster(4, 'Dark Magician')], handCount: 1, monsters: [monster(2, 'Feral Imp', { atk: 1700, def: 1200, position: 'attack', faceUp: true }), monster(3, 'Mystical Elf', { position: 'defense', faceUp: false }), null, null, null] },
    opponent: { ...empty, monsters: [{ id: 30, known: false, position: 'defense', faceUp: false, zone: 0 }, null, null, null, null] },
    extraMonsterZones: [],
    pending: { kind: 'main', player: 0 },
    battle: null,
    result: null,
    normalSummonUsed: false,
    chain: [],
    window: null,
  } as DuelView;
}

describe('info <card> in the terminal', () => {
  it('shows a field card by zone with its changed stats beside the printed ones, its text and how it is played', () => {
    const lines = cardInfo(view(), 'm1', db);
    expect(lines[0]).toBe('Feral Imp (m1) · Level 4 · DARK · Fiend / Normal');
    expect(lines[1]).toBe('ATK 1700 (up from 1300 printed) · DEF 1200 (down from 1400 printed)');
    expect(lines).toContain('Normal Monster: no effect.');
    expect(lines.at(-1)).toBe(db.byName('Feral Imp')!.text);
  });

  it('finds a card by name, notes a Set card, and refuses to describe a card it cannot see', () => {
    expect(cardInfo(view(), 'dark magician', db)[0]).toBe('Dark Magician (h1) · Level 7 · DARK · Spellcaster / Normal');
    expect(cardInfo(view(), 'dark magician', db)[1]).toBe('ATK 2500 · DEF 2100');
    expect(cardInfo(view(), 'm2', db)).toContain('Set face-down: only you can see it.');
    expect(cardInfo(view(), 'om1', db)).toEqual(['om1: a face-down card; you cannot see what it is.']);
    expect(cardInfo(view(), 'om2', db)).toEqual(['om2: no card there.']);
  });

  it('describes any known card by name, off the board too, and says when a name is unknown', () => {
    const hole = cardInfo(view(), 'Trap Hole', db);
    expect(hole[0]).toBe('Trap Hole · Trap · Normal');
    expect(hole).toContain('Scripted: its effects run in this engine.');
    expect(cardInfo(view(), 'Blue-Eyes Toon Dragonfly', db)).toEqual(['No card called "Blue-Eyes Toon Dragonfly" is known.']);
    expect(cardInfo(view(), ' ', db)[0]).toMatch(/^Which card\?/);
  });
});

describe('the terminal duel', () => {
  it('answers "info h1" with the card in the first hand slot, and lists info in help', async () => {
    const output = new PassThrough();
    let text = '';
    output.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    const deck = (name: string) => {
      const r = loadDeck(name, 'classic');
      if (!r.ok) throw new Error(r.problems.join('\n'));
      return r.deck;
    };
    await runTerminalDuel({
      input: Readable.from(['help\n', 'info h1\n', 'info om1\n', 'quit\n']),
      output,
      engine,
      bot: createHeuristicBot(),
      decks: [deck('starter-yugi'), deck('starter-kaiba')],
      format: 'classic',
      seed: 'cli-info',
      first: 'you',
      cards: db,
    });
    expect(text).toContain('info <card> (its text and stats)');
    const after = text.slice(text.indexOf('> info h1'));
    expect(after).toMatch(/\n[^\n]+ \(h1\) · (?:Level \d+|Spell|Trap)/);
    expect(after).toContain('om1: no card there.');
  });
});
