/**
 * User and model text is shown as text, never run as HTML: a character card whose name
 * and greeting are markup with script in them, and a chat message and a rules question
 * that are the same. Nothing may run and every character must show literally.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { characterCard, XSS_MESSAGE, XSS_NAME } from './fixtures.js';
import { closeAll, openAll, replyDone, screenshot, viewReady, type Browser, type Service } from './harness.js';

let service: Service;
let browser: Browser;
let page: Page;

const GREETING = `Hello {{user}}, I am {{char}}. <img src=x onerror="window.__xss='greeting'"><a href="javascript:window.__xss='link'">click</a>`;

/** Whether anything the tests planted ran, and how many elements markup would have made. */
async function planted(): Promise<{ xss: unknown; imgs: number; scripts: number; links: number }> {
  return page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    imgs: document.querySelectorAll('body img').length,
    scripts: document.querySelectorAll('body script').length,
    links: document.querySelectorAll('a[href^="javascript:"]').length,
  }));
}

beforeAll(async () => {
  ({ service, browser, page } = await openAll({ home: true }));
});

afterAll(() => closeAll(browser, service));

describe('text is never markup', () => {
  it('shows an uploaded persona whose name is markup literally', async () => {
    await page.click('#new-duel-button');
    await page.setInputFiles('#nd-persona-file', {
      name: 'mallory.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(characterCard(XSS_NAME, GREETING))),
    });
    await page.fill('#nd-seed', 'xss-1');
    await page.click('#nd-start');
    await viewReady(page, 'duel');
    const title = await page.locator('#duel-title').textContent();
    expect(title).toContain(`You vs ${XSS_NAME}`);
    // The greeting, with {{char}} filled in by the service, shows every character.
    const greeting = await page.locator('#chat-log .msg.greeting .body').textContent();
    expect(greeting).toBe(`Hello Duelist, I am ${XSS_NAME}. <img src=x onerror="window.__xss='greeting'"><a href="javascript:window.__xss='link'">click</a>`);
    await expect(page.locator('#duel-board .side.opponent .side-name').textContent()).resolves.toContain(XSS_NAME);
    await expect(page.title()).resolves.toContain(XSS_NAME);
    expect(await planted()).toEqual({ xss: undefined, imgs: 0, scripts: 0, links: 0 });
  });

  it('shows a chat message that is markup literally, and the reply too', async () => {
    await page.fill('#chat-input', XSS_MESSAGE);
    await page.press('#chat-input', 'Enter');
    await replyDone(page);
    await expect(page.locator('#chat-log .msg.user .body').last().textContent()).resolves.toBe(XSS_MESSAGE);
    expect(await page.locator('#chat-log b').count()).toBe(0);
    expect(await planted()).toEqual({ xss: undefined, imgs: 0, scripts: 0, links: 0 });
  });

  it('shows a rules question that is markup literally', async () => {
    await page.fill('#judge-input', `<img src=x onerror="window.__xss='judge'"> first turn battle?`);
    await page.press('#judge-input', 'Enter');
    await page.waitForSelector('#judge-answer .judge-text');
    await expect(page.locator('#judge-answer .judge-question').textContent()).resolves.toContain(`<img src=x onerror="window.__xss='judge'">`);
    expect(await planted()).toEqual({ xss: undefined, imgs: 0, scripts: 0, links: 0 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'xss-literal');
  });

  it('shows the name literally in the saved list and the replay', async () => {
    await page.click('#saved-link');
    await page.waitForSelector('#saved-list li');
    await expect(page.locator('#saved-list li .saved-title bdi').first().textContent()).resolves.toBe(XSS_NAME);
    await expect(page.locator('#saved-list li .saved-title').first().textContent()).resolves.toContain(` vs ${XSS_NAME} (`);
    await page.locator('#saved-list li a', { hasText: 'Replay' }).first().click();
    await viewReady(page, 'replay');
    await expect(page.locator('#replay-title').textContent()).resolves.toContain(XSS_NAME);
    await expect(page.locator('#replay-chat').textContent()).resolves.toContain(XSS_MESSAGE);
    // The persona now comes up as a saved persona in the new-duel dialog, still as text.
    await page.click('#new-duel-button');
    await expect(page.locator('#nd-persona option').allTextContents()).resolves.toContain(XSS_NAME);
    await page.keyboard.press('Escape');
    expect(await planted()).toEqual({ xss: undefined, imgs: 0, scripts: 0, links: 0 });
    expect(browser.problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
  });
});
