import { describe, expect, it } from 'vitest';
import { createCardDb } from '../../src/cards/cardDb.js';
import { defaultCards, toCardStatic } from '../../src/cards/catalog.js';
import { createNameMatcher, initialsOf, nameWords } from '../../src/cards/nameMatch.js';
import { scriptLookup } from '../../src/cards/scripts/index.js';
import type { DuelState } from '../../src/engine/index.js';
import { buildBoard, type BoardSpec } from '../../src/engine/testing/scenario/board.js';
import type { ChatModel, StructuredRequest, StructuredResult } from '../../src/llm/types.js';
import { answerQuestion } from '../../src/rules/answer.js';
import { cardFactSheet } from '../../src/rules/cardFacts.js';
import { matcherFor, readQuestion } from '../../src/rules/question/read.js';
import { loadRulesReference } from '../../src/rules/reference.js';
import { createRulesSearch } from '../../src/rules/search.js';

const { db, engine } = defaultCards();
const reference = loadRulesReference();
const search = createRulesSearch(reference);

describe('card names as players type them (src/cards/nameMatch.ts)', () => {
  // The judge's matcher: every word of the rules reference counts as a game word.
  const matcher = matcherFor(db, reference);
  const names = (text: string): string[] => matcher.find(text).map((h) => h.card.name);

  it('reads exact, run-together, possessive, nickname and misspelled names, and leaves game words alone', () => {
    expect(nameWords("the bug's flip, the players' turn")).toEqual(['the', 'bug', 'flip', 'the', 'players', 'turn']);
    expect(initialsOf('Mystical Space Typhoon')).toBe('mst');
    expect(initialsOf('Dark Hole')).toBeNull();
    expect(names('can i chain mst to his heavy storm')).toEqual(['Mystical Space Typhoon', 'Heavy Storm']);
    expect(names("does the bug's flip target")).toEqual(['Man-Eater Bug']);
    expect(names('if i activate ookazy how much damage')).toEqual(['Ookazi']);
    expect(names('does mirrorforce destroy face down monsters')).toEqual(['Mirror Force']);
    expect(names('summoned skul attacks blue eyes')).toEqual(['Summoned Skull', 'Blue-Eyes White Dragon']);
    expect(matcher.find('summoned skul')[0]?.how).toBe('typo');
    // Ordinary words are not cards: "graveyard" is not Mammoth Graveyard, "goat" not Scapegoat, "defense mode" not Defense Zone.
    expect(names('can i use it on his graveyard in goat')).toEqual([]);
    expect(names('if i attack a monster in defense mode')).toEqual([]);
    expect(names('when does a flip effect go off if the monster got attacked')).toEqual([]);
    expect(matcher.card('the Dark Magician')?.name).toBe('Dark Magician');
    // Two names equally near a misspelling: both are kept, and the judge asks which was meant.
    const card = (passcode: number, name: string) => ({ passcode, name, frame: 'spell' as const, subtypes: ['Normal'], text: 'A test card.', scripted: false });
    const twins = createCardDb([card(1, 'Dark Hole'), card(2, 'Dark Mole')]);
    const hit = createNameMatcher(twins, { aliases: {} }).find('does dark xole target')[0]!;
    expect([hit.card.name, hit.alternatives?.map((c) => c.name)]).toEqual(['Dark Hole', ['Dark Mole']]);
    // Without game words a lone word may be read as a nickname: the caller says which words are the game's.
    expect(createNameMatcher(db, { commonWords: new Set() }).find('goat')[0]?.card.name).toBe('Scapegoat');
  });
});

describe('card facts from any script (src/rules/cardFacts.ts)', () => {
  it('derives a sheet for every scripted card: effects, speeds, targets and costs as the script declares them', () => {
    let checked = 0;
    for (const card of db.all()) {
      const script = scriptLookup(card.passcode);
      if (!script) continue;
      const sheet = cardFactSheet(card);
      checked++;
      expect(sheet.scripted).toBe(true);
      expect(sheet.effects.length, card.name).toBe(script.effects?.length ?? 0);
      for (const [i, e] of sheet.effects.entries()) {
        expect([1, 2, 3]).toContain(e.speed);
        expect(e.targets.length, `${card.name} ${e.id}`).toBe(script.effects![i]!.targets?.length ?? 0);
        expect(e.hasCondition).toBe(typeof script.effects![i]!.condition === 'function');
      }
      const targets = sheet.effects.some((e) => e.targets.length > 0);
      if (targets) expect(sheet.targets.value, card.name).toBe('yes');
      if (card.frame === 'trap') expect(sheet.speed, card.name).toBe(card.subtypes.includes('Counter') ? 3 : 2);
    }
    expect(checked).toBeGreaterThanOrEqual(80);
  });

  it('reads targets, face-down cards, Special Summons, costs and list status off the card', () => {
    const sheet = (name: string) => cardFactSheet(db.byName(name)!);
    expect(sheet('Dark Hole').targets.value).toBe('no');
    expect(sheet('Dark Hole').faceDown.value).toBe('yes');
    expect(sheet('Mystical Space Typhoon').targets.value).toBe('yes');
    expect(sheet('Mystical Space Typhoon').faceDown.value).toBe('yes');
    expect(sheet('Mystical Space Typhoon').speed).toBe(2);
    expect(sheet('Fissure').faceDown.value).toBe('no');
    // Monsters in Attack Position only: a face-down monster is in Defense Position, so never hit.
    expect(sheet('Mirror Force').faceDown).toMatchObject({ value: 'no', why: expect.stringMatching(/Attack Position/) });
    expect(sheet('Mirror Force').defensePosition.value).toBe('no');
    expect(sheet('Trap Hole').specialSummons.value).toBe('no');
    expect(sheet('Block Attack').defensePosition.value).toBe('no');
    expect(sheet('Magic Jammer').effects[0]!.cost).toEqual(['discard 1 card']);
    expect(sheet('Sangan').effects[0]!.triggersFrom).toEqual(['graveyard']);
    expect(sheet('Graceful Charity').status.tcg).toBe('Forbidden');
    expect(sheet('Blue-Eyes Toon Dragon').summon.toon).toBe(true);
    // A card with neither script nor text: nothing is guessed. (Raigeki, once the example, is scripted now.)
    expect(sheet('Mirage of Nightmare').faceDown.value).toBe('unknown');
    expect(sheet('Raigeki').faceDown.value).toBe('yes');
  });
});

describe('reading the question before answering it', () => {
  it('chooses the topic from the reading, not from surface words', () => {
    const flip = readQuestion('can I flip my Set Dark Hole on his turn?', db, reference);
    expect(flip.topic).toBe('card');
    expect(flip.cards.map((h) => h.card.name)).toEqual(['Dark Hole']);
    expect(flip.aspects).toEqual(expect.arrayContaining(['timing', 'opponent-turn']));
    expect(flip.aspects).not.toContain('face-down');
    const raigeki = readQuestion('does Raigeki hit face-down monsters?', db, reference);
    expect([raigeki.topic, raigeki.kind, raigeki.aspects]).toEqual(['card', 'does', ['face-down']]);
    expect(readQuestion('can trap hole hit a special summon?', db, reference).aspects).toContain('special-summon');
    expect(readQuestion('my 2500 attacks his 1000 DEF', db, reference).topic).toBe('battle');
    expect(readQuestion('is graceful charity banned in goat', db, reference)).toMatchObject({ topic: 'status', format: 'goat' });
  });

  it('answers card questions from the card, with the verdict first and the card and section after', async () => {
    const ask = async (q: string) => (await answerQuestion(q, { reference, search, cards: db, model: null })).text;
    expect(await ask('can I flip my Set Dark Hole on his turn?')).toMatch(/^No: Dark Hole is a Normal Spell \(Spell Speed 1\): it can be activated only in your own Main Phase/);
    expect(await ask('can trap hole hit a special summon?')).toMatch(/^No: Trap Hole does not work on a Special Summon/);
    expect(await ask('can i chain mst to his heavy storm')).toMatch(/^Yes: Mystical Space Typhoon \(Spell Speed 2\) can be chained to Heavy Storm \(Spell Speed 1\)/);
    expect(await ask('is graceful charity banned in goat')).toMatch(/^No: Graceful Charity is Limited in GOAT/);
    // A card not scripted yet (Destiny Board) is answered from its text alone, and says so.
    const board = await ask('does destiny board hit face-down monsters?');
    expect(board).toMatch(/^I can't tell: .*Destiny Board, so I will not guess\./);
    expect(board).toContain('not scripted in the engine here');
    expect(await ask('does raigeki hit face-down monsters?')).toMatch(/^Yes/);
    // A misspelling two cards are equally near is asked back, not answered about one of them.
    const twins = createCardDb([
      { passcode: 1, name: 'Dark Hole', frame: 'spell', subtypes: ['Normal'], text: 'Destroys every monster on the field.', scripted: false },
      { passcode: 2, name: 'Dark Mole', frame: 'spell', subtypes: ['Normal'], text: 'A test card.', scripted: false },
    ]);
    const which = await answerQuestion('does dark xole target', { reference, search, cards: twins, model: null });
    expect(which.text).toBe('Which card do you mean by "dark xole": Dark Hole or Dark Mole? Ask again with its name and I will answer from that card.');
    // A word the judge cannot place is said in one line, with what it can answer ("cotd" is a nickname now: Call of the Haunted).
    expect(await ask('can i use zbq on his graveyard')).toMatch(/^I can't ground "zbq" in a card, a rule section or an engine run here.*\nIf you meant a rule: /);
    expect(await ask('can i use cotd on his graveyard')).toMatch(/^No: Call of the Haunted targets 1 monster in your Graveyard, from your Graveyard only/);
  });
});

describe('mid-duel "can I activate X now?" from the live options', () => {
  const find = (name: string) => {
    const card = db.byName(name);
    return card ? toCardStatic(card) : undefined;
  };
  const monster = (card: string) => ({ card, position: 'attack' as const, faceDown: false, attacked: false, positionChanged: false });
  const side = (extra: Partial<BoardSpec['players'][number]>): BoardSpec['players'][number] => ({
    hand: [], deck: ['Celtic Guardian', 'Celtic Guardian', 'Celtic Guardian'], monsters: [], spellTraps: [], fieldZone: null,
    graveyard: [], banished: [], extra: [], tokens: [], ...extra,
  });
  const spec: BoardSpec = {
    name: 'live', format: 'classic', turn: 3, turnPlayer: 0, phase: 'main1', normalSummonUsed: false, replayCheck: false, askSingleOptions: false,
    players: [
      side({ hand: ['Ookazi'], monsters: [monster('Celtic Guardian')], spellTraps: [{ card: 'Waboku', faceDown: true, setTurn: 3 }, { card: 'Trap Hole', faceDown: true, setTurn: 2 }] }),
      side({ monsters: [monster('Feral Imp')] }),
    ],
  };
  const state: DuelState = buildBoard(spec, find, engine.ctx).state;
  const ask = async (q: string) => answerQuestion(q, { reference, search, cards: db, model: null, duel: { state, player: 0, engine } });

  it("says yes from the options and no with the engine's reason, its rule and what the card needs", async () => {
    const yes = await ask('can i activate ookazi right now');
    expect(yes.source).toBe('engine');
    expect(yes.text).toMatch(/^Yes, that is one of your options right now: Activate Ookazi/);
    const setThisTurn = await ask('can i activate waboku now?');
    expect(setThisTurn.text).toMatch(/^No\. Waboku was Set this turn; a Trap cannot be activated in the turn it was Set\. \(rule trap\.normal/);
    expect(setThisTurn.text).not.toMatch(/TRAP_SET_THIS_TURN/);
    const needs = await ask('can i activate trap hole?');
    expect(needs.text).toMatch(/^No\. Trap Hole cannot be activated now/);
    expect(needs.text).toContain('What Trap Hole needs, from its card text: Activate when your opponent Normal Summons or Flip Summons');
    expect(needs.citations).toContain('trap.normal');
    // The unmet requirement is cited under the card's kind, not under how to read a Monster Card.
    expect(needs.text).toMatch(/\(rule trap\.normal: /);
    expect(needs.text).not.toContain('card.reading');
  });
});

describe('with a model: it answers from the grounded facts', () => {
  it('gets the card facts and the engine run in its prompt, and the grounded answer stands when it fails', async () => {
    const seen: StructuredRequest<unknown>[] = [];
    const model: ChatModel = {
      describe: () => 'fake model',
      modelFor: () => 'fake',
      async structured<T>(request: StructuredRequest<T>): Promise<StructuredResult<T>> {
        seen.push(request as StructuredRequest<unknown>);
        const user = String(request.messages[1]?.content ?? '');
        if (user.includes('Waboku')) return { ok: false, error: 'timeout' } as StructuredResult<T>;
        return { ok: true, value: { answer: 'No, Trap Hole only answers Normal and Flip Summons.', citations: ['summon.special'] } } as StructuredResult<T>;
      },
      // eslint-disable-next-line require-yield
      async *stream(): AsyncIterable<string> {
        throw new Error('not used');
      },
    };
    const withModel = { reference, search, cards: db, model };
    const a = await answerQuestion('can trap hole hit a special summon?', withModel);
    expect(a.source).toBe('model');
    expect(a.text).toMatch(/^No, Trap Hole only answers Normal and Flip Summons\./);
    const input = String(seen[0]!.messages[1]!.content);
    expect(input).toContain('Grounded facts');
    expect(input).toContain('No: Trap Hole does not work on a Special Summon');
    // A failed model call leaves the grounded answer standing, with a note.
    const failed = await answerQuestion('does waboku target anything', withModel);
    expect(String(seen[1]!.messages[1]!.content)).toContain('Waboku does not target');
    expect(failed.fallbackReason).toBe('timeout');
    expect(failed.text).toMatch(/^\(The language model did not answer: timeout\..*\)\nNo: Waboku does not target/);
    // An engine run is exact and already worded: it is given as the engine played it, with no model call.
    const run = await answerQuestion('his 1800 attacks my face-down 1500 DEF while I have Waboku Set', withModel);
    expect(seen.length).toBe(2);
    expect(run.source).toBe('engine');
    expect(run.text).toMatch(/^No monster is destroyed, and no one takes battle damage\./);
  });
});
