import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createHeuristicBot } from '../../src/bot/heuristic.js';
import { defaultCards } from '../../src/cards/catalog.js';
import { loadDeck, parseArgs } from '../../src/cli/play.js';
import { runTerminalDuel, type TerminalDuelOptions } from '../../src/cli/terminalDuel.js';
import type { DeckList } from '../../src/engine/types.js';

const { engine } = defaultCards();

function deck(name: string): DeckList {
  const r = loadDeck(name, 'classic');
  if (!r.ok) throw new Error(r.problems.join('\n'));
  return r.deck;
}

async function play(lines: string[], extra: Partial<TerminalDuelOptions> = {}) {
  const output = new PassThrough();
  let text = '';
  output.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  const outcome = await runTerminalDuel({
    input: Readable.from(lines.map((l) => `${l}\n`)),
    output,
    engine,
    bot: createHeuristicBot(),
    decks: [deck('normals-yugi'), deck('normals-kaiba')],
    format: 'classic',
    seed: 'cli-test',
    first: 'you',
    ...extra,
  });
  return { outcome, text };
}

describe('runTerminalDuel', () => {
  it('plays a whole duel answering "1": board, help listing, a refused command with its rule, a winner', async () => {
    const { outcome, text } = await play(['help', 'battle', 'dance a jig', '99', ...Array.from({ length: 3000 }, () => '1')]);
    expect(outcome.quit).toBe(false);
    expect(outcome.result).not.toBeNull();
    expect(outcome.state.result).toEqual(outcome.result);
    // The board, with the turn header, both sides and the hand.
    expect(text).toContain('== Turn 1 · Your turn · Main Phase 1 · classic');
    expect(text).toMatch(/Opponent +LP 8000 · Hand 5 · Deck 35/);
    expect(text).toMatch(/Hand +h1 +\S/);
    // Events since the last prompt.
    expect(text).toContain('  * The duel begins (classic rules). You go first.');
    expect(text).toContain("  * Turn 2: your opponent's turn.");
    // "help": numbered options with labels and the command to type.
    expect(text).toMatch(/Your options \(type the number or the command\):\n +1\. Normal Summon .+ > summon .+\n/);
    expect(text).toMatch(/\d+\. End your turn +> end turn/);
    // An illegal command: the engine's message and rule id.
    expect(text).toContain('> battle\nIllegal: The player who goes first cannot conduct a Battle Phase on the first turn of the duel. (rule turn.first-turn)');
    // An unknown command: the message and the closest options.
    expect(text).toContain('> dance a jig\nI don\'t understand "dance a jig".');
    expect(text).toMatch(/Closest options:\n +\d+\. /);
    expect(text).toContain('There is no option 99');
    // The end.
    const last = text.trimEnd().split('\n').pop()!;
    expect(last).toMatch(/^Duel over\. Winner: (you|the bot) \((Life Points reached 0|a player could not draw a card)\)\.$/);
    // The bot's hidden cards are never printed: its own option labels are not shown.
    expect(text).not.toMatch(/Set .* face-down in Defense Position\n  \*/);
  });

  it('real commands, the Graveyard and board views, then a surrender', async () => {
    // Seed cli-test deals Man-Eating Treasure Chest, Neo the Magic Swordsman and Celtic Guardian.
    const script = ['summon Man-Eating Treasure Chest', 'end turn', 'summon Neo the Magic Swordsman', 'summon Celtic Guardian', 'gy', 'board', 'graveyard', 'surrender'];
    const { outcome, text } = await play(script);
    expect(outcome.result).toEqual({ winner: 1, reason: 'surrender' });
    expect(text).toMatch(/> summon Man-Eating Treasure Chest\n\n== Turn \d+ · Your turn/);
    expect(text).toContain('  * You Normal Summoned Man-Eating Treasure Chest to m1.');
    // After a Summon on turn 1 only "end turn" was left: the turn still ended only when the player said so.
    expect(text).toMatch(/> summon Man-Eating Treasure Chest\n[^>]*== Turn 1 · Your turn · Main Phase 1[^>]*> end turn\n/);
    expect(text).toContain("  * Turn 2: your opponent's turn.");
    expect(text).toContain('  * You Normal Summoned Neo the Magic Swordsman to m');
    // The second Normal Summon in a turn is refused with the engine's message and rule.
    expect(text).toMatch(/> summon Celtic Guardian\nIllegal: You already used your one Normal Summon or Set this turn, so you cannot Normal Summon Celtic Guardian\. \(rule summon\.once-per-turn\)/);
    expect(text).toMatch(/> gy\nYour Graveyard \(\d+\): .*\nOpponent's Graveyard \(\d+\): /);
    expect(text).toMatch(/> board\n== Turn 3 · Your turn · Main Phase 1/);
    expect(text).toMatch(/> graveyard\nYour Graveyard/);
    expect(text).toContain('  * You surrender.');
    expect(text).toContain('  * You lose: you surrendered.');
    expect(text.trimEnd().split('\n').pop()).toBe('Duel over. Winner: the bot (surrender).');
  });

  it('ambiguous commands list the fitting options with their numbers', async () => {
    // normals-yugi vs normals-kaiba, seed cli-test: two Level 4s come out on turns 1 and 3, so
    // on turn 5 any Tribute Summon is a choice. Simpler: "summon" alone lists every Summon.
    const { text } = await play(['summon', 'quit']);
    expect(text).toMatch(/> summon\nThat could mean several things; type the number or the command you mean:\n +1\. Normal Summon /);
    expect(text).toContain('You leave the duel.');
  });

  it('ends quietly when the input ends, and the bot may go first', async () => {
    const { outcome, text } = await play([], { first: 'bot' });
    expect(outcome).toMatchObject({ quit: true, result: null });
    expect(text).toContain("Turn 1: your opponent's turn.");
    expect(text).toContain('End of input: leaving the duel.');
  });
});

describe('play.ts arguments and decks', () => {
  it('parses flags with defaults, a clock seed, and refuses unknown values', () => {
    expect(parseArgs([], () => 42)).toEqual({ deck: 'normals-yugi', botDeck: 'normals-kaiba', format: 'classic', seed: '42', first: 'you' });
    expect(parseArgs(['--deck', 'starter-joey', '--bot-deck=normals-joey', '--format', 'modern', '--seed', 's', '--first', 'coin'])).toEqual({
      deck: 'starter-joey', botDeck: 'normals-joey', format: 'modern', seed: 's', first: 'coin',
    });
    expect(parseArgs(['--format', 'speed'])).toMatchObject({ error: expect.stringContaining('speed') });
    expect(parseArgs(['--first', 'me'])).toMatchObject({ error: expect.stringContaining('me') });
    expect(parseArgs(['--colour', 'red'])).toMatchObject({ error: expect.stringContaining('--colour') });
    expect(parseArgs(['--seed'])).toMatchObject({ error: '--seed needs a value.' });
    expect(parseArgs(['--help'])).toEqual({ help: true });
  });

  it('an invalid deck prints every problem and exits 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'duel-cli-'));
    const bad = join(dir, 'bad.ydk');
    // 4 copies of Celtic Guardian, 5 cards in all, and an unknown passcode.
    writeFileSync(bad, '#main\n91152256\n91152256\n91152256\n91152256\n12345\n#extra\n!side\n');
    const run = promisify(execFile);
    const err = await run(process.execPath, ['--import', 'tsx', 'src/cli/play.ts', '--deck', bad, '--seed', '1'], { cwd: process.cwd() }).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    );
    expect(err).not.toBeNull();
    expect(err!.code).toBe(1);
    expect(err!.stderr).toContain('Your deck (bad.ydk) cannot be used for classic play:');
    const problems = err!.stderr.split('\n').filter((l) => l.startsWith('  - '));
    expect(problems.length).toBeGreaterThanOrEqual(3);
    expect(err!.stderr).toMatch(/rule deck\.construction/);
    expect(loadDeck('no-such-deck', 'classic')).toMatchObject({ ok: false });
  }, 180_000);
});
