/**
 * A GOAT duel played to its end on the page (issue 19): a GOAT-legal Fusion deck with many
 * Traps and Quick-Play Spells against itself, in the `goat` format with every response window
 * open ('manual'). On the page the player clicks their way to a Chain of three cards and a
 * Fusion Summon, and on to the end banner.
 *
 * The seed and the clicks are found through the API first: a fixed policy (Polymerization
 * when it can, a chainable card whenever a Chain is open, then summons, Sets, attacks and the
 * end of the turn) plays a few seeds, and the first whose duel holds both a Chain of three and
 * a Fusion Summon is kept with its option ids. The page then gets the same seed and the same
 * clicks, so a change of the bot's heuristic moves the seed, not the test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../server/helpers.js';
import { canAct, openApiSession, openBrowser, screenshot, startService, type Browser, type Service } from './harness.js';

const copies = (passcode: number, n: number): number[] => Array<number>(n).fill(passcode);
/** Flame Swordsman and Gaia the Dragon Champion with their materials, and cards that chain. */
const MAIN = [
  ...copies(24094653, 3), // Polymerization
  ...copies(34460851, 3), // Flame Manipulator
  ...copies(44287299, 3), // Masaki the Legendary Swordsman
  ...copies(6368038, 3), // Gaia The Fierce Knight
  ...copies(28279543, 3), // Curse of Dragon
  ...copies(13039848, 3), // Giant Soldier of Stone
  ...copies(12607053, 3), // Waboku
  ...copies(14087893, 3), // Book of Moon
  ...copies(70046172, 3), // Rush Recklessly
  ...copies(17814387, 3), // Reinforcements
  ...copies(44209392, 3), // Castle Walls
  ...copies(56120475, 3), // Sakuretsu Armor
  ...copies(53046408, 2), // Emergency Provisions
  ...copies(73915051, 2), // Scapegoat
];
const EXTRA = [...copies(45231177, 2), ...copies(66889139, 2)]; // Flame Swordsman, Gaia the Dragon Champion
const DECK = `#main\n${MAIN.join('\n')}\n#extra\n${EXTRA.join('\n')}\n!side\n`;
const YOUR_FUSION = /You Special Summoned (?:Flame Swordsman|Gaia the Dragon Champion)\b/;
const CHAINABLE = /^activate (?:Waboku|Sakuretsu Armor|Castle Walls|Reinforcements|Rush Recklessly|Book of Moon|Emergency Provisions|Scapegoat)\b/;

interface Shown {
  id: string;
  command: string;
}

/** The player's move by the fixed policy; `chainOpen` when a Chain is waiting for a response. */
function policy(options: readonly Shown[], chainOpen: boolean): Shown {
  const first = (re: RegExp) => options.find((o) => re.test(o.command));
  return (
    first(/^activate Polymerization\b/) ??
    first(/\b(?:Flame Swordsman|Gaia the Dragon Champion)\b/) ??
    (chainOpen ? first(CHAINABLE) : undefined) ??
    first(/^activate (?:Waboku|Sakuretsu Armor|Castle Walls)\b/) ??
    first(/^summon /) ??
    first(/^set (?:Waboku|Sakuretsu|Castle|Reinforcements|Book|Rush|Emergency|Scapegoat)/) ??
    first(/^attack /) ??
    first(/^(?:battle|end battle|end turn|pass|no)$/) ??
    options[0]!
  );
}

let service: Service;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service?.stop());

const create = async (seed: string): Promise<{ id: string; token: string }> => {
  const body = { deck: DECK, botDeck: DECK, seed, first: 'you', format: 'goat', chainMode: 'manual' };
  const r = await call(service.url, 'POST', '/api/sessions', { body });
  expect(r.status, r.text).toBeLessThan(300);
  return r.json as { id: string; token: string };
};

/** Plays a seed by the policy through the API: the option ids clicked and what the duel showed. */
async function playByPolicy(seed: string): Promise<{ clicks: string[]; longestChain: number; fusion: boolean; finished: boolean }> {
  const s = await create(seed);
  const clicks: string[] = [];
  let longestChain = 0;
  let fusion = false;
  for (let step = 0; step < 500; step++) {
    const state = (await call(service.url, 'GET', `/api/sessions/${s.id}`, { token: s.token })).json;
    if (state.finished) return { clicks, longestChain, fusion, finished: true };
    const chain = state.view?.chain?.length ?? 0;
    longestChain = Math.max(longestChain, chain);
    const pick = policy(state.options as Shown[], chain > 0);
    clicks.push(pick.id);
    const r = await call(service.url, 'POST', `/api/sessions/${s.id}/actions`, { token: s.token, body: { optionId: pick.id } });
    for (const m of r.text.matchAll(/Chain Link (\d+)/g)) longestChain = Math.max(longestChain, Number(m[1]));
    if (YOUR_FUSION.test(r.text)) fusion = true;
  }
  return { clicks, longestChain, fusion, finished: false };
}

async function chatText(page: import('playwright-core').Page): Promise<string> {
  return page.locator('#chat-log').innerText();
}

describe('a GOAT duel on the page', () => {
  let seed = '';
  let clicks: string[] = [];
  beforeAll(async () => {
    for (let i = 1; i <= 12 && !seed; i++) {
      const run = await playByPolicy(`goat-chain-${i}`);
      if (run.finished && run.fusion && run.longestChain >= 3) [seed, clicks] = [`goat-chain-${i}`, run.clicks];
    }
    if (!seed) throw new Error('no seed of 12 gave a finished GOAT duel with a Chain of three and a Fusion Summon by the policy');
  }, 300_000);

  it('played to its end by clicking: a Chain of three cards, a Fusion Summon, the end banner', async () => {
    const s = await create(seed);
    let browser: Browser | undefined;
    try {
      browser = await openBrowser({ width: 1440, height: 1000 });
      const page = browser.page;
      await openApiSession(page, service, s);
      let chainShot = false;
      let fusionShot = false;
      for (const id of clicks) {
        await canAct(page, 60_000);
        const button = page.locator(`#options button.option[data-option="${id}"]`);
        expect(await button.count(), `option ${id} is offered on the page`).toBe(1);
        await button.click();
        await canAct(page, 60_000);
        const chat = await chatText(page);
        if (!chainShot && chat.includes('(Chain Link 3)')) {
          await screenshot(page, 'goat-duel-chain-of-three');
          chainShot = true;
        }
        if (!fusionShot && YOUR_FUSION.test(chat)) {
          await screenshot(page, 'goat-duel-fusion');
          fusionShot = true;
        }
      }
      await page.locator('[data-testid=end-banner]').waitFor({ state: 'visible', timeout: 60_000 });
      await screenshot(page, 'goat-duel-end');
      const chat = await chatText(page);
      expect(chat).toMatch(/\(Chain Link 3\)/);
      expect(chat).toMatch(/activate Polymerization \(Chain Link 1\)/);
      expect(chat).toMatch(YOUR_FUSION);
      expect(chainShot && fusionShot, 'both moments were seen on the page as they happened').toBe(true);
      expect(await page.locator('[data-testid=end-banner]').innerText()).toMatch(/win|lose|won|lost/i);
    } finally {
      await browser?.close();
    }
  }, 600_000);
});
