/**
 * Every chat scenario in tests/chat/scenarios runs on the offline model (understand() and
 * the plan driver, the heuristic bot answering in between). The suite must hold at least
 * 800 messages over at least 40 positions and pass 95% of them, and make no move that a
 * message's expectation did not ask for; failures are printed.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createHeuristicBot } from '../../src/bot/heuristic.js';
import { defaultCards } from '../../src/cards/catalog.js';
import { evalChatScenario, type MessageResult } from '../../src/chat/understand/chatEval.js';
import { scenarioCards } from '../../src/cli/scenarioFiles.js';

const { db, engine } = defaultCards();
const deps = { engine, lookup: scenarioCards(db), bot: createHeuristicBot(), cardNames: db.all().map((c) => c.name) };
const dir = new URL('./scenarios/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

describe('chat scenarios', () => {
  // A generous timeout: the suite takes a few seconds alone, longer on a shared machine.
  it('read at least 95% of 800+ messages over 40+ positions as the player meant, and never made a move not asked for', { timeout: 180_000 }, async () => {
    const results: MessageResult[] = [];
    const malformed: string[] = [];
    for (const file of files) {
      const r = await evalChatScenario(file, JSON.parse(readFileSync(new URL(file, dir), 'utf8')), deps);
      if (r.ok) results.push(...r.results);
      else malformed.push(`${file}: ${r.errors.join('; ')}`);
    }
    expect(malformed).toEqual([]);
    expect(files.length).toBeGreaterThanOrEqual(40);
    expect(results.length).toBeGreaterThanOrEqual(800);
    const unasked = results.filter((r) => r.unasked > 0).map((r) => `${r.file} #${r.step} "${r.message}": ${r.got.applied.join(' | ')}`);
    expect(unasked).toEqual([]);
    const failed = results.filter((r) => !r.pass);
    if (failed.length) {
      console.log(`${failed.length} of ${results.length} chat messages missed:\n${failed.map((r) => `  ${r.file} #${r.step} "${r.message}": ${r.why}`).join('\n')}`);
    }
    expect(results.length - failed.length).toBeGreaterThanOrEqual(Math.ceil(results.length * 0.95));
  });

  // The blind set (tests/chat/blind): messages written by someone who never saw the parser, a few expectations corrected under the rules.
  it('reads at least 90% of the blind set as meant and never makes a move it did not ask for', { timeout: 180_000 }, async () => {
    const blind = new URL('./blind/', import.meta.url);
    const results: MessageResult[] = [];
    for (const file of readdirSync(blind).filter((f) => f.endsWith('.json')).sort()) {
      const r = await evalChatScenario(file, JSON.parse(readFileSync(new URL(file, blind), 'utf8')), deps);
      expect(r.ok, file).toBe(true);
      if (r.ok) results.push(...r.results);
    }
    expect(results.length).toBeGreaterThanOrEqual(60);
    expect(results.filter((r) => r.unasked > 0).map((r) => `${r.file} #${r.step} "${r.message}": ${r.got.applied.join(' | ')}`)).toEqual([]);
    expect(results.filter((r) => r.pass).length).toBeGreaterThanOrEqual(Math.ceil(results.length * 0.9));
  });

  it('every reply kind and every expectation field is exercised', async () => {
    const kinds = new Set<string>();
    let asks = 0;
    for (const file of files) {
      const raw = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as { steps: { expect: { reply?: string; asks?: string[] } }[] };
      for (const s of raw.steps) {
        kinds.add(s.expect.reply ?? 'none');
        if (s.expect.asks) asks++;
      }
    }
    expect([...kinds].sort()).toEqual(['answer', 'ask-back', 'banter', 'moved-on', 'none', 'refusal', 'request']);
    expect(asks).toBeGreaterThan(5);
  });

  it('every kind of message the issue names has scenarios: take-backs, a question with a move, hand-overs, typed yes/no, other languages, remarks, hedges, chatter', () => {
    const kinds = new Map<string, number>();
    for (const file of files) {
      const raw = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as { steps: { kind?: string }[] };
      for (const s of raw.steps) if (s.kind) kinds.set(s.kind, (kinds.get(s.kind) ?? 0) + 1);
    }
    for (const kind of ['take-back', 'question-and-move', 'hand-over', 'yes-no', 'foreign', 'remark', 'hedge', 'chatter']) {
      expect(kinds.get(kind) ?? 0, kind).toBeGreaterThanOrEqual(5);
    }
  });
});
