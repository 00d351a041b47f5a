/**
 * The duel as players see it, at 1440 × 1000, 1366 × 768 and 390 × 844: a duel started with
 * a deck named in words and played to its end by clicking. Asserted: the chat says which
 * deck the words picked and the title names both decks; every narration of damage comes
 * after the event line it tells and before the next turn; no error code, option id or
 * quoted command in the chat; the options reachable without scrolling on a laptop (on a
 * phone the field and the input both in the window); choices show their cards; the end
 * banner with the result, why, Rematch, Replay and New duel. Screenshots:
 * screenshots/table-*.png (committed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { canAct, openBrowser, screenshot, startService, viewReady, type Browser, type Service } from './harness.js';

let service: Service;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service?.stop());

/** Option ids (`choose:0`, `summon:12`), error codes, the old details line and quoted commands: never in the chat. */
const DEVELOPER_TEXT = /\b(?:choose|summon|set|activate|attack|pos|flip):\w|\bcode [A-Z_]{3,}|details:|Done: "/;

interface ChatItem {
  kind: 'event' | 'narration' | 'other';
  text: string;
}

async function chatItems(page: Page): Promise<ChatItem[]> {
  return page.evaluate(() => {
    const out: { kind: 'event' | 'narration' | 'other'; text: string }[] = [];
    for (const li of document.querySelectorAll('#chat-log > li')) {
      if (li.classList.contains('events')) for (const line of li.querySelectorAll('.event-lines li')) out.push({ kind: 'event', text: line.textContent ?? '' });
      else out.push({ kind: li.classList.contains('narration') ? 'narration' : 'other', text: li.querySelector('.body')?.textContent ?? li.textContent ?? '' });
    }
    return out;
  });
}

/** Whether an element is inside the window as it stands (no scrolling). */
async function inWindow(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight + 1 && r.left >= 0 && r.right <= window.innerWidth + 1;
  }, selector);
}

/** One click toward the end: end the turn, pass, say no, or else the first option (a discard, a choice). */
async function clickOnward(page: Page): Promise<string> {
  const labels = await page.locator('#options button.option').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-option') ?? ''));
  const pick = labels.find((id) => id === 'end-turn') ?? labels.find((id) => id === 'pass') ?? labels.find((id) => id === 'no') ?? labels[0];
  if (!pick) return '';
  await page.click(`#options button.option[data-option="${pick}"]`);
  await canAct(page, 60_000);
  return pick;
}

async function playToTheEnd(page: Page, size: string, phone: boolean): Promise<{ choiceSeen: boolean }> {
  let choiceSeen = false;
  let shot = false;
  for (let i = 0; i < 400; i++) {
    if (await page.locator('[data-testid=end-banner]').isVisible()) break;
    await canAct(page, 60_000);
    const options = await page.locator('#options button.option').count();
    if (options === 0) {
      await page.waitForTimeout(200);
      continue;
    }
    // Reachable without scrolling: on a laptop the options beside the board; on a phone the field and the input.
    if (!phone) expect(await inWindow(page, '#options button.option'), `${size}: the first option is in the window`).toBe(true);
    else {
      // At rest (a tap on an option below scrolls the page to it; the layout is judged from the top).
      await page.evaluate(() => window.scrollTo(0, 0));
      if (!shot) {
        await screenshot(page, `table-${size}-duel`);
        shot = true;
      }
      expect(await inWindow(page, '#chat-input'), `${size}: the input is in the window`).toBe(true);
      expect(await inWindow(page, '#duel-board .side.you .row.monsters'), `${size}: your monster zones are in the window`).toBe(true);
    }
    if ((await page.locator('#options .option-group.question').count()) > 0) {
      choiceSeen = true;
      // A question is named once: its buttons do not repeat it.
      const title = await page.locator('#options .option-group.question .option-group-title').first().innerText();
      for (const b of await page.locator('#options .option-group.question button.option').allInnerTexts()) expect(b).not.toContain(title);
    }
    if (!shot && i >= 2) {
      await screenshot(page, `table-${size}-duel`);
      shot = true;
    }
    await clickOnward(page);
  }
  return { choiceSeen };
}

function checkStory(items: readonly ChatItem[], size: string): void {
  for (const item of items) expect(item.text, `${size}: players' words only`).not.toMatch(DEVELOPER_TEXT);
  let told = 0;
  items.forEach((item, at) => {
    if (item.kind !== 'narration') return;
    for (const m of item.text.matchAll(/\((\d+) LP left\)/g)) {
      // The event line of this LP change comes before the narration, with no new turn between them.
      const before = items.slice(0, at);
      const eventAt = before.map((x) => x.kind === 'event' && x.text.includes(`(${m[1]} LP left)`)).lastIndexOf(true);
      expect(eventAt, `${size}: the event behind "${item.text}" comes first`).toBeGreaterThanOrEqual(0);
      expect(before.slice(eventAt).some((x) => x.kind === 'event' && /^Turn \d+:/.test(x.text)), `${size}: no new turn between the event and "${item.text}"`).toBe(false);
      told++;
    }
  });
  expect(told, `${size}: damage was narrated`).toBeGreaterThan(0);
}

const SIZES = [
  { size: '1440', viewport: { width: 1440, height: 1000 }, phone: false },
  { size: '1366', viewport: { width: 1366, height: 768 }, phone: false },
  { size: '390', viewport: { width: 390, height: 844 }, phone: true },
];

describe('the duel as players see it', () => {
  it('a cited rule opens its text: GET /assets/rule.json names the section; a bad or unknown id gets a JSON error', async () => {
    const ok = await fetch(`${service.url}/assets/rule.json?id=summon.once-per-turn`);
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { id: string; title: string; body: string };
    expect(body.id).toBe('summon.once-per-turn');
    expect(body.title.length).toBeGreaterThan(3);
    expect(body.body).toMatch(/Normal Summon/);
    const bad = await fetch(`${service.url}/assets/rule.json?id=${encodeURIComponent('<script>')}`);
    expect(bad.status).toBe(400);
    await expect(bad.json()).resolves.toMatchObject({ error: { code: 'BAD_RULE_ID' } });
    const unknown = await fetch(`${service.url}/assets/rule.json?id=no.such-rule`);
    expect(unknown.status).toBe(404);
    await expect(unknown.json()).resolves.toMatchObject({ error: { code: 'UNKNOWN_RULE' } });
  });

  for (const { size, viewport, phone } of SIZES) {
    it(`${viewport.width} × ${viewport.height}: a duel named in words, played to its end, told in order, ending in a banner`, async () => {
      let browser: Browser | undefined;
      try {
        browser = await openBrowser(viewport, phone ? { touch: true } : {});
        const page = browser.page;
        await page.goto(service.url);
        await page.waitForSelector('body[data-ready]');
        await page.click('#new-duel-button');
        await page.fill('#nd-deck-text', 'I play Blue-Eyes');
        await page.selectOption('#nd-bot-deck', 'starter-yugi');
        await page.selectOption('#nd-first', 'bot');
        await page.fill('#nd-seed', `table-${size}`);
        await page.click('#nd-start');
        await viewReady(page, 'duel');
        // The words picked a deck: the chat says which; the title names both decks.
        await expect(page.locator('#chat-log .msg.note').first().innerText()).resolves.toMatch(/“I play Blue-Eyes” picked Starter Deck: Kaiba/);
        await expect(page.locator('#duel-decks').innerText()).resolves.toBe('Starter Deck: Kaiba vs Starter Deck: Yugi');
        // Cards drawn as cards: the frame by kind, the attribute and Level marks (facts arrive after the first drawing).
        await page.waitForSelector('#duel-board .card.frame-normal .card-attr, #duel-board .card.frame-effect .card-attr', { timeout: 30_000 });
        await playToTheEnd(page, size, phone);
        const banner = page.locator('[data-testid=end-banner]');
        await expect(banner.isVisible()).resolves.toBe(true);
        await expect(page.locator('[data-testid=end-reason]').innerText()).resolves.toMatch(/LP reached 0|could not draw a card|surrendered/);
        for (const id of ['end-rematch', 'end-replay', 'end-new-duel']) await expect(page.locator(`[data-testid=${id}]`).isVisible(), id).resolves.toBe(true);
        await expect(banner.innerText()).resolves.toMatch(/\d+ turns · damage dealt \d+ · damage taken \d+/);
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, `table-${size}-end`);
        checkStory(await chatItems(page), size);
        expect(browser.problems).toEqual([]);
      } finally {
        await browser?.close();
      }
    }, 600_000);
  }
});
