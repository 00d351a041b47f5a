/**
 * Every board-state puzzle in tests/scenarios runs through the scenario runner: one test
 * per file, failing with the runner's expected-vs-actual diff.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultCards, toCardStatic } from '../src/cards/catalog.js';
import { formatFailures, runScenario } from '../src/engine/testing/scenario/run.js';
import type { ScenarioCards } from '../src/engine/testing/scenario/schema.js';

const { db, engine } = defaultCards();
const cards: ScenarioCards = {
  find: (name) => {
    const facts = db.byName(name);
    return facts ? toCardStatic(facts) : undefined;
  },
  suggest: (name) => db.search(name, 3).map((c) => c.name),
};

const dir = new URL('./scenarios/', import.meta.url);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort();
const load = (file: string): { steps: { expectRejection?: string }[] } & Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(file, dir), 'utf8'));

describe('scenario files', () => {
  it('there are at least 34 of them', () => {
    expect(files.length).toBeGreaterThanOrEqual(34);
  });

  it.each(files)('%s', (file) => {
    const raw = load(file);
    const result = runScenario(raw, engine, cards);
    if (!result.ok) expect.fail(`${file} (${result.name})\n${formatFailures(result)}`);
    expect(result.stepsRun).toBe(raw.steps.length);
  });

  it('together they exercise every core refusal of summoning, positions, turn structure and battle', () => {
    const codes = new Set(files.flatMap((f) => load(f).steps.map((s) => s.expectRejection).filter((c) => c !== undefined)));
    const core = [
      'WRONG_TRIBUTE_COUNT',
      'INVALID_TRIBUTE',
      'NORMAL_SUMMON_USED',
      'CANNOT_NORMAL_SUMMON',
      'FACE_UP_DEFENSE_FROM_HAND',
      'SET_THIS_TURN',
      'ARRIVED_THIS_TURN',
      'POSITION_ALREADY_CHANGED',
      'ATTACKED_THIS_TURN',
      'NO_BATTLE_FIRST_TURN',
      'NOT_ATTACK_POSITION',
      'ALREADY_ATTACKED',
      'DIRECT_ATTACK_BLOCKED',
      'NOT_IN_BATTLE',
      'ZONE_FULL',
      'NOT_YOUR_DECISION',
      'WRONG_DECISION',
      'DUEL_OVER',
    ];
    expect(core.filter((c) => !codes.has(c))).toEqual([]);
  });

  it('every description cites a rule', () => {
    const uncited = files.filter((f) => !/rulebook|rule [a-z]+\.[a-z-]+|rules [a-z]+\./i.test(String(load(f).description)));
    expect(uncited).toEqual([]);
  });
});
