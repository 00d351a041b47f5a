import { describe, expect, it } from 'vitest';
import { applyCombatResult } from '../../src/shadow/afterCombat.js';
import { fullRest } from '../../src/shadow/rests.js';
import { availableMagic } from '../../src/shadow/sheet.js';
import { mage } from './mageFixture.js';

describe('applyCombatResult', () => {
  it('keeps the LP combat left and spends what went to the Graveyard and the Beyond until a Full Rest', () => {
    const m = mage({ lp: 3000, deckOfMagic: [1, 1, 2, 3], graveyard: [3] });
    const after = applyCombatResult(m, { lp: 0, graveyard: [1], beyond: [2] });
    expect(after.lp).toBe(0);
    expect(after.graveyard).toEqual([3, 1]);
    expect(after.beyond).toEqual([2]);
    expect(availableMagic(after).main).toEqual([1]);
    expect(availableMagic(fullRest(after).mage).main).toEqual([1, 1, 2, 3]);
    expect(applyCombatResult(m, { lp: 99999, graveyard: [], beyond: [] }).lp).toBe(3000);
  });
});
