import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardRegistrySource, cardScriptFiles, REGISTRY_PATH } from '../../src/cards/registrySource.js';
import { scriptedPasscodes } from '../../src/cards/scripts/index.js';

describe('the card registry', () => {
  it('lists every card file under monster/, spell/ and trap/ (regenerate with `npm run cards:index`)', () => {
    expect(readFileSync(REGISTRY_PATH, 'utf8')).toBe(cardRegistrySource());
    const files = cardScriptFiles();
    // Each file's passcode is its script's passcode: a copied file that kept the old number is caught here.
    expect(scriptedPasscodes().sort((a, b) => a - b)).toEqual(files.map((f) => f.passcode).sort((a, b) => a - b));
    expect(files.length).toBeGreaterThanOrEqual(91);
  });
});
