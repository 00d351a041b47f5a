import { describe, expect, it } from 'vitest';
import { createFaq, FAQ_MIN_SCORE, loadFaq } from '../../src/rules/judge/faq.js';
import { loadRulesReference } from '../../src/rules/reference.js';

const reference = loadRulesReference();
const faq = loadFaq(reference);

describe('the question-and-answer list', () => {
  it('cites only sections the reference has, and every example question finds its own entry', () => {
    expect(faq.entries.length).toBeGreaterThanOrEqual(60);
    const wrong: string[] = [];
    for (const e of faq.entries) {
      for (const id of e.sections) expect(reference.byId.has(id), `${e.id}: ${id}`).toBe(true);
      for (const ask of e.ask) {
        const m = faq.match(ask);
        if (m?.entry.id !== e.id) wrong.push(`"${ask}" -> ${m?.entry.id ?? 'nothing'} (expected ${e.id})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('applies an entry only with a word of each need group and none of its exclusions; short words stay whole', () => {
    const small = createFaq([
      { id: 'x', ask: ['can i activate a trap the turn i set it'], need: ['trap', 'set'], exclude: ['counter'], answer: 'No.', sections: ['trap.overview'] },
      { id: 'y', ask: ['is there a main phase 2 if i do not battle'], need: ['main phase 2', 'no|not'], answer: 'No.', sections: ['turn.main2'] },
    ]);
    expect(small.match('can i activate a trap the turn i set it')?.entry.id).toBe('x');
    expect(small.match('can i activate a trap the turn i setting it')?.entry.id).toBe('x');
    expect(small.match('can i activate a counter trap the turn i set it')).toBeNull();
    expect(small.match('can i activate a trap the turn i drew it')).toBeNull();
    expect(small.match('can i normal summon in main phase 2')).toBeNull();
    expect(small.match('is there a main phase 2 if i dont battle')?.entry.id).toBe('y');
    // Matching the need words is not enough: the question must resemble an example.
    expect(small.match('trap set')?.score ?? 1).toBeGreaterThanOrEqual(FAQ_MIN_SCORE);
    expect(small.match('my opponent keeps a trap set all duel long and taunts me about the lovely artwork')).toBeNull();
  });

  it('refuses an entry citing an unknown section', () => {
    expect(() => createFaq([{ id: 'z', ask: ['what'], need: [], answer: 'No.', sections: ['no.such-section'] }], reference)).toThrow(/unknown section/);
  });
});
