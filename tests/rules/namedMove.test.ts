/**
 * Mid-duel questions about a move the command grammar cannot read, answered from the live
 * options by the cards they name (src/rules/answer/namedMove.ts): the usable card is played on a
 * copy of the duel, and the other card named is looked for among what it would offer.
 */
import { describe, expect, it } from 'vitest';
import { defaultCards, toCardStatic } from '../../src/cards/catalog.js';
import type { DuelState } from '../../src/engine/index.js';
import { buildBoard, type BoardSpec } from '../../src/engine/testing/scenario/board.js';
import { answerQuestion } from '../../src/rules/answer.js';
import { loadRulesReference } from '../../src/rules/reference.js';
import { createRulesSearch } from '../../src/rules/search.js';

const { db, engine } = defaultCards();
const reference = loadRulesReference();
const search = createRulesSearch(reference);
const find = (name: string) => {
  const card = db.byName(name);
  return card ? toCardStatic(card) : undefined;
};
const side = (extra: Partial<BoardSpec['players'][number]>): BoardSpec['players'][number] => ({
  hand: [], deck: ['Celtic Guardian', 'Celtic Guardian', 'Celtic Guardian'], monsters: [], spellTraps: [], fieldZone: null,
  graveyard: [], banished: [], extra: [], tokens: [], ...extra,
});
const board = (mine: Partial<BoardSpec['players'][number]>, theirs: Partial<BoardSpec['players'][number]>): DuelState =>
  buildBoard({ name: 'live', format: 'goat', turn: 3, turnPlayer: 0, phase: 'main1', normalSummonUsed: false, replayCheck: false, askSingleOptions: false,
    players: [side(mine), side(theirs)] }, find, engine.ctx).state;

describe('"can I use X on Y?" from the live options and a trial activation', () => {
  it('answers by the card that can be used now and what it would take, a word of a name read against the cards on the table', async () => {
    const state = board({ hand: ['Premature Burial', 'Abyss Soldier'], graveyard: ['Tribe-Infecting Virus'] }, { graveyard: ['Mystic Tomato'] });
    const ask = (q: string) => answerQuestion(q, { reference, search, cards: db, model: null, duel: { state, player: 0, engine } });
    const yes = await ask('can i bring back my virus with premature burial?');
    expect(yes.source).toBe('engine');
    expect(yes.text).toBe('Yes: Premature Burial can be activated right now (Activate Premature Burial from your hand), and Tribe-Infecting Virus is among what it would offer: Tribe-Infecting Virus (your Graveyard).');
    expect(yes.citations).toEqual(['decision.options', 'chain.basics']);
    // A card the effect cannot take: the opponent's Graveyard, or a card still in the hand.
    const theirs = await ask('can i revive his tomato with premature burial');
    expect(theirs.text).toMatch(/^No: Premature Burial can be activated right now .*, but Mystic Tomato is not among what it would offer: Tribe-Infecting Virus \(your Graveyard\)\.$/);
    expect((await ask('can i use premature burial on abyss soldier')).text).toMatch(/^No: .*but Abyss Soldier is not among/);
    // The duel itself is untouched by the trial.
    expect(state.players[0].graveyard.length).toBe(1);
    expect(state.players[0].lp).toBe(8000);
  });

  it('lists every choice when the card would ask for one, and leaves a question naming no usable card to the other readings', async () => {
    const state = board({ hand: ['Premature Burial'], graveyard: ['Tribe-Infecting Virus', 'Abyss Soldier'] }, {});
    const ask = (q: string) => answerQuestion(q, { reference, search, cards: db, model: null, duel: { state, player: 0, engine } });
    const two = await ask('could i get abyss soldier back with premature burial');
    expect(two.text).toMatch(/^Yes: Premature Burial can be activated right now .*, and Abyss Soldier is among what it would offer \(Target 1 monster in your Graveyard for Premature Burial\): /);
    expect(two.text).toContain('Tribe-Infecting Virus');
    const none = await ask('can i bring back my virus with monster reborn');
    expect(none.text).not.toMatch(/can be activated right now/);
  });
});

describe('"what can I grab with X?": the choice the card would give, on activation or on resolution', () => {
  it('plays the Chain out on a copy with both players passing and lists the choice', async () => {
    const state = board({ hand: ['Reinforcement of the Army'], deck: ['Celtic Guardian', 'Blue-Eyes White Dragon', 'Marauding Captain', 'Celtic Guardian'] }, {});
    const ask = (q: string) => answerQuestion(q, { reference, search, cards: db, model: null, duel: { state, player: 0, engine } });
    const grab = await ask('what can i grab with reinforcement of the army');
    expect(grab.source).toBe('engine');
    expect(grab.text).toMatch(/^Reinforcement of the Army can be activated right now \(Activate Reinforcement of the Army from your hand\)\. It would offer \(Add 1 Level 4 or lower Warrior-Type monster from your Deck to your hand\): Celtic Guardian; Marauding Captain\.$/);
    expect(grab.text).toContain('Celtic Guardian');
    expect(grab.text).toContain('Marauding Captain');
    // Not a Warrior, and Level 8: never offered.
    expect(grab.text).not.toContain('Blue-Eyes');
    expect(state.players[0].hand.length).toBe(1);
  });
});
