/**
 * A pending decision said in words on the page: the human Sets Trap Hole and ends the
 * turn; when the bot summons, the chat asks "respond or pass?" with the options numbered
 * and the status line says the same decision; "the first one" answers it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeAll, openAll, replyDone, screenshot, startStarterDuel, type Browser, type Service } from './harness.js';

let service: Service;
let browser: Browser;
let page: Page;

async function send(text: string): Promise<void> {
  await page.fill('#chat-input', text);
  await page.press('#chat-input', 'Enter');
  await replyDone(page);
}

beforeAll(async () => {
  ({ service, browser, page } = await openAll());
});

afterAll(() => closeAll(browser, service));

describe('pending decisions on the page', () => {
  it('says a response window in the chat with numbered options, shows it on the status line, and takes "the first one" as the answer', async () => {
    await startStarterDuel(page, service);
    await send('set trap hole');
    // The turn stays in the player's hands until they say so.
    await expect(page.locator('#duel-board [data-testid=turn-line]').innerText()).resolves.toMatch(/Turn 1 · your turn/);
    await send('your move');
    const chat = await page.locator('#chat-log').innerText();
    // The question once, the options numbered in players' words (no command, no option id).
    expect(chat).toMatch(/A monster was just summoned: respond with a card, or pass\?\s+1\. Activate Trap Hole \(s1\)\s+2\. Pass \(do not respond\)/);
    const status = await page.locator('#duel-board [data-testid=decision]').innerText();
    expect(status).toMatch(/^Your decision: respond or pass\. \(a monster was just summoned\)$/);
    await screenshot(page, 'pending-decision');
    await send('the first one');
    const after = await page.locator('#chat-log').innerText();
    expect(after).toMatch(/You activate Trap Hole/);
    await expect(page.locator('#duel-board [data-testid=decision]').innerText()).resolves.not.toMatch(/respond or pass\. \(a monster was just summoned\)/);
  });
});
