import { describe, expect, it } from 'vitest';
import { defaultCards } from '../../src/cards/catalog.js';
import { answerQuestion } from '../../src/rules/answer.js';
import { answerTextAlone, evaluateAnswers, loadQuiz, PLAYER_GROUPS, PLAYERS_QUIZ, statesAllFacts, type PlayerGroup } from '../../src/rules/evaluate.js';
import { loadRulesReference } from '../../src/rules/reference.js';
import { createRulesSearch } from '../../src/rules/search.js';

const players = loadQuiz(PLAYERS_QUIZ);

/** A right answer to a question of each group, as the judge words them: off topic for every other group. */
const ON_TOPIC: Record<PlayerGroup, string> = {
  cards: 'Yes: Mystical Space Typhoon targets (it targets 1 Spell or Trap card on the field; from its script).',
  timing: "No: Waboku is a Normal Trap (Spell Speed 2): a Trap must be Set first and cannot be activated in the turn it was Set; from the next turn on it can be, on either player's turn.",
  battle: "Your opponent's 1000 DEF monster is destroyed, and no one takes battle damage. The duel goes on (your opponent stays at 8000 LP).\n- Your 2500 ATK monster attacks your opponent's 1000 DEF monster. [battle.declare]",
  summoning: 'No: Dark Magician is Level 7, so Normal Summoning or Setting it takes two Tributes.',
  chains: 'No: Ookazi (Spell Speed 1) cannot be chained to Trap Hole (Spell Speed 2): Spell Speed 1 can never respond.',
  deck: 'Graceful Charity is Limited in GOAT (the April 2005 list): up to 1 copy in a deck.',
  board: 'No monster is destroyed, and no one takes battle damage. The duel goes on.\n- You activate Waboku (Chain Link 1). [chain.basics]\n- Damage calculation: your 2300 ATK monster at 2300 ATK against your face-down 1900 DEF monster at 1900 DEF. [battle.damage-defense]',
};

describe("players' questions (tests/rules/players.json)", () => {
  it('has at least 200 questions in the seven groups, each with facts, and with the earlier quiz at least 400', () => {
    expect(players.length).toBeGreaterThanOrEqual(200);
    for (const g of PLAYER_GROUPS) expect(players.filter((q) => q.group === g).length, g).toBeGreaterThanOrEqual(15);
    expect(players.every((q) => q.group && q.facts && q.facts.length > 0)).toBe(true);
    expect(players.length + loadQuiz().length).toBeGreaterThanOrEqual(400);
  });

  // One test per group: the right answer to another group's question fails every question of this group.
  for (const group of PLAYER_GROUPS) {
    it(`${group}: an off-topic answer fails the scoring of every question`, () => {
      const items = players.filter((q) => q.group === group);
      for (const [other, text] of Object.entries(ON_TOPIC)) {
        if (other === group) continue;
        const passed = items.filter((q) => statesAllFacts(text, q.facts!)).map((q) => q.q);
        expect(passed, `${other}'s answer passes ${group} questions`).toEqual([]);
      }
    });
  }

  it('scores the answer alone: a fact only in the cited sections or the card text does not count', () => {
    const text = 'Dark Hole is a Normal Spell (Spell Speed 1).\n\nFor reference:\n- Card: Dark Hole: Normal Spell Card. Destroys every monster on the field. Nothing is targeted.';
    expect(answerTextAlone(text)).toBe('Dark Hole is a Normal Spell (Spell Speed 1).');
    expect(statesAllFacts(text, ['dark hole', 'target'])).toBe(false);
    expect(statesAllFacts('Rules text.\nFrom the rules reference:\n- Spell Speed 2 [speed.2]', ['spell speed 2'])).toBe(false);
    expect(statesAllFacts('No. Nope.\nCard mentioned: Waboku', ['no', 'waboku'])).toBe(false);
    expect(statesAllFacts('No. Nope.\nCard mentioned: Waboku', ['no'])).toBe(true);
  });

  it('the offline judge answers at least 90% of them right, in every group at least 75%', { timeout: 60_000 }, async () => {
    const reference = loadRulesReference();
    const search = createRulesSearch(reference);
    const cards = defaultCards().db;
    const report = await evaluateAnswers(players, async (q) => (await answerQuestion(q, { reference, search, cards, model: null })).text);
    const missed = report.misses.map((m) => `${m.q}: missing ${m.missing.join(', ')} — ${m.answer}`);
    expect(report.factsStated, missed.join('\n')).toBeGreaterThanOrEqual(0.9);
    for (const g of PLAYER_GROUPS) {
      const f = report.groups[g]!;
      expect(f.right / f.total, `${g}: ${f.right}/${f.total}`).toBeGreaterThanOrEqual(0.75);
    }
  });
});
