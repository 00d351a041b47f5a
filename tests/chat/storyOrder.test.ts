// The story in order over 20 whole duels (the 200-duel run is storyOrder.long.test.ts, `npm run test:long`).
import { describe, expect, it } from 'vitest';
import { checkStories } from './storyCheck.js';

describe('the story in order, over whole duels (short run)', () => {
  it('20 offline duels of the Starter Decks: every event in the chat in order, every attack and LP change narrated before the next turn, no developer text', async () => {
    const { attacks, lpChanges } = await checkStories(20);
    // The duels were real ones: many attacks and LP changes were checked.
    expect(attacks).toBeGreaterThan(60);
    expect(lpChanges).toBeGreaterThan(40);
  }, 300_000);
});
