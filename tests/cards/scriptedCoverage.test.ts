import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { defaultCards } from '../../src/cards/catalog.js';
import { scriptLookup, scriptedPasscodes } from '../../src/cards/scripts/index.js';

const dir = new URL('../scenarios/', import.meta.url);
const scenarios = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ file: f, text: readFileSync(new URL(f, dir), 'utf8'), json: JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { steps?: { expectRejection?: string }[] } }));

describe('scripted cards are tested', () => {
  const { db } = defaultCards();
  const withEffects = db.all().filter((c) => c.scripted && c.frame !== 'normal');

  it('every card marked scripted has a script (or is a Fusion Monster with no effect of its own)', () => {
    const missing = withEffects.filter((c) => !scriptLookup(c.passcode) && c.frame !== 'fusion').map((c) => c.name);
    expect(missing).toEqual([]);
  });

  it('every registered script belongs to a card marked scripted, so no unfinished script runs in a duel', () => {
    const unmarked = scriptedPasscodes().filter((p) => db.byPasscode(p) && !db.byPasscode(p)!.scripted).map((p) => db.byPasscode(p)!.name);
    expect(unmarked).toEqual([]);
  });

  it('every card with effects marked scripted appears in a scenario, and some scenario with it expects a refusal', () => {
    const problems: string[] = [];
    for (const card of withEffects) {
      const mentioning = scenarios.filter((s) => s.text.includes(`"${card.name}"`));
      if (mentioning.length === 0) problems.push(`${card.name}: no scenario uses it`);
      else if (!mentioning.some((s) => (s.json.steps ?? []).some((step) => step.expectRejection))) problems.push(`${card.name}: no scenario with it expects a refusal`);
    }
    expect(problems).toEqual([]);
  });
});
