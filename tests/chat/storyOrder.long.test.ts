// `npm run test:long`: the story in order over 200 whole duels through the session (offline);
// storyOrder.test.ts runs 20 of them in `npm test`.
import { describe, expect, it } from 'vitest';
import { checkStories } from './storyCheck.js';

describe('the story in order, over 200 whole duels', () => {
  it('200 offline duels of the Starter Decks: every engine event in the chat in order, every attack and LP change narrated before the next turn, no developer text', async () => {
    const { attacks, lpChanges } = await checkStories(200);
    expect(attacks).toBeGreaterThan(600);
    expect(lpChanges).toBeGreaterThan(400);
  }, 1_800_000);
});
