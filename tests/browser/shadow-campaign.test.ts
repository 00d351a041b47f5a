/**
 * The Shadow Games on the page, as a player: create a mage with the creation form, start a
 * campaign, do the first scene's task with a Magic (the Game Master's ruling), accept the
 * duel on offer, play it in the duel screen (a shadow duel shows Magic Points) until the bot
 * has hit, concede, go "Back to the campaign" (which applies the engine's outcome), take a
 * Half Rest and see the sheet change: LP up, spent Magic back, one Half Rest fewer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeAll, openAll, replyDone, screenshot, viewReady, type Browser, type Service } from './harness.js';

let service: Service;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ service, browser, page } = await openAll({ home: true }));
});

afterAll(() => closeAll(browser, service));

const stage = (s: string) => page.waitForFunction((want) => document.body.dataset.campaignStage === want, s, { timeout: 30_000 });
const num = async (testid: string): Promise<number> => Number(await page.locator(`[data-testid="${testid}"]`).first().textContent());
const pileCount = async (testid: string): Promise<number> => Number(await page.locator(`[data-testid="${testid}"]`).getAttribute('data-count'));

async function say(text: string): Promise<void> {
  await page.fill('#chat-input', text);
  await page.click('#chat-send');
  await replyDone(page, 60_000);
}

describe('a Shadow Games campaign on the page', () => {
  it('creates a mage, plays a campaign duel to its end, rests, and the sheet changes', async () => {
    await page.click('#shadow-link');
    await page.waitForSelector('#mage-path option', { state: 'attached' });
    // The point-buy is checked by the service, which names the problem.
    await page.fill('#mage-name', 'Nefer');
    await page.fill('input[name="body"]', '5');
    await page.fill('input[name="mind"]', '5');
    await expect(page.locator('#mage-points').textContent()).resolves.toMatch(/^13 of 9 points spent/);
    await page.click('#mage-create');
    await page.waitForSelector('#mage-error:not(:empty)');
    await expect(page.locator('#mage-error').textContent()).resolves.toMatch(/Body \+ Mind \+ Power must add up to 9/);
    await page.fill('input[name="body"]', '4');
    await page.fill('input[name="mind"]', '3');
    await page.fill('input[name="power"]', '2');
    await page.selectOption('#mage-path', 'guardian');
    await page.selectOption('#mage-starter', 'warrior');
    await screenshot(page, 'shadow-create-mage', true);
    await page.click('#mage-create');
    await page.waitForSelector('#mage-list li[data-mage]');
    await expect(page.locator('#mage-list li strong').first().textContent()).resolves.toBe('Nefer');

    await page.selectOption('[data-testid="campaign-setting"]', 'egypt');
    await page.click('[data-testid="campaign-start"]');
    await stage('quest');
    await expect(page.locator('#campaign-title').textContent()).resolves.toContain('The Ring Beneath the Sand');
    await expect(page.locator('[data-testid="sheet-xp"]').textContent()).resolves.toContain('0 (level 2 at 2000 XP)');
    await expect(page.locator('[data-testid="mage-sheet"]').textContent()).resolves.toMatch(/Library of Knowledge: 23.*at most 70/s);
    const normal = Number((await page.locator('[data-testid="sheet-lp"] dd').textContent())!.match(/of (\d+) normal/)![1]);
    expect(normal).toBe(6000); // Body 4 + the Guardian's rank: 1,000 x 5 + 1,000
    await screenshot(page, 'shadow-campaign-start', true);

    // The first scene's task, done with a Magic: the Game Master rules, the Magic is spent, the quest's XP comes.
    await page.selectOption('#campaign-use-card', 'Sky Scout');
    await page.fill('#campaign-use-purpose', 'fly over the sand wall');
    await page.click('#campaign-use button[type="submit"]');
    await stage('scene-done');
    await expect(page.locator('#campaign-log .kind-ruling').last().textContent()).resolves.toMatch(/Game Master's ruling \(Freedom of the Game, not an engine rule\) on Sky Scout/);
    await expect(page.locator('[data-testid="sheet-xp"]').textContent()).resolves.toContain('200 (level 2 at 2000 XP)');
    expect(await pileCount('sheet-graveyard')).toBe(1);

    await page.click('[data-testid="campaign-next"]');
    await stage('duel-offered');
    await expect(page.locator('[data-testid="campaign-opponent"]').textContent()).resolves.toMatch(/Sefu the Tomb Robber, Star Level 4.*Body \d, Mind \d, Power \d · \d+ LP · Deck of Magic \d+/s);
    await screenshot(page, 'shadow-campaign-duel-offer', true);

    await page.click('[data-testid="campaign-accept"]');
    await viewReady(page, 'duel', 60_000);
    await replyDone(page, 60_000);
    await expect(page.locator('[data-testid="mp-you"]').textContent()).resolves.toMatch(/^MP \d+$/);
    await screenshot(page, 'shadow-campaign-duel');
    // Nefer summons nothing and ends turns until Sefu's monsters have hit, then concedes.
    const lpYou = async (): Promise<number> => Number(await page.locator('[data-testid="lp-you"] strong').textContent());
    for (let i = 0; i < 10 && (await lpYou()) >= normal; i++) {
      // A full hand at the End of Turn asks which card to discard: the first one offered.
      const discard = page.locator('#options button', { hasText: 'Discard' }).first();
      if ((await discard.count()) > 0) {
        await discard.click();
        await replyDone(page, 60_000);
      } else await say('end turn');
    }
    const lpInDuel = await lpYou();
    await say('I concede');
    await page.waitForSelector('[data-testid="end-campaign"]', { timeout: 30_000 });
    await screenshot(page, 'shadow-campaign-duel-end');
    await page.click('[data-testid="end-campaign"]');
    await stage('duel-offered');
    await expect(page.locator('#campaign-log .kind-outcome').last().textContent()).resolves.toMatch(/Sefu the Tomb Robber wins\..*The challenge stands/s);
    const lpAfter = await num('sheet-lp-now');
    expect(lpAfter).toBe(Math.min(lpInDuel, normal));
    const spent = await pileCount('sheet-graveyard');
    expect(spent).toBeGreaterThanOrEqual(1);
    expect(await num('sheet-half-left')).toBe(3);
    await screenshot(page, 'shadow-campaign-after-duel', true);

    await page.click('[data-testid="campaign-rest-half"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="sheet-half-left"]')?.textContent === '2', null, { timeout: 30_000 });
    // Half Rest: LP regeneration (100 x (Body 5 + Mind 3) + 100 = 900) up to normal, Power + Mind = 5 Magic back.
    expect(await num('sheet-lp-now')).toBe(Math.min(normal, lpAfter + 900));
    expect(await pileCount('sheet-graveyard')).toBe(Math.max(0, spent - 5));
    await expect(page.locator('#campaign-log .kind-rest').last().textContent()).resolves.toMatch(/Nefer takes a Half Rest \(1 of 3 today\)/);
    await screenshot(page, 'shadow-campaign-after-rest', true);
  });
});
