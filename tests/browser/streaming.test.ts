/**
 * Acting while the narration streams, on the page, against the service with a model (the
 * local fake OpenAI server): the narration of the player's move arrives one sentence at a
 * time, slowly; the options are clickable before it ends; a click then is played (the bot
 * takes its turn), the earlier stream ends cleanly (no error on the page), and the
 * narration is whole in the history when the duel is opened again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startFakeOpenAI, type FakeOpenAIServer } from '../support/fakeOpenAI.js';
import { canAct, openBrowser, replyDone, startService, viewReady, type Browser, type Service } from './harness.js';

let fake: FakeOpenAIServer;
let service: Service;
let browser: Browser;
let page: Page;

const NARRATION = ['Nice summon there. ', 'Let me think about my answer. '];

beforeAll(async () => {
  fake = await startFakeOpenAI({
    // Narrations stream slowly (a sentence every 2.5 s); every structured answer comes at once.
    responder: (body) => (body.stream ? { stream: NARRATION, chunkDelayMs: 2500 } : { auto: true }),
  });
  service = await startService({ OPENAI_API_KEY: 'sk-test-web-0123456789', OPENAI_BASE_URL: fake.url, DUEL_MODEL: 'fake-model' });
  browser = await openBrowser();
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
  await service?.stop();
  await fake?.close();
});

describe('narration that streams while the player acts', () => {
  it('lets the player act before the narration ends; the new message ends the stream cleanly and the narration completes in the history', async () => {
    await page.goto(service.url);
    await page.waitForSelector('body[data-ready]');
    await page.click('#new-duel-button');
    await page.selectOption('#nd-deck', 'normals-yugi');
    await page.selectOption('#nd-bot-deck', 'normals-kaiba');
    await page.selectOption('#nd-format', 'classic');
    await page.fill('#nd-seed', 'web-stream-1');
    await page.click('#nd-start');
    await viewReady(page, 'duel');
    await replyDone(page);

    // A summon: its narration starts; the options come first and may be used at once.
    await page.locator('#options button.option').filter({ hasText: 'Normal Summon' }).first().click();
    await canAct(page);
    await expect(page.locator('#duel-view').getAttribute('class')).resolves.toMatch(/\bstreaming\b/);
    await expect(page.locator('#options button.option').first().isEnabled()).resolves.toBe(true);
    await expect(page.locator('#chat-send').isEnabled()).resolves.toBe(true);

    // The player ends the turn meanwhile (a click carries the decision the options came with):
    // played, the bot answers, and the earlier stream ends without an error.
    await page.locator('#options button.option[data-option="end-turn"]').click();
    await replyDone(page);
    await expect(page.locator('#duel-board [data-testid=turn-line]').innerText()).resolves.toMatch(/Turn 3 · your turn/);
    await expect(page.locator('#chat-log .msg.error').count()).resolves.toBe(0);
    expect(browser.problems).toEqual([]);

    // Opened again once the model has finished, the duel's history holds the narration whole.
    const narrations = async (): Promise<string[]> => {
      await page.reload();
      await viewReady(page, 'duel');
      await replyDone(page);
      return page.locator('#chat-log .msg.narration').allInnerTexts();
    };
    await expect.poll(narrations, { timeout: 30_000, interval: 1000 }).toEqual(expect.arrayContaining([expect.stringContaining(NARRATION.join('').trim())]));
  });
});
