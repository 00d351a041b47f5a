/**
 * `npm run campaign` over piped lines, offline: character creation refuses scores that break
 * the sheet's point-buy and asks again; the first scene's quest XP; a Magic used outside
 * combat gets the Game Master's ruling and shows in the sheet's Graveyard; the duel offer of
 * the second scene; the log. Everything is saved in the database file (`--db`) after each
 * step, and `--mage ID --token T` resumes the campaign where it was left.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { runCampaign } from '../../src/cli/campaign.js';

const dir = mkdtempSync(join(tmpdir(), 'duel-campaign-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const DB = ['--db', join(dir, 'campaigns.sqlite')];

async function run(lines: string[], argv: string[]): Promise<{ code: number; out: string }> {
  if (!argv.includes('--db')) argv = [...argv, ...DB];
  const output = new PassThrough();
  let out = '';
  output.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  const code = await runCampaign({ argv, input: Readable.from(lines.map((l) => `${l}\n`)), output, model: { model: null, banner: 'offline' } });
  return { code, out };
}

describe('npm run campaign (offline)', () => {
  it('creates a mage, plays the first scene, rules on a Magic used and offers the duel', async () => {
    const { code, out } = await run(
      ['5 5 5', '1', '2 3 4', '4', '3', 'use Koumori Dragon to fly over the sand', 'sheet', 'next', 'log', 'quit'],
      ['--name', 'Ament', '--setting', 'egypt', '--seed', 't1'],
    );
    expect(code).toBe(0);
    expect(out).toContain('Shadow Games campaign (offline Game Master (templates); duels: offline)');
    expect(out).toContain('! Body + Mind + Power must add up to 9');
    expect(out).toContain('XP: Ament gains 200 XP for finding the hidden road into the Valley (200 XP in all).');
    expect(out).toContain("Ruling: Game Master's ruling (Freedom of the Game, not an engine rule) on Koumori Dragon: it works.");
    // Guardian path: Body 2 + 1 = 3, so normal LP 4,000; the used Magic is spent.
    expect(out).toMatch(/Body 3, Mind 3, Power 4; paths: guardian\nLP 4000 \(normal 4000, cap in combat 8000, regen 700\)/);
    expect(out).toContain('Graveyard: Koumori Dragon');
    expect(out).toContain('Duel: The Game Master proposes a duel: Ament against Sefu the Tomb Robber (Star Level 4), for the temple\'s seal.');
    expect(out).toContain('You leave the campaign.');
  });

  it('refuses an unknown option and moving on past an unbeaten opponent', async () => {
    expect((await run([], ['--colour', 'red'])).out).toContain('Unknown option "--colour"');
    const { out } = await run(['3 3 3', '1', '2', 'next', 'I ask the crowd for the boy\'s brother', 'next', 'next', 'rest full'], ['--name', 'Bo', '--setting', 'battle-city', '--seed', 't2']);
    expect(out).toContain('! The way on is not open yet (bringing the lost child back to his brother): say what Bo does, or use a Magic by name');
    expect(out).toContain('XP: Bo gains 200 XP for bringing the lost child back to his brother (200 XP in all).');
    expect(out).toContain('! Vask the Rare Hunter still bars the way: win the duel first.');
    expect(out).toContain('Rest: Bo takes a Full Rest (a new day): 0 LP back (4000 LP), 0 Magic back to the Deck of Magic.');
  });

  it('saves the mage and the campaign after each step and resumes them with --mage and --token', async () => {
    const first = await run(['3 3 3', '1', '1', 'use Sky Scout to fly over the sand wall', 'next', 'quit'], ['--name', 'Tia', '--setting', 'egypt', '--seed', 't3']);
    const saved = /saved as mage (m_[\w-]+), token ([\w-]+) \(shown once: keep it\)/.exec(first.out);
    expect(saved, first.out).not.toBeNull();
    const [, id, token] = saved!;
    expect(first.out).toContain(`Resume later with: npm run campaign -- --mage ${id} --token ${token}`);
    expect((await run([], ['--mage', id!, '--token', 'x'.repeat(43)])).out).toContain(`No mage ${id} opens with that token.`);
    expect((await run([], ['--mage', id!])).out).toContain('--mage and --token go together');
    const again = await run(['1', 'sheet', 'log', 'quit'], ['--mage', id!, '--token', token!]);
    expect(again.out).toContain('Welcome back, Tia (level 1, 200 XP, 4000 LP).');
    expect(again.out).toMatch(/ 1\) Ancient Egypt, scene 2 \(duel-offered\)\n {2}n\) a new campaign/);
    expect(again.out).toContain('Graveyard: Sky Scout');
    // The log as saved: the first run's entries, once each.
    expect(again.out.match(/Tia gains 200 XP for finding the hidden road/g)).toHaveLength(1);
    expect(again.out).toContain('Duel: The Game Master proposes a duel: Tia against Sefu the Tomb Robber');
    const fresh = await run(['n', '2', 'quit'], ['--mage', id!, '--token', token!]);
    expect(fresh.out).toContain('== The plaza at noon ==');
  });
});
