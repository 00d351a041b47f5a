/**
 * A best-of-three Match played to 2-1 on the page (issue 22): Duel 1 conceded, a Side Deck
 * swap, Duel 2 played to a win by clicking the page's option buttons, Duel 3 conceded, and the
 * Match panel saying the opponent took the Match 2-1.
 *
 * Duel 2's seed is drawn by the server (the page names none), so the player's win must not
 * hang on the draw: the player's deck is Level 4 Normal Monsters of 1,850 ATK or more and the
 * bot's is Normal Monsters of 300 ATK/DEF or less, so every attack of the player's wins its
 * battle whatever the cards dealt. The clicks follow a fixed policy read from the buttons the
 * page shows (attack, then summon, then on to battle, end the battle, end the turn).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call } from '../server/helpers.js';
import { canAct, openApiSession, openBrowser, screenshot, startService, viewReady, type Browser, type Service, sayInChat, sideOneCardAndStartDuel2 } from './harness.js';

const copies = (passcode: number, n: number): number[] => Array<number>(n).fill(passcode);
/** Level 4 Normal Monsters of 1,850-2,000 ATK (13 x 3 + 1), with 2 more Gemini Elf on the side. */
const STRONG = [11091375, 14898066, 35052053, 43096270, 49881766, 7359741, 37265642, 49003308, 5464695, 14575467, 4148264, 18108166, 47226949];
const YOUR_MAIN = [...STRONG.flatMap((p) => copies(p, 3)), 69140098];
const YOUR_SIDE = copies(69140098, 2);
/** Normal Monsters of 0-300 ATK and DEF (11 x 3), and Key Mace, Flame Viper and Goblin Calligrapher (400-450 ATK) to make 40. */
const WEAK = [18106132, 24154052, 27125110, 27288416, 32274490, 46533533, 57308711, 58192742, 59983499, 60246171, 72717433];
const ydk = (main: number[], side: number[]): string => `#main\n${main.join('\n')}\n#extra\n!side\n${side.join('\n')}\n`;

let service: Service;
let browser: Browser | undefined;
let page: Page;

beforeAll(async () => {
  service = await startService();
});
afterAll(async () => {
  await browser?.close();
  await service?.stop();
});

const say = (text: string): Promise<void> => sayInChat(page, text);

const matchLine = (): Promise<string | null> => page.locator('[data-testid="duel-match"]').textContent();

/** The player's click by the fixed policy, from the option buttons on the page. */
function pick(ids: readonly string[]): string {
  const first = (re: RegExp) => ids.find((id) => re.test(id));
  return first(/^attack:/) ?? first(/^summon:/) ?? first(/^battle$/) ?? first(/^end-battle$/) ?? first(/^end-turn$/) ?? first(/^(?:pass|no)$/) ?? ids[0]!;
}

/** Clicks by the policy until the end banner shows; returns the number of clicks. */
async function playToTheEnd(): Promise<number> {
  for (let clicks = 0; clicks < 400; clicks++) {
    await canAct(page, 60_000).catch(() => undefined);
    if (await page.locator('[data-testid=end-banner]').isVisible()) return clicks;
    const ids = await page.locator('#options button.option').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-option') ?? ''));
    if (ids.length === 0) continue;
    await page.locator(`#options button.option[data-option="${pick(ids)}"]`).first().click();
  }
  throw new Error('the duel did not end within 400 clicks');
}

describe('a Match played to 2-1 on the page', () => {
  it('concedes Duel 1, sides, wins Duel 2 by clicking, concedes Duel 3, and the Match is over 2-1', async () => {
    const body = { deck: ydk(YOUR_MAIN, YOUR_SIDE), botDeck: ydk([...WEAK.flatMap((p) => copies(p, 3)), ...copies(1929294, 3), ...copies(2830619, 3), 12057781], []), first: 'you', format: 'classic', level: 'easy', bestOf: 3, userName: 'Tess' };
    const created = await call(service.url, 'POST', '/api/sessions', { body });
    expect(created.status, created.text).toBe(201);
    browser = await openBrowser({ width: 1366, height: 900 });
    page = browser.page;
    await openApiSession(page, service, created.json as { id: string; token: string });
    await expect(matchLine()).resolves.toBe('Opponent level: easy · Duel 1 of 3 · Tess 0, opponent 0');

    await say('I surrender');
    await page.waitForSelector('[data-testid="match-first-you"]');
    await expect(matchLine()).resolves.toContain('Duel 1 of 3 · Tess 0, opponent 1');
    // One Gemini Elf in from the Side Deck for the first Main Deck card: the Side Deck keeps 2 cards.
    await page.click('[data-testid="match-side"]');
    await sideOneCardAndStartDuel2(page);

    const clicks = await playToTheEnd();
    expect(clicks).toBeGreaterThan(10);
    await expect(page.locator('[data-testid=end-banner]').textContent()).resolves.toMatch(/you win/i);
    await page.waitForFunction(() => document.querySelector('[data-testid="duel-match"]')?.textContent?.includes('Tess 1, opponent 1'));
    await screenshot(page, 'match-duel-2-won');

    // The opponent lost Duel 2, so it chooses who starts Duel 3.
    const duel2 = page.url();
    await page.click('[data-testid="match-next"]');
    await page.waitForFunction((old) => location.href !== old, duel2);
    await viewReady(page, 'duel');
    await page.waitForFunction(() => document.querySelector('[data-testid="duel-match"]')?.textContent?.includes('Duel 3 of 3'));
    await expect(matchLine()).resolves.toBe('Opponent level: easy · Duel 3 of 3 · Tess 1, opponent 1');
    await say('I concede');
    await page.waitForSelector('[data-testid="match-rematch"]');
    await expect(matchLine()).resolves.toContain('Tess 1, opponent 2');
    await expect(page.locator('#match-panel').textContent()).resolves.toMatch(/2-1/);
    await screenshot(page, 'match-over-2-1');
  }, 600_000);
});
