import { describe, expect, it } from 'vitest';
import { defaultCards } from '../../src/cards/catalog.js';
import { answerQuestion } from '../../src/rules/answer.js';
import { GENERALISE_2_QUIZ, GENERALISE_3_QUIZ, GENERALISE_QUIZ, loadQuiz, statesAllFacts } from '../../src/rules/evaluate.js';
import { questionKind } from '../../src/rules/question/read.js';
import { derivedVerdict } from '../../src/rules/question/verdict.js';
import { loadRulesReference } from '../../src/rules/reference.js';
import { createRulesSearch } from '../../src/rules/search.js';

const reference = loadRulesReference();
const search = createRulesSearch(reference);
const cards = defaultCards().db;
const ask = async (q: string): Promise<string> => (await answerQuestion(q, { reference, search, cards, model: null })).text;
const set = loadQuiz(GENERALISE_QUIZ);
const second = loadQuiz(GENERALISE_2_QUIZ);
const third = loadQuiz(GENERALISE_3_QUIZ);

/** Right answers to one kind of question, as the judge words them: each must fail the other kinds' questions. */
const ON_TOPIC: Record<string, string> = {
  cards: 'Reinforcements gives 500 ATK (played in the engine on a test board: the monster it was used on went up by 500).',
  chains: "Yes: Solemn Judgment can be activated in response to Heavy Storm (played in the engine: it was offered as soon as Heavy Storm was activated).",
  battle: 'Celtic Guardian is destroyed, and you take 500 battle damage. The duel goes on: you go from 8000 to 7500 LP.',
  timing: "Yes: Mirror Force is a Normal Trap (Spell Speed 2): once Set, from the turn after you Set it, on either player's turn.",
  board: 'Sogen is destroyed when Umi is activated (played in the engine).',
  summoning: 'No: Black Luster Soldier is a Ritual Monster: it is Ritual Summoned from your hand with Black Luster Ritual.',
  deck: 'No: a 61-card Deck is not legal. A Main Deck must hold at least 40 and at most 60 cards.',
};

describe('the generalisation set (tests/rules/generalise.json)', () => {
  it('has at least 80 questions, each with a group and a fact beyond a bare yes or no', () => {
    expect(set.length).toBeGreaterThanOrEqual(80);
    for (const q of set) {
      expect(q.group && q.facts?.length, q.q).toBeTruthy();
      expect(q.facts!.some((f) => !/^(?:yes|no)$/.test(f)), q.q).toBe(true);
    }
  });

  for (const group of Object.keys(ON_TOPIC)) {
    it(`${group}: an off-topic answer fails the scoring of every question`, () => {
      for (const [other, text] of Object.entries(ON_TOPIC)) {
        if (other === group) continue;
        const passed = set.filter((q) => q.group === group && statesAllFacts(text, q.facts!)).map((q) => q.q);
        expect(passed, `${other}'s answer passes ${group} questions`).toEqual([]);
      }
    });
  }
});

for (const [name, file, questions, least] of [['second', 'generalise-2.json', second, 30], ['third', 'generalise-3.json', third, 35]] as const) {
  describe(`the ${name} generalisation set (tests/rules/${file})`, () => {
    it(`has at least ${least} questions, each with a fact beyond a bare yes or no, and an off-topic answer fails every group`, () => {
      expect(questions.length).toBeGreaterThanOrEqual(least);
      for (const q of questions) expect(q.facts!.some((f) => !/^(?:yes|no)$/.test(f)), q.q).toBe(true);
      for (const [group, text] of Object.entries(ON_TOPIC)) {
        const passed = questions.filter((q) => q.group !== group && statesAllFacts(text, q.facts!)).map((q) => q.q);
        expect(passed, `${group}'s answer passes other groups' questions`).toEqual([]);
      }
    });
  });
}

describe('responses, Chains and later Life Points played in the engine', () => {
  const askIn = async (q: string, context: string[]): Promise<string> => (await answerQuestion(q, { reference, search, cards, model: null, context })).text;

  it("answers a response to a Summon or an attack from the engine's windows, with its refusal and rule id", { timeout: 60_000 }, async () => {
    expect(await ask('he summons jinzo, can i trap hole it')).toMatch(/^No: Trap Hole \(a Normal Trap, Spell Speed 2\) cannot be activated when your opponent Normal Summons Jinzo: .*stops Trap Cards.*\[rules\.card-vs-rules\]/);
    expect(await ask('he summons jinzo, can i solemn it')).toMatch(/^Yes: Solemn Judgment .* while the Summon was being made[^]*Jinzo's Summon is negated/);
    expect(await ask('can i chain sakuretsu to his attack after damage')).toMatch(/^No: Sakuretsu Armor .* after damage calculation .*\[battle\.damage-step\][^]*it was offered at the attack declaration/);
    expect(await ask('he attacks, can i flip cotd and bring back a monster')).toMatch(/^Yes: Call of the Haunted \(a Continuous Trap, Spell Speed 2\) .* at the attack declaration[^]*Special Summoned/);
  });

  it('tells a Chain in the order the engine resolved it, and later Life Points with whose phase', { timeout: 60_000 }, async () => {
    const chain = await ask('if i chain mst to his heavy storm what happens');
    expect(chain).toMatch(/^Chain Link 1 is Heavy Storm \(your opponent's\); Chain Link 2 is Mystical Space Typhoon \(yours\)/);
    expect(chain).toMatch(/1\. Chain Link 2, Mystical Space Typhoon, resolves first: Heavy Storm is destroyed\.\n2\. Chain Link 1, Heavy Storm, resolves next \(it still resolves/);
    expect(await ask('when do i gain lp from snatch steal')).toMatch(/^Not you: your opponent gains 1000 Life Points in the Standby Phase of each of your opponent's turns/);
  });

  it('reads loose battle numbers, a follow-up and "that card" from the conversation', { timeout: 60_000 }, async () => {
    expect(await ask('1800 into a 1200 defender, any damage?')).toMatch(/^No: no one takes battle damage\.\nYour opponent's 1200 DEF monster is destroyed/);
    expect(await askIn('what if its in attack', ['my 2000 atk monster attacks his 1500 def monster'])).toMatch(/If it is in Attack Position instead \(1500 ATK\): .*your opponent takes 500 battle damage/);
    expect(await askIn('what does that card do', ['he activated waboku on my attack'])).toMatch(/^Waboku: Normal Trap Card/);
    expect(await ask('what does black luster soldier do')).toMatch(/^Which card do you mean by "black luster soldier": Black Luster Soldier or Black Luster Soldier - Envoy of the Beginning\?/);
  });
});

describe('verdict first', () => {
  it('reads the kind from the clause that asks, and a question word first is never yes/no', () => {
    expect(questionKind('he has 2000 lp and attacks with summoned skull, i flip magic cylinder, do i win')).toBe('does');
    expect(questionKind('he plays monster reborn, can i torrential tribute it')).toBe('can');
    expect(questionKind('where does a normal trap go after it resolves')).toBe('other');
    expect(questionKind('my elf 1900 attacks his jinn 1800, how much do i take')).toBe('how-much');
  });

  it("takes the verdict from the answer's clause that says the question, and none when no clause does", () => {
    expect(derivedVerdict('do extra deck cards count toward the 40', 'The Extra Deck holds up to 15 cards, and they do not count toward the Main Deck\'s 40-card minimum.')?.verdict).toBe('no');
    expect(derivedVerdict('is a tribute summon a normal summon', 'A Tribute Summon is a Normal Summon, so it uses your one Normal Summon.')?.verdict).toBe('yes');
    // A definition does not answer "can I".
    expect(derivedVerdict('can i attack him directly', 'To attack directly is to attack the opponent themselves.')).toBeNull();
    // "Only" restricts: not a plain yes.
    expect(derivedVerdict('can i use pot of greed in my main phase', 'Pot of Greed can be used only in your Main Phase.')).toBeNull();
  });

  it('gives yes/no questions their verdict from cards, the engine and the rules', { timeout: 60_000 }, async () => {
    expect(await ask('can I switch my monster to defense the turn I normal summoned it')).toMatch(/^No\b/);
    expect(await ask('do fusion monsters count towards the 40 cards')).toMatch(/^No: /);
    expect(await ask('i set mirror force on my turn, can i activate it on his next turn')).toMatch(/^Yes: Mirror Force is a Normal Trap/);
    expect(await ask('where does an equip spell go if the monster its equipped to is destroyed')).toMatch(/^To the Graveyard: /);
  });
});

describe('questions played in the engine', () => {
  it('gives a number said after a name to that card, and Magic Cylinder the attacker\'s ATK with the verdict', { timeout: 60_000 }, async () => {
    const elf = await ask('my gemini elf 2100 atk attacks his summoned skull 2500 atk, how much do i take');
    expect(elf).toMatch(/^Gemini Elf is destroyed, and you take 400 battle damage/);
    expect(elf).toContain('(Gemini Elf was played at 2100 ATK / 900 DEF, the figures your question gives.)');
    expect(await ask('he has 2000 lp and attacks with summoned skull, i flip magic cylinder, do i win')).toMatch(/^Yes: you win the duel\.\n.*your opponent takes 2500 damage from Magic Cylinder/);
    expect(await ask('he has 3000 lp and attacks with summoned skull, i flip magic cylinder, do i win')).toMatch(/^No: the duel goes on/);
    expect(await ask('how much damage does he take from magic cylinder when bewd attacks')).toMatch(/your opponent takes 3000 damage from Magic Cylinder/);
  });

  it('answers a response from the engine\'s offer, with the reason when it is refused', { timeout: 60_000 }, async () => {
    expect(await ask('he plays monster reborn, can i torrential tribute it')).toMatch(/^No: Torrential Tribute cannot be chained to Monster Reborn's activation: its own requirement/);
    expect(await ask('he activates heavy storm, can i solemn it')).toMatch(/^Yes: Solemn Judgment can be activated in response to Heavy Storm \(played in the engine/);
    expect(await ask('he activates mirror force, can i magic jammer it')).toMatch(/^No: Magic Jammer answers only the activation of a Spell Card/);
    expect(await ask('he has sogen face up and i activate umi, what happens to sogen')).toMatch(/^Sogen is destroyed when Umi is activated/);
  });

  it('reads card amounts from the card played, and names by nickname, initials or a word of them', { timeout: 60_000 }, async () => {
    expect(await ask('how much ATK does Reinforcements give')).toMatch(/^Reinforcements gives 500 ATK \(played in the engine/);
    expect(await ask('how much lp does my opponent gain from upstart goblin')).toMatch(/^Upstart Goblin gives your opponent 1000 Life Points/);
    expect(await ask('does dd warrior lady banish the monster she battles')).toMatch(/^Yes: D\.D\. Warrior Lady does banish/);
    expect(await ask('is bewd level 8')).toMatch(/^Yes: Blue-Eyes White Dragon is Level 8\./);
    expect(await ask('can torrential hit face down monsters')).toMatch(/^Yes: Torrential Tribute can affect face-down cards/);
  });
});
