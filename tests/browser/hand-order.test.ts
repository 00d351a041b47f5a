/**
 * The hand keeps its order when an effect looks at it (issue 25): the bot's Inexperienced
 * Spy looks at a card of the player's hand on the bot's turn; on the page, the player's
 * hand shows the same cards in the same places (h1, h2, ...) before and after, and the chat
 * says which card was looked at. The seed is found through the API (the first of a few
 * where the bot plays the Spy on its first turn), so a change of the bot's heuristic moves
 * the seed, not the test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../server/helpers.js';
import { canAct, openApiSession, openBrowser, replyDone, screenshot, startService, type Browser, type Service } from './harness.js';

const SPY = 81820689;
/** Normal Monsters of the Starter Decks, three of each: the bot's filler. */
const NORMALS = [10202894, 1184620, 13039848, 13429800, 13723605, 15025844, 15303296, 15480588, 16972957, 1784619, 21263083, 23771716, 24611934];

function botDeck(): string {
  const main = [SPY, SPY, SPY];
  for (const n of NORMALS) for (let k = 0; k < 3 && main.length < 40; k++) main.push(n);
  return `#main\n${main.join('\n')}\n#extra\n!side\n`;
}

interface Created {
  id: string;
  token: string;
  options: { id: string; command: string }[];
}

let service: Service;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service?.stop());

const create = async (seed: string): Promise<Created> => {
  const r = await call(service.url, 'POST', '/api/sessions', { body: { deck: 'starter-yugi', botDeck: botDeck(), seed, first: 'you' } });
  expect(r.status, r.text).toBeLessThan(300);
  return r.json as Created;
};

/** The first seed whose duel has the bot look at the player's hand right after the player's first turn. */
async function seedWithALook(): Promise<string> {
  for (let i = 1; i <= 30; i++) {
    const seed = `hand-order-${i}`;
    const s = await create(seed);
    const end = s.options.find((o) => o.command === 'end turn')!;
    const r = await call(service.url, 'POST', `/api/sessions/${s.id}/actions`, { token: s.token, body: { optionId: end.id } });
    if (/looks at [^"]* in your hand/.test(r.text)) return seed;
  }
  throw new Error('no seed of 30 had the bot play The Inexperienced Spy on its first turn');
}

const handNames = (page: import('playwright-core').Page): Promise<string[]> =>
  page.locator('[data-testid=hand] .hand-slot').evaluateAll((slots) => slots.map((s) => `${s.querySelector('.zone-ref')?.textContent}:${s.querySelector('.card-name')?.textContent}`));

const SIZES = [
  { width: 1440, height: 1000 },
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];

describe('the hand as its owner sees it', () => {
  let seed: string;
  beforeAll(async () => {
    seed = await seedWithALook();
  }, 120_000);

  it.each(SIZES)('$width × $height: keeps its order and places across an effect that looks at it', async (viewport) => {
    const s = await create(seed);
    let browser: Browser | undefined;
    try {
      browser = await openBrowser(viewport, viewport.width < 500 ? { touch: true } : {});
      const page = browser.page;
      await openApiSession(page, service, s);
      await canAct(page);
      const before = await handNames(page);
      expect(before.length).toBeGreaterThanOrEqual(5);
      await page.locator('#options .option-group.turn button.option').filter({ hasText: 'End your turn' }).click();
      await replyDone(page, 60_000);
      await canAct(page, 60_000);
      const chat = await page.locator('#chat-log').innerText();
      const looked = /Your opponent looks at (.+?) in your hand\./.exec(chat);
      expect(looked, 'the chat says which card was looked at').not.toBeNull();
      const after = await handNames(page);
      // The bot's turn ended and the player drew for turn 3: the old hand, in its old places, then the new card.
      expect(after.slice(0, before.length)).toEqual(before);
      expect(before.some((slot) => slot.endsWith(`:${looked![1]}`))).toBe(true);
      await page.locator('[data-testid=hand]').scrollIntoViewIfNeeded();
      await screenshot(page, `hand-order-${viewport.width}-after-look`);
      expect(browser.problems).toEqual([]);
    } finally {
      await browser?.close();
    }
  }, 300_000);
});
