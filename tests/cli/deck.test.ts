import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseDeckArgs, reportJson } from '../../src/cli/deck.js';
import { resolveDeck } from '../../src/cards/deckResolve.js';
import { exportYdke } from '../../src/cards/ydke.js';

const run = promisify(execFile);

async function deckCli(args: string[]): Promise<{ code: number; stdout: string }> {
  return run(process.execPath, ['--import', 'tsx', 'src/cli/deck.ts', ...args], { cwd: process.cwd() }).then(
    (r) => ({ code: 0, stdout: r.stdout }),
    (e: { code: number; stdout: string }) => ({ code: e.code, stdout: e.stdout }),
  );
}

describe('npm run deck -- check', () => {
  it('parses its arguments, joining the words of a deck name', () => {
    expect(parseDeckArgs(['check', 'deck.ydk', '--format', 'modern', '--json'])).toEqual({ command: 'check', deck: 'deck.ydk', format: 'modern', json: true });
    expect(parseDeckArgs(['check', 'Zombie', 'Madness'])).toMatchObject({ deck: 'Zombie Madness', format: 'classic', json: false });
    expect(parseDeckArgs(['check', '--format', 'speed', 'x'])).toEqual({ error: 'Unknown format "speed": use classic, modern, goat or shadow-games.' });
    expect(parseDeckArgs(['check'])).toMatchObject({ error: expect.stringContaining('needs a deck') });
    expect(parseDeckArgs(['wash'])).toEqual({ error: 'Unknown command "wash".' });
    expect(parseDeckArgs([])).toEqual({ help: true });
  });

  it('--json prints the report with the issue fields, for a file and for a ydke URL', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'deck-check-'));
    const file = join(dir, 'mixed.ydk');
    // Called by the Grave x3 (not scripted), an unknown id, and Frostosaurus (a Normal Monster known by its facts only).
    writeFileSync(file, '#main\n24224830\n24224830\n24224830\n999\n6631034\n#extra\n!side\n');
    const { code, stdout } = await deckCli(['check', file, '--json']);
    expect(code).toBe(1);
    const json = JSON.parse(stdout) as Record<string, unknown>;
    expect(Object.keys(json).slice(0, 7)).toEqual(['known', 'scripted', 'vanilla', 'unknown', 'playable', 'playableWithVanilla', 'problems']);
    expect(json).toMatchObject({ known: 4, scripted: 1, vanilla: 3, unknown: 1, playable: false, playableWithVanilla: false, moreProblems: 0 });
    expect(json.problems).toEqual(expect.arrayContaining([
      { code: 'MAIN_TOO_SMALL', rule: 'deck.construction', message: 'The Main Deck has 5 cards; it needs at least 40.', passcodes: [], lines: [] },
      { code: 'UNKNOWN_PASSCODE', rule: 'deck.construction', message: 'Passcode 999 is not a card we know (1 in the Main Deck, line 5).', passcodes: [999], lines: [5] },
      {
        code: 'NOT_PLAYABLE', rule: null, message: 'Called by the Grave (24224830) is not playable yet: 3 in the Main Deck, lines 2-4.',
        passcodes: [24224830], lines: [2, 3, 4], card: 'Called by the Grave',
      },
    ]));

    // The same shape in-process for a Structure Deck (it plays as printed), and for that list given as a
    // ydke:// URL with 3 copies of a card not scripted yet (Dark Scorpion Burglars): playable with vanilla only.
    const roar = resolveDeck("Dragon's Roar", { format: 'classic' });
    expect(reportJson(roar)).toMatchObject({ known: 40, scripted: 40, vanilla: 0, playable: true, deck: 'structure-dragons-roar' });
    const url = exportYdke({ main: [...roar.deck!.main.slice(3), 40933924, 40933924, 40933924], extra: [], side: [] });
    const viaUrl = await deckCli(['check', url, '--json']);
    expect(viaUrl.code).toBe(0);
    const report = JSON.parse(viaUrl.stdout) as Record<string, unknown>;
    expect(report).toMatchObject({ known: 40, scripted: 37, vanilla: 3, unknown: 0, playable: false, playableWithVanilla: true });
  }, 180_000);
});
