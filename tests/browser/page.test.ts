/**
 * The web page in Chromium against the real service (offline model, temporary database):
 * start a duel from the dialog, play by typing and by clicking, read a refusal with its
 * rule, browse a Graveyard, ask the judge, use the keyboard, then open the replay, scrub
 * it and fork it. Screenshots go to screenshots/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeAll, openAll, replyDone, screenshot, viewReady, type Browser, type Service } from './harness.js';

let service: Service;
let browser: Browser;
let page: Page;
let sessionId = '';

async function send(text: string): Promise<void> {
  await page.fill('#chat-input', text);
  await page.press('#chat-input', 'Enter');
  await replyDone(page);
}

const chatText = (): Promise<string> => page.locator('#chat-log').innerText();
const eventLines = (): Promise<string[]> => page.locator('#chat-log .event-lines li').allInnerTexts();

beforeAll(async () => {
  ({ service, browser, page } = await openAll());
});

afterAll(() => closeAll(browser, service));

describe('the page', () => {
  it('is served with its assets and a strict content security policy', async () => {
    const res = await page.goto(service.url);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.waitForSelector('body[data-ready]');
    await expect(page.locator('#model-status').innerText()).resolves.toMatch(/offline/i);
    await expect(page.locator('#home-view').isVisible()).resolves.toBe(true);
    await expect(page.locator('#saved-status').innerText()).resolves.toContain('No saved duels');
  });

  it('reaches the New duel button by keyboard and opens the dialog with Enter', async () => {
    await page.keyboard.press('Tab'); // skip link
    let focused = '';
    for (let i = 0; i < 6 && focused !== 'new-duel-button'; i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.id ?? '');
    }
    expect(focused).toBe('new-duel-button');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(page.locator('#new-duel-dialog').isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator('#new-duel-dialog').isVisible()).resolves.toBe(false);
  });

  it('starts a duel from the new-duel dialog', async () => {
    await page.click('#new-duel-button');
    const values = await page.locator('#nd-deck option').evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? '']));
    const label = new Map(values.map(([v, l]) => [v!, l!]));
    expect(label.get('starter-yugi')).toBe('Starter Deck: Yugi');
    expect(label.get('normals-yugi')).toBe("Yugi's Normal Monsters");
    // Decks the service would refuse in this format say so (the service's own check).
    const config = (await (await fetch(`${service.url}/assets/config.json`)).json()) as { decks: { name: string; problems: Record<string, string | null> }[] };
    for (const d of config.decks) {
      expect(label.has(d.name)).toBe(true);
      expect(label.get(d.name)!.includes('not playable yet')).toBe(d.problems.classic === 'UNSCRIPTED_CARDS');
    }
    expect(config.decks.find((d) => d.name === 'normals-yugi')?.problems.classic).toBeNull();
    await expect(page.locator('#nd-format option').allInnerTexts()).resolves.toEqual(expect.arrayContaining([expect.stringMatching(/Classic/), expect.stringMatching(/Modern/)]));
    // The duel below was written for these two decks (the dialog offers Starter Decks first).
    await page.selectOption('#nd-deck', 'normals-yugi');
    await page.selectOption('#nd-bot-deck', 'normals-kaiba');
    await page.selectOption('#nd-format', 'classic');
    await page.fill('#nd-seed', 'web-test-1');
    await screenshot(page, 'new-duel-dialog');
    await page.click('#nd-start');
    await viewReady(page, 'duel');
    sessionId = decodeURIComponent(new URL(page.url()).hash.split('/')[2] ?? '');
    expect(sessionId).toMatch(/^s_/);
    // A seed the user named: the page says the opponent's hidden cards are known to them.
    await expect(page.locator('#duel-title .seed-known').innerText()).resolves.toMatch(/hidden cards known/);
    // The greeting, the banner and the opening.
    const text = await chatText();
    expect(text).toContain('Kip');
    expect(text).toMatch(/offline model/);
    // The board: both sides, LP, counts, phase and whose decision it is.
    await expect(page.locator('#duel-board [data-testid=lp-you]').innerText()).resolves.toContain('8000');
    await expect(page.locator('#duel-board [data-testid=lp-opponent]').innerText()).resolves.toContain('8000');
    await expect(page.locator('#duel-board [data-testid=hand-opponent]').innerText()).resolves.toMatch(/Hand\s+5/);
    await expect(page.locator('#duel-board [data-testid=deck-you]').innerText()).resolves.toMatch(/Deck\s+34/);
    await expect(page.locator('#duel-board [data-testid=turn-line]').innerText()).resolves.toMatch(/Turn 1 · your turn · Main Phase 1/);
    await expect(page.locator('#duel-board [data-testid=decision]').innerText()).resolves.toMatch(/Your decision/);
    await expect(page.locator('#duel-board .phases li.current').innerText()).resolves.toBe('M1');
    await expect(page.locator('#duel-board [data-testid=hand] .card').count()).resolves.toBe(6);
    // The browser keeps the id and the token.
    const stored = await page.evaluate(() => localStorage.getItem('duel-companion.sessions') ?? '');
    expect(stored).toContain(sessionId);
    expect(stored).toContain('"token"');
    // Focus is in the chat box, ready to type.
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('chat-input');
  });

  it('groups the legal options by card, each button showing the command it sends', async () => {
    const groups = page.locator('#options .option-group');
    expect(await groups.count()).toBeGreaterThan(1);
    const handNames = await page.locator('#duel-board [data-testid=hand] .card-name').allInnerTexts();
    const first = page.locator('#options .option-group[data-card]').first();
    const title = await first.locator('.option-group-title').innerText();
    expect(handNames.some((n) => title.startsWith(n))).toBe(true);
    const commands = await first.locator('.option-command').allInnerTexts();
    expect(commands.some((c) => c.startsWith('summon '))).toBe(true);
    await expect(page.locator('#options .option-group.turn .option-label').allInnerTexts()).resolves.toContain('End your turn');
  });

  it('answers an illegal move with the reason and the rule', async () => {
    await send('enter the battle phase');
    const refusal = page.locator('#chat-log .msg.refusal').last();
    await expect(refusal.innerText()).resolves.toMatch(/cannot conduct a Battle Phase/);
    await expect(refusal.locator('.rule-cite').innerText()).resolves.toBe('(rule turn.first-turn)');
    // Nothing changed.
    await expect(page.locator('#duel-board [data-testid=turn-line]').innerText()).resolves.toMatch(/Turn 1/);
  });

  it('plays a move typed in the chat, and the board follows', async () => {
    const h1 = await page.locator('#duel-board [data-testid=hand] .hand-slot').first().locator('.card-name').innerText();
    await send('summon h1');
    const lines = await eventLines();
    expect(lines).toContain(`You Normal Summoned ${h1} to m1.`);
    // The turn stays in the player's hands until they say it is over.
    await expect(page.locator('#duel-board [data-testid=turn-line]').innerText()).resolves.toMatch(/Turn 1/);
    await send('ok your turn');
    // The bot played its turn and it is ours again.
    await expect(chatText()).resolves.toMatch(/Turn 2: your opponent's turn/);
    await expect(page.locator('#duel-board [data-testid=decision]').innerText()).resolves.toMatch(/Your decision|won|draw/);
    const turn = await page.locator('#duel-board [data-testid=turn-line]').innerText();
    expect(turn).toMatch(/Turn 3 · your turn/);
    expect(await page.locator('#chat-log .msg.narration').count()).toBeGreaterThan(0);
  });

  it('plays moves by clicking option buttons (the same command the grammar reads)', async () => {
    const group = page.locator('#options .option-group[data-card]').first();
    const name = (await group.locator('.option-group-title').innerText()).replace(/ \(h\d+\)$/, '');
    const button = group.locator('button.option').filter({ hasText: 'Normal Summon' }).first();
    const command = await button.locator('.option-command').innerText();
    await button.click();
    await replyDone(page);
    await expect(page.locator('#chat-log .msg.user.clicked .body').last().innerText()).resolves.toBe(command);
    expect((await eventLines()).some((l) => l.startsWith(`You Normal Summoned ${name} to m`))).toBe(true);
    await expect(page.locator('#duel-board [data-testid=side-you] .monsters').innerText()).resolves.toContain(name);
    // A card with options on the board is a button that leads to its options.
    await page.locator('#options .option-group.turn button.option').filter({ hasText: 'Enter the Battle Phase' }).click();
    await replyDone(page);
    await expect(page.locator('#duel-board .phases li.current').innerText()).resolves.toBe('BP');
    const attacker = page.locator('#duel-board [data-testid=side-you] button.card.actionable').first();
    await attacker.click();
    const focusedOption = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.closest('.option-group')?.getAttribute('data-card'));
    expect(focusedOption).toBe(await attacker.getAttribute('data-card'));
    // Attack with it (Enter on the focused button: the keyboard path).
    const attackLabel = await page.evaluate(() => (document.activeElement as HTMLElement).querySelector('.option-label')?.textContent ?? '');
    expect(attackLabel).toMatch(/^Attack/);
    await page.keyboard.press('Enter');
    await replyDone(page);
    expect((await eventLines()).some((l) => /attacks/.test(l))).toBe(true);
    // After a click the keyboard stays among the buttons.
    const active = await page.evaluate(() => document.activeElement?.className ?? '');
    expect(active).toMatch(/option|chat-input/);
  });

  it('lets the Graveyard be browsed', async () => {
    const gy = page.locator('#duel-board [data-testid=gy-you]');
    const count = Number((await gy.locator('.pile-count').innerText()).trim());
    expect(count).toBeGreaterThan(0);
    await gy.click();
    await expect(page.locator('#pile-dialog').isVisible()).resolves.toBe(true);
    await expect(page.locator('#pile-title').innerText()).resolves.toBe(`Your Graveyard (${count})`);
    await expect(page.locator('#pile-body li').count()).resolves.toBe(count);
    await page.keyboard.press('Escape');
    await expect(page.locator('#pile-dialog').isVisible()).resolves.toBe(false);
  });

  it('answers a rules question in the chat and in the judge box, citing rule sections', async () => {
    await send('what does Trap Hole do?');
    await expect(page.locator('#chat-log .msg.answer').last().innerText()).resolves.toMatch(/Trap Hole/);
    await page.fill('#judge-input', 'Can I attack on the first turn?');
    await page.press('#judge-input', 'Enter');
    await page.waitForSelector('#judge-answer .citations li');
    await expect(page.locator('#judge-answer .citations li[data-rule="turn.first-turn"]').innerText()).resolves.toMatch(/Restrictions on the first turn/);
    await expect(page.locator('#judge-answer .judge-text').innerText()).resolves.toContain('[turn.first-turn]');
    await page.locator('#chat-log').evaluate((el) => el.parentElement!.scrollTo(0, el.parentElement!.scrollHeight));
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'duel-view', true);
  });

  it('fits a phone-sized window', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(100);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'duel-view-phone', true);
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('ends the turn by typing, and the bot plays', async () => {
    await send('end turn');
    const text = await chatText();
    expect(text).toMatch(/Turn 4: your opponent's turn|won|draw/);
    expect(browser.problems).toEqual([]);
  });

  it('reloads a saved duel with its chat and board', async () => {
    const step = await page.getAttribute('#duel-view', 'data-step');
    await page.reload();
    await viewReady(page, 'duel');
    await expect(page.getAttribute('#duel-view', 'data-step')).resolves.toBe(step);
    await expect(chatText()).resolves.toContain('summon h1');
  });
});

describe('the replay', () => {
  let total = 0;

  it('lists the saved duel and opens its replay', async () => {
    await page.click('#saved-link');
    await page.waitForSelector(`#saved-list li[data-session="${sessionId}"]`);
    const item = page.locator(`#saved-list li[data-session="${sessionId}"]`);
    await expect(item.innerText()).resolves.toMatch(/vs Kip/);
    await item.locator('a', { hasText: 'Replay' }).click();
    await viewReady(page, 'replay');
    total = Number(await page.getAttribute('#replay-range', 'max'));
    expect(total).toBeGreaterThan(5);
    await expect(page.getAttribute('#replay-view', 'data-shown')).resolves.toBe(String(total));
    await expect(page.locator('#replay-verified').innerText()).resolves.toMatch(/^engine \d+\.\d+\.\d+ · verified$/);
  });

  it('steps back to the opening and forward again', async () => {
    await page.click('#replay-first');
    await page.waitForSelector('#replay-view[data-shown="0"]');
    await expect(page.locator('#replay-step-label').innerText()).resolves.toMatch(/^Step 0 of/);
    await expect(page.locator('#replay-board [data-testid=lp-you]').innerText()).resolves.toContain('8000');
    await expect(page.locator('#replay-board [data-testid=hand] .card').count()).resolves.toBe(6);
    await expect(page.locator('#replay-board [data-testid=side-you] .monsters .card').count()).resolves.toBe(0);
    // At the opening the chat holds the greeting, not the later moves.
    await expect(page.locator('#replay-chat').innerText()).resolves.not.toContain('summon h1');
    await page.click('#replay-next');
    await page.waitForSelector('#replay-view[data-shown="1"]');
    await expect(page.locator('#replay-step-label').innerText()).resolves.toMatch(/^Step 1 of \d+ · You: You Normal Summoned/);
    await expect(page.locator('#replay-board [data-testid=side-you] .monsters .card').count()).resolves.toBe(1);
    await expect(page.locator('#replay-chat').innerText()).resolves.toContain('summon h1');
    await page.click('#replay-prev');
    await page.waitForSelector('#replay-view[data-shown="0"]');
  });

  it('scrubs the timeline with the keyboard and by dragging the slider', async () => {
    await page.focus('#replay-range');
    await page.keyboard.press('End');
    await page.waitForSelector(`#replay-view[data-shown="${total}"]`);
    const lpEnd = await page.locator('#replay-board [data-testid=lp-you]').innerText();
    expect(lpEnd).not.toContain('8000');
    const middle = Math.floor(total / 2);
    await page.locator('#replay-range').fill(String(middle));
    await page.waitForSelector(`#replay-view[data-shown="${middle}"]`);
    expect(new URL(page.url()).hash).toBe(`#/replay/${sessionId}/${middle}`);
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector(`#replay-view[data-shown="${middle + 1}"]`);
    expect(await page.locator('#replay-events li').count()).toBeGreaterThan(0);
    // Step 3 is the first step of turn 3 where the human decides: show it, then fork there.
    await page.locator('#replay-range').fill('2');
    await page.waitForSelector('#replay-view[data-shown="2"]');
    await screenshot(page, 'replay-view');
  });

  it('forks from the shown step into a new duel', async () => {
    const shown = Number(await page.getAttribute('#replay-view', 'data-shown'));
    await page.click('#replay-fork');
    await page.waitForFunction((old) => location.hash.startsWith('#/duel/') && !location.hash.includes(old), sessionId);
    await viewReady(page, 'duel');
    const forkId = decodeURIComponent(new URL(page.url()).hash.split('/')[2] ?? '');
    expect(forkId).not.toBe(sessionId);
    await expect(page.locator('#chat-log').innerText()).resolves.toMatch(new RegExp(`A new branch of session ${sessionId}, from step \\d+`));
    const forkStep = Number((await page.locator('#chat-log').innerText()).match(/from step (\d+)/)![1]);
    expect(forkStep).toBeGreaterThanOrEqual(shown);
    expect(forkStep).toBeLessThan(total);
    // The duel was unfinished, so the fork is dealt again from there: its own steps start at 0.
    expect(Number(await page.getAttribute('#duel-view', 'data-step'))).toBe(0);
    await expect(page.locator('#duel-board [data-testid=decision]').innerText()).resolves.toMatch(/Your decision/);
    // The fork plays on.
    await send('end turn');
    expect(Number(await page.getAttribute('#duel-view', 'data-step'))).toBeGreaterThan(0);
    const stored = await page.evaluate(() => localStorage.getItem('duel-companion.sessions') ?? '');
    expect(stored).toContain(forkId);
    // Both are in the saved list, the fork marked as one.
    await page.click('#saved-link');
    await page.waitForSelector(`#saved-list li[data-session="${forkId}"]`);
    await expect(page.locator(`#saved-list li[data-session="${forkId}"]`).innerText()).resolves.toContain('fork');
    expect(browser.problems).toEqual([]);
  });
});
