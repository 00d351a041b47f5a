/**
 * The page as players use it (issue 14, items 8 and 9; issue 12, item 16): card details on
 * hover and on tap, a readable field on a phone, the hand, the options and both LPs on a
 * laptop screen, plain deck names, saved duels titled by decks and date, a fork keeping the
 * event lines, and a right-to-left override in a name that cannot turn a heading around.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { characterCard } from './fixtures.js';
import { closeAll, openAll, openBrowser, replyDone, screenshot, viewReady, type Browser, type Service } from './harness.js';

let service: Service;
let browser: Browser;
let page: Page;
let sessionId = '';

async function send(text: string): Promise<void> {
  await page.fill('#chat-input', text);
  await page.press('#chat-input', 'Enter');
  await replyDone(page);
}

beforeAll(async () => {
  ({ service, browser, page } = await openAll({ viewport: { width: 1400, height: 757 }, home: true }));
});

afterAll(() => closeAll(browser, service));

describe('a new player', () => {
  it('is offered a Starter Deck by plain name, with no internal ids', async () => {
    await page.click('#home-new-duel');
    await page.waitForSelector('#new-duel-dialog[open]');
    await expect(page.locator('#nd-deck').inputValue()).resolves.toBe('starter-yugi');
    await expect(page.locator('#nd-deck option:checked').innerText()).resolves.toBe('Starter Deck: Yugi');
    await expect(page.locator('#nd-bot-deck option:checked').innerText()).resolves.toBe('Starter Deck: Kaiba');
    const labels = await page.locator('#nd-deck option').allInnerTexts();
    expect(labels.length).toBeGreaterThanOrEqual(8);
    expect(labels.slice(0, 4).every((l) => l.startsWith('Starter Deck: '))).toBe(true);
    for (const l of labels) expect(l).not.toMatch(/\b(?:starter|normals|structure)-[a-z]/);
    expect(labels).toContain("Yugi's Normal Monsters");
    await page.fill('#nd-seed', 'players-1');
    await page.click('#nd-start');
    await viewReady(page, 'duel');
    sessionId = decodeURIComponent(new URL(page.url()).hash.split('/')[2] ?? '');
    expect(sessionId).toMatch(/^s_/);
  });

  it('sees the hand and the options without scrolling on a 1400 × 757 screen, and both LPs while scrolling', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'laptop-duel-top');
    const box = async (sel: string) => (await page.locator(sel).first().boundingBox())!;
    const hand = await box('#duel-board [data-testid=hand]');
    expect(hand.y + hand.height).toBeLessThanOrEqual(757);
    const lastHandCard = await box('#duel-board [data-testid=hand] .hand-slot:last-child');
    expect(lastHandCard.y + lastHandCard.height).toBeLessThanOrEqual(757);
    // The options panel and its first groups are in the window, not below it.
    const groups = await page.locator('#options .option-group').count();
    expect(groups).toBeGreaterThan(2);
    for (let i = 0; i < 2; i++) {
      const g = (await page.locator('#options .option-group').nth(i).boundingBox())!;
      expect(g.y + g.height).toBeLessThanOrEqual(757);
    }
    await expect(page.locator('#chat-input').isVisible()).resolves.toBe(true);
    // Scrolled to the bottom of the page, the opponent's LP is still on screen.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lp = await box('[data-testid=bar-lp-opponent]');
    expect(lp.y).toBeGreaterThanOrEqual(0);
    expect(lp.y + lp.height).toBeLessThanOrEqual(757);
    await expect(page.locator('[data-testid=bar-lp-opponent]').innerText()).resolves.toBe('LP 8000');
    await screenshot(page, 'laptop-duel-scrolled');
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  it('keeps the options in view after a long answer from the judge', async () => {
    await page.fill('#judge-input', 'Can I attack on the first turn?');
    await page.press('#judge-input', 'Enter');
    await page.waitForSelector('#judge-answer .citations li');
    await page.evaluate(() => window.scrollTo(0, 0));
    const first = (await page.locator('#options .option-group').first().boundingBox())!;
    expect(first.height).toBeGreaterThan(40);
    expect(first.y + first.height).toBeLessThanOrEqual(757);
    // The answer's first lines are on screen, not just the question.
    const answer = (await page.locator('#judge-answer .judge-text').boundingBox())!;
    expect(answer.y + 40).toBeLessThan(757);
    const panel = (await page.locator('#judge').boundingBox())!;
    expect(panel.y + panel.height).toBeLessThanOrEqual(757);
    await screenshot(page, 'laptop-judge-answer');
  });
});

describe('card details', () => {
  it('come from /assets/cards.json, which answers bad ids with a JSON 400', async () => {
    const ok = (await (await fetch(`${service.url}/assets/cards.json?ids=9076207,46986414,1`)).json()) as { cards: { name: string; play: string }[] };
    expect(ok.cards.map((c) => [c.name, c.play])).toEqual([['Armed Ninja', 'scripted'], ['Dark Magician', 'normal']]);
    for (const q of ['', '?ids=', '?ids=12,abc', `?ids=${Array.from({ length: 201 }, (_, i) => i + 1).join(',')}`]) {
      const res = await fetch(`${service.url}/assets/cards.json${q}`);
      expect(res.status, q).toBe(400);
      await expect(res.json()).resolves.toMatchObject({ error: { code: 'BAD_CARD_IDS' } });
    }
  });

  it("shows a card's text, type line, stats and how it is played on hover", async () => {
    const slot = page.locator('#duel-board [data-testid=hand] .card').first();
    const name = await slot.locator('.card-name').innerText();
    await slot.hover();
    const detail = page.locator('#card-detail');
    await page.waitForSelector('#card-detail:not([hidden]) .card-detail-text:not(.muted)');
    await expect(detail.locator('.card-detail-name').innerText()).resolves.toBe(name);
    await expect(detail.locator('.card-detail-where').innerText()).resolves.toBe('h1');
    await expect(detail.locator('.card-detail-type').innerText()).resolves.toMatch(/^Level \d+ · (?:DARK|LIGHT|EARTH|WATER|FIRE|WIND) · /);
    await expect(detail.locator('.card-detail-stats').innerText()).resolves.toMatch(/^ATK \d+\s+DEF \d+$/);
    await expect(detail.locator('.card-detail-play').innerText()).resolves.toMatch(/^(?:Normal Monster: no effect|Scripted: its effects run)/);
    expect((await detail.locator('.card-detail-text').innerText()).length).toBeGreaterThan(20);
    await screenshot(page, 'card-detail-hover');
    // Moving away closes it (it was not pinned).
    await page.mouse.move(5, 5);
    await expect(detail.isHidden()).resolves.toBe(true);
  });

  it('marks stats an equip changed, beside the printed ones', async () => {
    // Seed players-1: Feral Imp (DARK, 1300/1400) is h6 and Sword of Dark Destruction (DARK +400/-200) h3.
    await expect(page.locator('#duel-board [data-testid=hand] .hand-slot:nth-child(6) .card-name').innerText()).resolves.toBe('Feral Imp');
    await send('summon Feral Imp');
    const sword = page.locator('#options .option-group', { hasText: 'Sword of Dark Destruction' });
    await sword.locator('button.option', { hasText: /^Activate/ }).first().click();
    await replyDone(page);
    const pick = page.locator('#options button.option', { hasText: 'Feral Imp' });
    if (await pick.count()) {
      await pick.first().click();
      await replyDone(page);
    }
    const imp = page.locator('#duel-board [data-testid=side-you] .monsters .card', { hasText: 'Feral Imp' });
    await expect(imp.locator('.atk-def').innerText()).resolves.toBe('1700 / 1200');
    // Marked on the board too, once the printed stats are known.
    await page.waitForSelector('#duel-board [data-testid=side-you] .monsters .atk-def.changed');
    await expect(imp.locator('.atk-def').getAttribute('title')).resolves.toBe('Printed 1300 / 1400');
    await imp.hover();
    await page.waitForSelector('#card-detail:not([hidden]) .card-detail-text:not(.muted)');
    const atk = page.locator('#card-detail .stat[data-stat=atk]');
    const def = page.locator('#card-detail .stat[data-stat=def]');
    await expect(atk.getAttribute('class')).resolves.toBe('stat changed up');
    await expect(atk.innerText()).resolves.toBe('ATK 1700 ▲ printed 1300');
    await expect(def.getAttribute('class')).resolves.toBe('stat changed down');
    await expect(def.innerText()).resolves.toBe('DEF 1200 ▼ printed 1400');
    await expect(page.locator('#card-detail .card-detail-where').innerText()).resolves.toMatch(/^m\d$/);
    await screenshot(page, 'card-detail-changed');
    await page.mouse.move(5, 5);
  });

  it('says a Set card is face-down and seen only by its owner', async () => {
    await send('end turn');
    const set = page.locator('#duel-board [data-testid=side-you] .card.face-down');
    if ((await set.count()) === 0) return;
    await set.first().hover();
    await expect(page.locator('#card-detail .card-detail-hidden').innerText()).resolves.toMatch(/only you can see it/);
    await page.mouse.move(5, 5);
  });
});

/** The left edges of a heading's parts in document order (text nodes and elements). */
async function partLefts(selector: string | Locator): Promise<{ text: string; left: number }[]> {
  return (typeof selector === 'string' ? page.locator(selector) : selector).evaluate((root) =>
    [...root.childNodes]
      .filter((n) => (n.textContent ?? '').trim() !== '')
      .map((n) => {
        const range = document.createRange();
        range.selectNodeContents(n);
        return { text: (n.textContent ?? '').trim(), left: range.getBoundingClientRect().left };
      }),
  );
}

describe('on a phone', () => {
  let phone: Browser;

  afterAll(async () => {
    await phone?.close();
  });

  it("shows the monsters' names on the field, readable, at 390 px", async () => {
    phone = await openBrowser({ width: 390, height: 844 }, { touch: true });
    const sessions = await page.evaluate(() => localStorage.getItem('duel-companion.sessions') ?? '[]');
    await phone.page.goto(service.url);
    await phone.page.evaluate((s) => localStorage.setItem('duel-companion.sessions', s), sessions);
    await phone.page.goto(`${service.url}/#/duel/${encodeURIComponent(sessionId)}`);
    await phone.page.waitForFunction((id) => document.getElementById('duel-view')?.dataset.session === id, sessionId);
    // Measure the board at rest: a card still arriving (its short animation) is not laid out yet.
    await phone.page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const names = await phone.page.locator('#duel-board .monsters .card .card-name').evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        const card = el.closest('.card')!.getBoundingClientRect();
        const style = getComputedStyle(el);
        return { text: el.textContent, height: r.height, lineHeight: parseFloat(style.lineHeight), fontSize: parseFloat(style.fontSize), inside: r.top >= card.top - 0.5 && r.bottom <= card.bottom + 0.5 };
      }),
    );
    // Feral Imp on your side and whatever the opponent put on the field in its turn.
    expect(names.length).toBeGreaterThanOrEqual(2);
    expect(names.map((n) => n.text)).toContain('Feral Imp');
    for (const n of names) {
      expect(n.fontSize, `${n.text}`).toBeGreaterThanOrEqual(9);
      expect(n.height, `${n.text}`).toBeGreaterThanOrEqual(n.lineHeight - 0.5);
      expect(n.inside, `${n.text}`).toBe(true);
    }
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Opening the duel leaves the field in view (no jump to the chat box, no keyboard).
    await expect(phone.page.evaluate(() => window.scrollY)).resolves.toBe(0);
    await screenshot(phone.page, 'phone-duel-field');
    await screenshot(phone.page, 'phone-duel-full', true);
  });

  it("opens a card's details with a tap, as a sheet that stays until closed", async () => {
    const imp = phone.page.locator('#duel-board [data-testid=side-you] .monsters .card', { hasText: 'Feral Imp' });
    await imp.tap();
    const detail = phone.page.locator('#card-detail');
    await phone.page.waitForSelector('#card-detail.pinned.sheet:not([hidden]) .card-detail-text:not(.muted)');
    await expect(detail.locator('.card-detail-name').innerText()).resolves.toBe('Feral Imp');
    await expect(detail.locator('.stat[data-stat=atk]').innerText()).resolves.toBe('ATK 1700 ▲ printed 1300');
    const box = (await detail.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await screenshot(phone.page, 'phone-card-detail');
    await detail.locator('.card-detail-close').tap();
    await expect(detail.isHidden()).resolves.toBe(true);
    expect(phone.problems).toEqual([]);
  });

  it('fits the other screens (saved duels, the New duel dialog, the replay) in 390 px', async () => {
    const p = phone.page;
    const noSideScroll = async (): Promise<void> => {
      await expect(p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).resolves.toBeLessThanOrEqual(0);
    };
    await p.goto(`${service.url}/#/`);
    await p.waitForSelector(`#saved-list li[data-session="${sessionId}"]`);
    await noSideScroll();
    await screenshot(p, 'phone-home', true);
    await p.locator('#new-duel-button').tap();
    await p.waitForSelector('#new-duel-dialog[open]');
    const dialog = (await p.locator('#new-duel-dialog').boundingBox())!;
    expect(dialog.x).toBeGreaterThanOrEqual(0);
    expect(dialog.x + dialog.width).toBeLessThanOrEqual(390);
    await screenshot(p, 'phone-new-duel');
    await p.locator('#nd-cancel').tap();
    await p.goto(`${service.url}/#/replay/${encodeURIComponent(sessionId)}/1`);
    await p.waitForSelector('#replay-view[data-shown="1"]');
    await noSideScroll();
    await screenshot(p, 'phone-replay', true);
  });
});

describe('saved duels', () => {
  it('are titled with both decks, the persona and the date', async () => {
    await page.click('#saved-link');
    const item = page.locator(`#saved-list li[data-session="${sessionId}"]`);
    await item.waitFor();
    const title = await item.locator('.saved-title').innerText();
    expect(title).toMatch(/^Starter Deck: Yugi vs Kip \(Starter Deck: Kaiba\) · /);
    expect(title).toContain(String(new Date().getFullYear()));
    const stored = await page.evaluate((id) => (JSON.parse(localStorage.getItem('duel-companion.sessions') ?? '[]') as { id: string; createdAt: string }[]).find((s) => s.id === id)?.createdAt, sessionId);
    await expect(item.locator('time').getAttribute('datetime')).resolves.toBe(stored);
    await screenshot(page, 'saved-list');
  });
});

describe('a fork', () => {
  it('keeps the event lines in its chat, before the note that it is a new branch (as notes: a dealt fork has no steps of its own before)', async () => {
    await page.goto(`${service.url}/#/replay/${encodeURIComponent(sessionId)}/2`);
    await viewReady(page, 'replay');
    await page.waitForSelector('#replay-view[data-shown="2"]');
    await page.click('#replay-fork');
    await page.waitForFunction((old) => location.hash.startsWith('#/duel/') && !location.hash.includes(old), sessionId);
    await viewReady(page, 'duel');
    // The fork is dealt again from its step (the duel was unfinished): the lines it has no steps for are notes in its chat.
    const text = await page.locator('#chat-log').innerText();
    expect(text).toContain('You draw 5 cards: Dark Magician; Card Destruction; Sword of Dark Destruction; Doma The Angel of Silence; Gaia The Fierce Knight.');
    expect(text).toContain('You Normal Summoned Feral Imp to m1.');
    expect(text.indexOf('You Normal Summoned Feral Imp to m1.')).toBeLessThan(text.indexOf('A new branch of session'));
    expect(text.indexOf('You draw 5 cards')).toBeLessThan(text.indexOf('summon Feral Imp'));
    expect(text.indexOf('You draw 5 cards')).toBeGreaterThan(text.indexOf('slides five cards off the top'));
  });

  it('and so does a saved duel opened again', async () => {
    await page.goto(`${service.url}/#/duel/${encodeURIComponent(sessionId)}`);
    await viewReady(page, 'duel');
    const lines = await page.locator('#chat-log .event-lines li').allInnerTexts();
    expect(lines).toContain('Sword of Dark Destruction is equipped to Feral Imp.');
    expect(browser.problems).toEqual([]);
  });
});

describe('right-to-left text in names', () => {
  it('cannot turn the heading or the saved title around', async () => {
    const persona = characterCard('\u202Enosrep', 'Hello.');
    await page.click('#new-duel-button');
    await page.waitForSelector('#new-duel-dialog[open]');
    await page.fill('#nd-name', '\u202Eyrollam');
    await page.setInputFiles('#nd-persona-file', { name: 'rtl.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(persona)) });
    const before = page.url();
    await page.click('#nd-start');
    await page.waitForFunction((old) => location.href !== old && location.hash.startsWith('#/duel/'), before);
    const rtlId = await viewReady(page, 'duel');
    // "‮yrollam vs ‮nosrep · classic": the words around the names keep their order.
    const parts = await partLefts('#duel-title');
    expect(parts.map((p) => p.text)).toEqual(['\u202Eyrollam', 'vs', '\u202Enosrep', '· classic']);
    for (let i = 1; i < parts.length; i++) expect(parts[i]!.left, parts[i]!.text).toBeGreaterThan(parts[i - 1]!.left);
    await expect(page.locator('#duel-title bdi').count()).resolves.toBe(2);
    // The persona's name inside a message the service wrote around it.
    const banner = await partLefts(page.locator('#chat-log .msg .body', { hasText: 'playing against' }).first());
    expect(banner.map((p) => p.text)).toEqual(['playing against', '\u202Enosrep', expect.stringMatching(/^· offline model/)]);
    for (let i = 1; i < banner.length; i++) expect(banner[i]!.left, banner[i]!.text).toBeGreaterThan(banner[i - 1]!.left);
    await screenshot(page, 'rtl-heading');
    await page.click('#saved-link');
    const item = `#saved-list[data-loaded] li[data-session="${rtlId}"]`;
    await page.waitForSelector(item);
    const saved = await partLefts(`${item} .saved-title`);
    expect(saved.map((p) => p.text)).toEqual(['Starter Deck: Yugi vs', '\u202Enosrep', '(Starter Deck: Kaiba)', expect.stringMatching(/^· /)]);
    for (let i = 1; i < saved.length; i++) expect(saved[i]!.left, saved[i]!.text).toBeGreaterThan(saved[i - 1]!.left);
    expect(browser.problems).toEqual([]);
  });
});
