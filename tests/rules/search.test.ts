import { describe, expect, it } from 'vitest';
import { evaluateQuiz, loadQuiz } from '../../src/rules/evaluate.js';
import { loadRulesReference } from '../../src/rules/reference.js';
import { analyze, createRulesSearch, firstSentence, stem } from '../../src/rules/search.js';

const reference = loadRulesReference();
const rules = createRulesSearch(reference);
const top = (q: string, k = 3): string[] => rules.search(q, k).map((h) => h.id);

describe('rules search: the game\'s synonyms', () => {
  it('reads abbreviations and old names the same as the full terms', () => {
    const same: [string, string][] = [
      ['GY', 'Graveyard'],
      ['grave', 'graveyard'],
      ['banish', 'remove from play'],
      ['banished', 'removed from play'],
      ['RFG', 'banish'],
      ['S/T', 'Spell & Trap'],
      ['s/t zone', 'spell and trap zone'],
      ['face-down', 'facedown'],
      ['face down', 'face-down'],
      ['ATK', 'attack points'],
      ['DEF', 'defense points'],
      ['sacrifice', 'tribute'],
      ['LP', 'life points'],
      ['BP', 'Battle Phase'],
      ['MP1', 'Main Phase 1'],
      ['MP2', 'main phase 2'],
      ['ED', 'Extra Deck'],
      ['EMZ', 'Extra Monster Zone'],
      ['SS', 'Special Summon'],
      ['NS', 'Normal Summon'],
      ['QP', 'Quick-Play'],
      ['defence', 'defense'],
    ];
    for (const [a, b] of same) expect(analyze(a), `${a} vs ${b}`).toEqual(analyze(b));
    // Spell Speed abbreviations are not Special Summons.
    expect(analyze('SS2')).toEqual(analyze('spell speed 2'));
    expect(analyze('SS2')).not.toEqual(analyze('special summon 2'));
  });

  it('finds the same sections whichever form the player uses', () => {
    expect(top('what goes to the GY')).toEqual(top('what goes to the graveyard'));
    expect(top('what goes to the GY', 2)).toEqual(expect.arrayContaining(['zones.graveyard', 'term.send-to-gy']));
    expect(top('can i look at their GY', 1)).toEqual(['zones.graveyard']);
    expect(top('cards that are removed from play')).toEqual(expect.arrayContaining(['zones.banished']));
    expect(top('banished cards')).toEqual(expect.arrayContaining(['zones.banished']));
    expect(top('how many s/t zones do i have', 1)).toEqual(['zones.spell-trap']);
    expect(top('face-down monster position')).toContain('summon.set');
    expect(top('set a monster')).toContain('summon.set');
    expect(top('what does it mean to sacrifice', 2)).toEqual(expect.arrayContaining(['term.tribute']));
    expect(top('0 atk monster battles 0 atk monster', 1)).toEqual(['battle.zero-atk']);
    expect(top('what happens in the BP', 1)).toEqual(['turn.battle']);
    expect(top('what can i do in MP2', 1)).toEqual(['turn.main2']);
    expect(top('how big can my ED be', 2)).toContain('deck.extra');
    expect(top('what is the EMZ', 1)).toEqual(['zones.extra-monster']);
    expect(top('how many times can i SS', 1)).toEqual(['summon.special']);
    expect(top('what is an NS', 1)).toEqual(['summon.normal']);
    expect(top('can i NS twice')).toContain('summon.once-per-turn');
    expect(top('starting LP', 1)).toEqual(['duel.setup']);
  });

  it('stems lightly and the same way for documents and queries', () => {
    expect(stem('summoned')).toBe(stem('summon'));
    expect(stem('summoning')).toBe(stem('summon'));
    expect(stem('summons')).toBe(stem('summon'));
    expect(stem('tributes')).toBe(stem('tribute'));
    expect(stem('destroyed')).toBe(stem('destroy'));
    expect(stem('phases')).toBe(stem('phase'));
    expect(stem('copies')).toBe(stem('copy'));
    expect(stem('setting')).toBe('set');
    expect(stem('attacked')).toBe(stem('attacks'));
    expect(analyze("what's the deal with the")).toEqual([]);
    // Typos still land thanks to fuzzy matching on longer words.
    expect(top('tribuet sumon a levle 7', 1)).toEqual(['summon.tribute']);
  });
});

describe('rules search: ranking', () => {
  it('ranks a section first when the query is its title, with leads and scores in order', () => {
    for (const s of reference.sections.filter((x) => !x.id.startsWith('shadow.') && !x.id.startsWith('format.')).slice(0, 40)) {
      const hits = rules.search(s.title, 3);
      expect(hits.map((h) => h.id), s.title).toContain(s.id);
    }
    const hits = rules.search('Tribute Summon', 5);
    expect(hits[0]?.id).toBe('summon.tribute');
    expect(hits[0]?.title).toBe('Tribute Summon');
    expect(hits[0]?.lead).toBe(firstSentence(reference.byId.get('summon.tribute')!.body));
    expect(hits[0]?.lead).toMatch(/^A Level 5 or 6 monster needs one Tribute.*\.$/);
    for (let i = 1; i < hits.length; i++) expect(hits[i - 1]!.score).toBeGreaterThanOrEqual(hits[i]!.score);
    expect(rules.search('Tribute Summon', 2)).toHaveLength(2);
    expect(rules.search('', 3)).toEqual([]);
    expect(rules.search('the and of', 3)).toEqual([]);
    expect(top('Replay', 1)).toEqual(['battle.replay']);
    expect(top('Spell Speed 3', 1)).toEqual(['speed.3']);
  });

  it('keeps Shadow Games sections out of card-game questions unless the variant is named', () => {
    expect(top('how does summoning a monster cost work')[0]).not.toMatch(/^shadow\./);
    expect(top('how do chains work', 1)).toEqual(['chain.basics']);
    expect(top('how do chains work in shadow games', 1)).toEqual(['shadow.chains']);
    expect(top('how many monsters can a mage control', 1)).toEqual(['shadow.control-limits']);
  });

  it('reports the words the reference does not know', () => {
    const r = rules.searchDetailed('how do i win at chess', 3);
    expect(r.hits[0]?.id).toBe('win.conditions');
    expect(r.unmatched).toEqual(['chess']);
    expect(rules.searchDetailed('tribute summon', 3).unmatched).toEqual([]);
  });
});

describe('rules quiz', () => {
  const quiz = loadQuiz();

  it('has 45+ player-style questions whose expected ids exist and cover every chapter', () => {
    expect(quiz.length).toBeGreaterThanOrEqual(45);
    const files = new Set<string>();
    for (const item of quiz) {
      for (const id of item.expect ?? []) {
        const section = reference.byId.get(id);
        expect(section, `${item.q}: ${id}`).toBeDefined();
        files.add(section!.file);
      }
    }
    expect([...files].sort()).toEqual(reference.chapters.map((c) => c.file).sort());
    // Questions are players' words, not pasted into the reference's aliases.
    const norm = (t: string): string => t.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
    const aliases = new Set(reference.sections.flatMap((s) => s.aliases.map(norm)));
    expect(quiz.filter((item) => aliases.has(norm(item.q))).map((i) => i.q)).toEqual([]);
    expect(new Set(quiz.map((i) => norm(i.q))).size).toBe(quiz.length);
  });

  it('retrieves an expected section in the top 3 for at least 90% of the quiz', () => {
    const report = evaluateQuiz(rules, quiz);
    expect(report.total).toBe(quiz.length);
    expect(report.hitAt3, report.misses.map((m) => `${m.q} -> ${m.got.join(',')}`).join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(report.hitAt1).toBeGreaterThanOrEqual(0.75);
    expect(report.hitAt1).toBeLessThanOrEqual(report.hitAt3);
    expect(report.misses.length).toBe(Math.round((1 - report.hitAt3) * report.total));
  });
});
