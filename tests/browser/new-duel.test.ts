/**
 * The new-duel dialog's other paths: a pasted `.ydk` deck and a `ydke://` URL, a refused
 * deck (the service's reason shown in the dialog), a PNG character card, a saved persona
 * picked again, the modern format (Extra Monster Zones on the board), the bot going first.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { characterCard, characterPng } from './fixtures.js';
import { closeAll, openAll, ROOT, viewReady, type Browser, type Service } from './harness.js';

let service: Service;
let browser: Browser;
let page: Page;

async function openDialog(): Promise<void> {
  await page.click('#new-duel-button');
  await page.waitForSelector('#new-duel-dialog[open]');
}

async function startAndWait(): Promise<string> {
  const before = page.url();
  await page.click('#nd-start');
  await page.waitForFunction((old) => location.href !== old && location.hash.startsWith('#/duel/'), before);
  await viewReady(page, 'duel');
  return decodeURIComponent(new URL(page.url()).hash.split('/')[2] ?? '');
}

/** A ydke:// URL for a .ydk file (passcodes as little-endian 32-bit integers in base64). */
function ydke(ydk: string): string {
  const sections: Record<string, number[]> = { main: [], extra: [], side: [] };
  let current = 'main';
  for (const raw of ydk.split('\n')) {
    const line = raw.trim();
    if (line === '#main') current = 'main';
    else if (line === '#extra') current = 'extra';
    else if (line === '!side') current = 'side';
    else if (/^\d+$/.test(line)) sections[current]!.push(Number(line));
  }
  const enc = (codes: number[]): string => {
    const buf = Buffer.alloc(codes.length * 4);
    codes.forEach((c, i) => buf.writeUInt32LE(c, i * 4));
    return buf.toString('base64');
  };
  return `ydke://${enc(sections.main!)}!${enc(sections.extra!)}!${enc(sections.side!)}!`;
}

beforeAll(async () => {
  ({ service, browser, page } = await openAll({ home: true }));
});

afterAll(() => closeAll(browser, service));

describe('the new-duel dialog', () => {
  it("shows the service's reason when a pasted deck is refused, and stays open", async () => {
    await openDialog();
    await page.fill('#nd-deck-text', '#main\n46986414\n');
    await page.click('#nd-start');
    await page.waitForSelector('#nd-error:not(:empty)');
    await expect(page.locator('#nd-error').textContent()).resolves.toMatch(/INVALID_DECK|at least 40|40/);
    await expect(page.locator('#new-duel-dialog').isVisible()).resolves.toBe(true);
  });

  it('starts a duel with a pasted .ydk deck, a PNG character card, the modern format and the bot going first', async () => {
    const ydk = readFileSync(join(ROOT, 'data/decks/normals-joey.ydk'), 'utf8');
    await page.fill('#nd-deck-text', ydk);
    await page.setInputFiles('#nd-persona-file', {
      name: 'pam.png',
      mimeType: 'image/png',
      buffer: characterPng(characterCard('Pixel Pam', '*{{char}} shuffles.* Ready, {{user}}?')),
    });
    await page.selectOption('#nd-format', 'modern');
    await page.selectOption('#nd-first', 'bot');
    await page.fill('#nd-name', 'Tess');
    await startAndWait();
    await expect(page.locator('#duel-title').textContent()).resolves.toContain('Tess vs Pixel Pam');
    // The card's action text is set in italics (as text).
    await expect(page.locator('#chat-log .msg.greeting em.action').textContent()).resolves.toBe('Pixel Pam shuffles.');
    // Modern: two Extra Monster Zones on the board.
    await expect(page.locator('#duel-board .emz .zone').count()).resolves.toBe(2);
    // The bot went first: it played turn 1, it is our turn 2.
    await expect(page.locator('#duel-board [data-testid=turn-line]').textContent()).resolves.toMatch(/Turn 2 · your turn/);
    await expect(page.locator('#chat-log').textContent()).resolves.toContain("Turn 1: your opponent's turn");
  });

  it('picks a saved persona again and takes a ydke:// URL', async () => {
    await openDialog();
    const options = await page.locator('#nd-persona option').allTextContents();
    expect(options).toContain('Pixel Pam');
    await page.selectOption('#nd-persona', { label: 'Pixel Pam' });
    await page.fill('#nd-deck-text', ydke(readFileSync(join(ROOT, 'data/decks/normals-kaiba.ydk'), 'utf8')));
    // The form remembers the last choices.
    await expect(page.locator('#nd-format').inputValue()).resolves.toBe('modern');
    await page.selectOption('#nd-format', 'classic');
    await page.selectOption('#nd-first', 'you');
    await startAndWait();
    await expect(page.locator('#duel-title').textContent()).resolves.toContain('vs Pixel Pam');
    await expect(page.locator('#duel-board .emz').count()).resolves.toBe(0);
    await expect(page.locator('#duel-board [data-testid=turn-line]').textContent()).resolves.toMatch(/Turn 1 · your turn/);
    expect(browser.problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
  });
});
