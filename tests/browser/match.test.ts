/**
 * A best-of-three Match on the page (issue 22): started from the New duel dialog with the
 * opponent's level and a pasted deck with a Side Deck; the level and "Duel 1 of 3" under
 * the title; a level phrase in chat; Duel 1 conceded; the Match panel asks the player (who
 * lost) who goes first, takes a Side Deck swap, and opens Duel 2 with the score.
 * Playing on to 2-1 is `match-played.test.ts`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeAll, openAll, ROOT, viewReady, type Browser, type Service, sayInChat, sideOneCardAndStartDuel2 } from './harness.js';

let service: Service;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ service, browser, page } = await openAll({ home: true }));
});

afterAll(() => closeAll(browser, service));

const say = (text: string): Promise<void> => sayInChat(page, text);

describe('a Match on the page', () => {
  it('starts a best of three at a level, concedes Duel 1, sides and lets the player choose who goes first in Duel 2', async () => {
    // Yugi's Starter Deck with two cards on the side (Dark Hole is in the Main Deck once, so a second copy is fine).
    const ydk = readFileSync(join(ROOT, 'data/decks/starter-yugi.ydk'), 'utf8').trimEnd() + '\n!side\n53129443\n53129443\n';
    await page.click('#new-duel-button');
    await page.waitForSelector('#new-duel-dialog[open]');
    await page.fill('#nd-deck-text', ydk);
    await page.selectOption('#nd-level', 'easy');
    await page.selectOption('#nd-best-of', '3');
    await page.fill('#nd-name', 'Tess');
    const before = page.url();
    await page.click('#nd-start');
    await page.waitForFunction((old) => location.href !== old && location.hash.startsWith('#/duel/'), before);
    await viewReady(page, 'duel');
    await expect(page.locator('[data-testid="duel-match"]').textContent()).resolves.toBe('Opponent level: easy · Duel 1 of 3 · Tess 0, opponent 0');

    await say('play your best');
    await page.waitForFunction(() => document.querySelector('[data-testid="duel-match"]')?.textContent?.startsWith('Opponent level: strong'));
    await expect(page.locator('#chat-log').textContent()).resolves.toContain('Opponent level: strong');
    await say('normal difficulty');
    await page.waitForFunction(() => document.querySelector('[data-testid="duel-match"]')?.textContent?.startsWith('Opponent level: normal'));

    await say('I surrender');
    await page.waitForSelector('[data-testid="match-first-you"]');
    await expect(page.locator('[data-testid="duel-match"]').textContent()).resolves.toContain('Duel 1 of 3 · Tess 0, opponent 1');

    // "let me side" opens the Side Deck; one Dark Hole in, the first Main Deck card out.
    await say('let me side');
    await sideOneCardAndStartDuel2(page);
    await expect(page.locator('[data-testid="duel-match"]').textContent()).resolves.toBe('Opponent level: normal · Duel 2 of 3 · Tess 0, opponent 1');
    await expect(page.locator('#chat-log').textContent()).resolves.toContain('1-0 to me');
    // The player chose to go first: it is their turn 1.
    await expect(page.locator('[data-testid="turn-line"]').textContent()).resolves.toMatch(/^Turn 1 · your turn/);
  });
});
