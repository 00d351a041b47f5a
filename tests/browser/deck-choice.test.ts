/**
 * The New duel dialog with decks as players bring them: a pasted Structure Deck whose
 * cards are not all scripted is refused naming them, the dialog offers to play them as
 * vanilla, and the duel starts and plays with those cards marked "no effect"; a deck named
 * in words ("Kaiba's Starter Deck") starts that deck; a name that fits none offers the
 * closest built-in decks. Screenshots go to screenshots/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, replyDone, ROOT, screenshot, startService, viewReady, type Browser, type Service } from './harness.js';

let service: Service;
let browser: Browser;
let page: Page;

async function openDialog(): Promise<void> {
  await page.click('#new-duel-button');
  await page.waitForSelector('#new-duel-dialog[open]');
}

async function waitForDuel(before: string): Promise<string> {
  await page.waitForFunction((old) => location.href !== old && location.hash.startsWith('#/duel/'), before);
  return viewReady(page, 'duel');
}

beforeAll(async () => {
  service = await startService();
  browser = await openBrowser();
  page = browser.page;
  await page.goto(service.url);
  await page.waitForSelector('body[data-ready]');
});

afterAll(async () => {
  await browser?.close();
  await service?.stop();
});

describe('decks as players bring them', () => {
  it('a pasted deck with unscripted cards: the dialog names them, offers vanilla, and the duel plays', async () => {
    await openDialog();
    await expect(page.locator('#nd-vanilla').isChecked()).resolves.toBe(false);
    await page.fill('#nd-deck-text', readFileSync(join(ROOT, 'data/decks/structure-zombie-madness.ydk'), 'utf8'));
    await page.selectOption('#nd-bot-deck', 'starter-kaiba');
    await page.fill('#nd-seed', 'vanilla-web');
    await page.click('#nd-start');
    await page.waitForSelector('#nd-play-vanilla');
    const error = await page.locator('#nd-error').innerText();
    expect(error).toMatch(/cards are not playable yet \(effects not scripted\): .+ \(\d+\)/);
    expect(error).toContain('UNSCRIPTED_CARDS');
    await screenshot(page, 'new-duel-vanilla-offered');
    const before = page.url();
    await page.click('#nd-play-vanilla');
    await waitForDuel(before);
    // The unscripted cards in the hand are marked; the box stays ticked for the next duel.
    await expect(page.locator('#duel-board .card-vanilla').count()).resolves.toBeGreaterThan(0);
    // A few moves: a summon or a Set, then the turn ends and the bot plays its turn.
    const move = page.locator('#options button.option').filter({ hasText: /Normal Summon|Set/ }).first();
    await move.click();
    await replyDone(page);
    await page.locator('#options .option-group.turn button.option').filter({ hasText: 'End your turn' }).click();
    await replyDone(page);
    await expect(page.locator('#duel-board [data-testid=turn-line]').innerText()).resolves.toMatch(/Turn 3 · your turn/);
    await expect(page.locator('#duel-board [data-testid=side-you] .monsters, #duel-board [data-testid=side-you] .spells').allInnerTexts()).resolves.not.toEqual([]);
    await screenshot(page, 'duel-vanilla-playing');
  });

  it('a deck named in words starts that built-in deck; a name that fits none offers the closest', async () => {
    await openDialog();
    await expect(page.locator('#nd-vanilla').isChecked()).resolves.toBe(true);
    await page.uncheck('#nd-vanilla');
    await page.fill('#nd-deck-text', 'Lightsworn Judgment');
    await page.click('#nd-start');
    await page.waitForSelector('#nd-suggest-0');
    await expect(page.locator('#nd-error').innerText()).resolves.toMatch(/no deck called "Lightsworn Judgment"[\s\S]*UNKNOWN_DECK/);
    const suggestion = await page.locator('#nd-suggest-0').innerText();
    expect(suggestion).toMatch(/^Use (Starter|Structure) Deck: /);
    await page.click('#nd-suggest-0');
    await expect(page.locator('#nd-deck-text').inputValue()).resolves.toBe('');
    await expect(page.locator('#nd-deck option:checked').innerText()).resolves.toContain(suggestion.replace(/^Use /, ''));

    await page.fill('#nd-deck-text', "Kaiba's Starter Deck");
    await page.selectOption('#nd-bot-deck', 'starter-yugi');
    const before = page.url();
    await page.click('#nd-start');
    await waitForDuel(before);
    await page.goto(`${service.url}/#/`);
    await page.waitForSelector('#saved-list[data-loaded]');
    await expect(page.locator('#saved-list .saved-item').first().locator('.saved-title').innerText()).resolves.toMatch(/^Starter Deck: Kaiba vs .+\(Starter Deck: Yugi\)/);
    await screenshot(page, 'saved-list-named-deck');
    expect(browser.problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
  });
});
