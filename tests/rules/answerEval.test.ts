import { describe, expect, it } from 'vitest';
import { defaultCards } from '../../src/cards/catalog.js';
import { answerQuestion } from '../../src/rules/answer.js';
import { evaluateAnswers, loadQuiz, statesFact } from '../../src/rules/evaluate.js';
import { loadRulesReference } from '../../src/rules/reference.js';
import { createRulesSearch } from '../../src/rules/search.js';

const reference = loadRulesReference();
const search = createRulesSearch(reference);
const cards = defaultCards().db;
const offline = async (q: string): Promise<string> => (await answerQuestion(q, { reference, search, cards, model: null })).text;

describe('rules quiz: offline answers state the facts', () => {
  it('a fact is a whole word or number; yes and no must be the verdict of the first sentence', () => {
    expect(statesFact('No. A Trap Card cannot be activated yet; from the next turn on it can.', 'next turn')).toBe(true);
    expect(statesFact('No. It waits.', 'no')).toBe(true);
    expect(statesFact('It waits. No one takes damage.', 'no')).toBe(false);
    expect(statesFact('Each player begins with 8000 Life Points.', '80')).toBe(false);
    expect(statesFact('Each player begins with 8000 Life Points.', '800|8000')).toBe(true);
    expect(statesFact('(The language model did not answer: timeout. This is the offline answer from the rules reference.)\nYes, except turn 1.', 'yes')).toBe(true);
  });

  // Allowed 60 s: the first question builds the card-name index over every known card (about 1.5 s on a busy machine).
  it('at least 120 public questions, and at least 95% of the offline answers state all their facts', { timeout: 60_000 }, async () => {
    const quiz = loadQuiz();
    const withFacts = quiz.filter((q) => q.facts);
    expect(withFacts.length).toBeGreaterThanOrEqual(120);
    const report = await evaluateAnswers(quiz, offline);
    expect(report.total).toBe(withFacts.length);
    const missed = report.misses.map((m) => `${m.q}: missing ${m.missing.join(', ')}`);
    expect(report.factsStated, missed.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('battle questions with numbers are computed from the damage tables', async () => {
    const def = await offline('My 1500 ATK monster attacks a 1200 DEF defender, what happens?');
    expect(def).toMatch(/^The defending monster is destroyed and no one takes battle damage/);
    expect(def).toContain('[battle.damage-defense]');
    expect(def).not.toMatch(/nothing on/);
    const bounce = await offline('if i attack a 2100 def monster with my 1900 atk monster what happens');
    expect(bounce).toMatch(/^Neither monster is destroyed and the attacking player takes 200 battle damage/);
    const lose = await offline('my 1000 atk monster attacks their 1800 atk monster');
    expect(lose).toMatch(/^The attacking monster is destroyed and the attacking player takes 800 battle damage/);
    const win = await offline('1800 atk attacks 1000 atk');
    expect(win).toMatch(/^The attacked monster is destroyed and the defending player takes 800 battle damage/);
    const tie = await offline('2000 atk vs 2000 atk');
    expect(tie).toMatch(/^Both monsters are destroyed and no one takes battle damage/);
    const wall = await offline('my 1200 atk monster attacks a 1200 def monster');
    expect(wall).toMatch(/^Neither monster is destroyed and no one takes battle damage/);
    const zero = await offline('0 atk attacks 0 atk');
    expect(zero).toMatch(/^Neither monster is destroyed/);
    const hidden = await offline('I attack a face-down monster with 1000 DEF using my 1600 ATK monster');
    expect(hidden).toMatch(/^The face-down monster is first turned face-up in Defense Position/);
    expect(hidden).toContain('The defending monster is destroyed');
    const direct = await offline('my 1700 atk monster attacks directly');
    expect(direct).toContain('takes 1700 battle damage');
    const named = await offline('what happens if Blue-Eyes White Dragon attacks Dark Magician');
    expect(named).toMatch(/^Blue-Eyes White Dragon \(3000 ATK\) attacks Dark Magician \(2500 ATK\)\./);
    expect(named).toContain('the defending player takes 500 battle damage');
  });
});
