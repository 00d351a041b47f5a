import { describe, expect, it } from 'vitest';
import { defaultCards } from '../../src/cards/catalog.js';
import { answerQuestion } from '../../src/rules/answer.js';
import { BLIND_DEV_QUIZ, evaluateAnswers, loadQuiz, statesFact } from '../../src/rules/evaluate.js';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('a bad question file is refused in one line naming the item and the field, not a schema dump', () => {
    const dir = mkdtempSync(join(tmpdir(), 'quiz-'));
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify([{ q: 'ok?', group: 'deck', facts: ['yes'] }, { q: 'is sangan once per turn', group: 'goats', facts: ['no'] }]));
    expect(() => loadQuiz(file)).toThrow(/^.*bad\.json: item 2 \("is sangan once per turn"\), field "group": must be one of cards, .*goat$/);
    writeFileSync(file, '[{"q": "x", "facts": "yes"}');
    expect(() => loadQuiz(file)).toThrow(/bad\.json: .*JSON/);
    // The blind set's own group is accepted.
    expect(loadQuiz(BLIND_DEV_QUIZ).filter((q) => q.group === 'goat').length).toBeGreaterThan(0);
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

  it('battle questions are played in the engine: outcome, the table row, each step with its rule, whether the duel ends', async () => {
    const def = await offline('My 1500 ATK monster attacks a 1200 DEF defender, what happens?');
    expect(def).toMatch(/^Your opponent's 1200 DEF monster is destroyed, and no one takes battle damage\./);
    expect(def).toContain('By the damage table: The defending monster is destroyed and no one takes battle damage');
    expect(def).toContain('[battle.damage-defense]');
    expect(def).not.toMatch(/nothing on/);
    const bounce = await offline('if i attack a 2100 def monster with my 1900 atk monster what happens');
    expect(bounce).toMatch(/^No monster is destroyed, and you take 200 battle damage\. The duel goes on: you go from 8000 to 7800 LP\./);
    const lose = await offline('my 1000 atk monster attacks their 1800 atk monster');
    expect(lose).toMatch(/^Your 1000 ATK monster is destroyed, and you take 800 battle damage/);
    const tie = await offline('2000 atk vs 2000 atk');
    expect(tie).toMatch(/^Your 2000 ATK monster and your opponent's 2000 ATK monster are destroyed, and no one takes battle damage/);
    const zero = await offline('0 atk attacks 0 atk');
    expect(zero).toMatch(/^No monster is destroyed, and no one takes battle damage/);
    const hidden = await offline('I attack a face-down monster with 1000 DEF using my 1600 ATK monster');
    expect(hidden).toContain('is turned face-up by the attack. [battle.face-down]');
    expect(hidden).toMatch(/^Your opponent's face-down 1000 DEF monster is destroyed/);
    const named = await offline('what happens if Blue-Eyes White Dragon attacks Dark Magician');
    expect(named).toMatch(/^Dark Magician is destroyed, and your opponent takes 500 battle damage/);
    expect(named).toContain('Damage calculation: Blue-Eyes White Dragon at 3000 ATK against Dark Magician at 2500 ATK. [battle.damage-attack]');
    // Two direct attacks add up, and the duel ends when the Life Points the question gives run out.
    const twice = await offline('i attack directly twice with 1500 and 1200, he has 2000 lp, do i win');
    // "Do I win?" gets its verdict from the run's result first.
    expect(twice).toMatch(/^Yes: you win the duel\.\nNo monster is destroyed, and your opponent takes 2700 battle damage\. That wins the duel for you: your opponent goes from 2000 to 0 LP\./);
    // A card named in the situation is played: Waboku stops the destruction and the damage; a Field Spell changes the ATK compared.
    const waboku = await offline('his 1800 attacks my face-down 1500 DEF while I have Waboku Set, what happens');
    expect(waboku).toMatch(/^No monster is destroyed, and no one takes battle damage\./);
    expect(waboku).toContain('You activate Waboku');
    const sogen = await offline('my celtic guardian attacks his 1500 atk monster with sogen on the field');
    expect(sogen).toContain('Celtic Guardian at 1600 ATK');
  });
});
