/**
 * `npm run campaign` over piped lines, offline: character creation refuses scores that break
 * the sheet's point-buy and asks again; the first scene's quest XP; a Magic used outside
 * combat gets the Game Master's ruling and shows in the sheet's Graveyard; the duel offer of
 * the second scene; the log.
 */
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCampaign } from '../../src/cli/campaign.js';

async function run(lines: string[], argv: string[]): Promise<{ code: number; out: string }> {
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
});
