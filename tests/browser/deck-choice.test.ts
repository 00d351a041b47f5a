/**
 * The New duel dialog with decks as players bring them: a pasted Structure Deck whose
 * cards are not all scripted is refused naming them, the dialog offers to play them as
 * vanilla, and the duel starts and plays with those cards marked "no effect"; a deck named
 * in words ("Kaiba's Starter Deck") starts that deck; a name that fits none offers the
 * closest built-in decks. Saved duels of an older engine (tests/fixtures/engines) show
 * their engine and verification in the list, and a replay-only one opens as recorded.
 * Screenshots go to screenshots/.
 */
import { ENGINE_VERSION } from '../../src/engine/context.js';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeAll, openAll, replyDone, ROOT, screenshot, startService, viewReady, type Browser, type Service } from './harness.js';

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

/**
 * Cards not scripted yet, each waiting for an engine mechanic (Dark Scorpion Burglars, Big Shield Gardna, Exchange,
 * Dice Re-Roll): every Structure Deck plays as printed now, so the pasted list brings its own.
 */
const UNSCRIPTED = [40933924, 65240384, 5556668, 83241722];

/** A .ydk list with its Main Deck's last cards swapped for three copies of each unscripted card, so the opening hand holds some. */
function withUnscripted(ydk: string): string {
  const lines = ydk.split('\n');
  const main = lines.indexOf('#main');
  const end = lines.findIndex((l, i) => i > main && l.startsWith('#'));
  const cards = lines.slice(main + 1, end).filter((l) => /^\d+$/.test(l.trim()) && !UNSCRIPTED.includes(Number(l)));
  const list = [...cards.slice(0, 40 - UNSCRIPTED.length * 3), ...UNSCRIPTED.flatMap((p) => [p, p, p]).map(String)];
  return ['#main', ...list, ...lines.slice(end)].join('\n');
}

beforeAll(async () => {
  ({ service, browser, page } = await openAll({ home: true }));
});

afterAll(() => closeAll(browser, service));

describe('decks as players bring them', () => {
  it('a pasted deck with unscripted cards: the dialog names them, offers vanilla, and the duel plays', async () => {
    await openDialog();
    await expect(page.locator('#nd-vanilla').isChecked()).resolves.toBe(false);
    await page.fill('#nd-deck-text', withUnscripted(readFileSync(join(ROOT, 'data/decks/structure-dragons-roar.ydk'), 'utf8')));
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

describe('saved duels of an older engine on the page', () => {
  it('the saved list marks each duel with its engine and verification; a replay-only one opens as recorded', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'duel-engines-web-'));
    copyFileSync(join(ROOT, 'tests/fixtures/engines/saved-sessions.sqlite'), join(dir, 'saved.sqlite'));
    const manifest = JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/engines/manifest.json'), 'utf8')) as { id: string; token: string; recordedBy: string; steps: number }[];
    const old = await startService({ DUEL_DB_PATH: join(dir, 'saved.sqlite') });
    try {
      await page.goto(old.url);
      await page.waitForSelector('body[data-ready]');
      await page.evaluate((list) => {
        localStorage.setItem('duel-companion.sessions', JSON.stringify(list.map((s) => ({ id: s.id, token: s.token, createdAt: '2026-11-24T10:00:00Z' }))));
      }, manifest);
      await page.goto(`${old.url}/#/`);
      await page.reload();
      await page.waitForSelector('#saved-list[data-loaded]');
      const marks = await page.locator('#saved-list .saved-item').evaluateAll((items) => items.map((li) => [(li as HTMLElement).dataset.session, li.querySelector('.engine-mark')?.textContent ?? '', !!li.querySelector('a[href^="#/duel/"]')]));
      const byId = new Map(marks.map(([id, mark, playOn]) => [id as string, { mark: mark as string, playOn: playOn as boolean }]));
      for (const s of manifest) expect(byId.get(s.id)!.mark).toMatch(new RegExp(`^engine ${s.recordedBy.replace(/\./g, '\\.')} · (verified|replay only)$`));
      const readOnly = manifest.filter((s) => byId.get(s.id)!.mark.endsWith('replay only'));
      expect(readOnly.length).toBeGreaterThanOrEqual(1);
      expect(readOnly.length).toBeLessThan(manifest.length);
      const shown = readOnly[0]!;
      expect(byId.get(shown.id)!.playOn).toBe(false);
      await expect(page.locator(`#saved-list [data-session="${shown.id}"] .saved-note`).innerText()).resolves.toMatch(new RegExp(`^Recorded by engine ${shown.recordedBy.replace(/\./g, '\\.')}; this engine \\(${ENGINE_VERSION.replace(/\./g, '\\.')}\\) reaches a different state at step \\d+`));
      await screenshot(page, 'saved-list-engines', true);

      // Its replay: the engine badge, the note, and past the differing step the recorded lines without a board.
      await page.goto(`${old.url}/#/replay/${shown.id}/${shown.steps}`);
      await viewReady(page, 'replay');
      await expect(page.locator('#replay-verified').innerText()).resolves.toBe(`engine ${shown.recordedBy} · shown as recorded`);
      await expect(page.locator('#replay-note').innerText()).resolves.toMatch(/shown as recorded/);
      await page.waitForSelector('#replay-board .board-note');
      await expect(page.locator('#replay-fork').isHidden()).resolves.toBe(true);
      await expect(page.locator('#replay-continue').isHidden()).resolves.toBe(true);
      await screenshot(page, 'replay-recorded-by-older-engine');
      // A verified old duel plays on.
      const verifiedOld = manifest.find((s) => byId.get(s.id)!.playOn)!;
      await page.goto(`${old.url}/#/replay/${verifiedOld.id}`);
      await viewReady(page, 'replay');
      await expect(page.locator('#replay-verified').innerText()).resolves.toBe(`engine ${verifiedOld.recordedBy} · verified`);
      await expect(page.locator('#replay-note').innerText()).resolves.toContain('re-verified it hash for hash');
      await page.goto(`${old.url}/#/duel/${verifiedOld.id}`);
      await viewReady(page, 'duel');
      await expect(page.locator('#options button.option').count()).resolves.toBeGreaterThan(0);
    } finally {
      await old.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
