/**
 * Chat as players type it, on the page (issue 20): a take-back plays nothing, a hedge is
 * asked back and a typed "yeah do it" answers that yes/no prompt, a question and a hand-over
 * in one message get the answer and the turn handed over, and a typed "nope" answers the
 * response window that follows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeAll, openAll, replyDone, screenshot, startStarterDuel, type Browser, type Service } from './harness.js';

let service: Service;
let browser: Browser;
let page: Page;

/** Sends a message and returns what the chat log gained. */
async function send(text: string): Promise<string> {
  const before = (await page.locator('#chat-log').innerText()).length;
  await page.fill('#chat-input', text);
  await page.press('#chat-input', 'Enter');
  await replyDone(page);
  return (await page.locator('#chat-log').innerText()).slice(before);
}

const turnLine = (): Promise<string> => page.locator('#duel-board [data-testid=turn-line]').innerText();

beforeAll(async () => {
  ({ service, browser, page } = await openAll());
});

afterAll(() => closeAll(browser, service));

describe('chat words on the page', () => {
  it('a take-back plays nothing, a typed yes answers an ask-back, a question with a hand-over gets both, a typed no passes a window', async () => {
    await startStarterDuel(page, service);

    const takenBack = await send('set trap hole, no wait, leave it for now');
    expect(takenBack).toMatch(/Fine, I will leave that/);
    expect(takenBack).not.toMatch(/You Set/);

    const asked = await send('maybe set trap hole');
    expect(asked).toMatch(/Do you want to do this\? Say yes/);
    expect(asked).not.toMatch(/You Set/);
    const yes = await send('yeah do it');
    expect(yes).toMatch(/You Set Trap Hole/);
    await expect(turnLine()).resolves.toMatch(/Turn 1 · your turn/);

    const both = await send('what does trap hole do? ok thats all from me');
    // The answer first (Trap Hole's own effect), then the turn is handed over and the bot plays.
    expect(both).toMatch(/Trap Hole/);
    expect(both).toMatch(/respond with a card, or pass\?/);
    await screenshot(page, 'chat-words-window');
    const passed = await send('nope');
    expect(passed).not.toMatch(/You activate Trap Hole/);
    await expect(page.locator('#duel-board [data-testid=decision]').innerText()).resolves.not.toMatch(/a monster was just summoned/);
  });
});
