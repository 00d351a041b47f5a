import { describe, expect, it } from 'vitest';
import { defaultCards, engineFor } from '../../src/cards/catalog.js';
import { answerQuestion } from '../../src/rules/answer.js';
import { playCard } from '../../src/rules/cardProbe.js';
import { answerTextAlone } from '../../src/rules/evaluate.js';
import { loadRulesReference } from '../../src/rules/reference.js';
import { createRulesSearch } from '../../src/rules/search.js';

const db = defaultCards().db;
const engine = engineFor(db);
const reference = loadRulesReference();
const search = createRulesSearch(reference);
const said = async (q: string): Promise<string> => answerTextAlone((await answerQuestion(q, { reference, search, cards: db, model: null })).text);
const play = (name: string) => playCard(db.byName(name)!, db, engine);

describe('card facts found by playing the card in the engine (cardProbe.ts)', () => {
  it('counts what the card did on a board with cards on both sides, and plays the turns on until it ends', () => {
    expect(play('Pot of Greed')).toMatchObject({ activated: true, drew: 2, tokens: 0 });
    expect(play('Scapegoat')).toMatchObject({ activated: true, tokens: 4, drew: 0 });
    expect(play('Dark Hole')!.destroyed).toEqual({ own: 1, opponent: 2 });
    expect(play('Man-Eater Bug')!.offered).toMatchObject({ own: true, opponent: true, faceDown: true });
    expect(play('Change of Heart')).toMatchObject({ tookControl: 1, offered: { own: false, opponent: true }, ending: { turnsLater: 0, phase: 'end', what: 'control-returned' } });
    expect(play('Swords of Revealing Light')!.ending).toMatchObject({ opponentTurns: 3, phase: 'end', what: 'card-destroyed' });
    expect(play('Snatch Steal')).toMatchObject({ ending: null, tookControl: 1 });
    expect(play('Snatch Steal')!.heldFor).toBeGreaterThan(2);
    expect(play('Ookazi')!.lp.opponent).toBe(-800);
    // Raigeki (scripted since goat-spells) destroys only the opponent's monsters.
    expect(play('Raigeki')!.destroyed).toMatchObject({ own: 0 });
    // No script: nothing is played, nothing is guessed.
    expect(play('A Man with Wdjat')).toBeNull();
  });

  it('answers how many, how long and "my own too" from the run, the verdict first', async () => {
    expect(await said('how many cards do i get off pot of greed')).toMatch(/^Pot of Greed draws 2 cards \(played in the engine/);
    expect(await said('scapegoat makes how many tokens?')).toMatch(/^Scapegoat Special Summons 4 Sheep Tokens/);
    expect(await said('for how long do i keep the monster i took with change of heart')).toMatch(/^It lasts until the End Phase of the turn you activate it: then the monster goes back/);
    expect(await said('how long do swords of revealing light stay')).toMatch(/for 3 of your opponent's turns: Swords of Revealing Light is destroyed in the End Phase of your opponent's 3rd turn/);
    expect(await said('how long does snatch steal last')).toMatch(/as long as Snatch Steal stays on the field/);
    expect(await said('does heavy storm get rid of my own set cards too')).toMatch(/^Yes: Heavy Storm destroys your own cards too/);
    expect(await said('can the bug destroy one of my monsters')).toMatch(/^Yes: Man-Eater Bug can choose one of your own cards/);
    expect(await said('can change of heart take one of my own monsters')).toMatch(/^No: Change of Heart only reaches your opponent's cards/);
    expect(await said('does raigeki hit my monsters too')).toMatch(/^No: Raigeki only reaches your opponent's/);
    expect(await said('does a man with wdjat hit my monsters too')).toMatch(/^I can't tell: A Man with Wdjat has no script/);
  });

  it('answers searches, once per turn in the format asked, protection and the event a Trap needs, from the script and text', async () => {
    expect(await said('what is sangan allowed to add')).toMatch(/^Sangan adds a monster with 1500 or less ATK from your Deck/);
    expect(await said('witch of the black forest: atk or def for the search?')).toMatch(/^DEF: Witch of the Black Forest adds a monster with 1500 or less DEF/);
    expect(await said('is witch of the black forest once per turn in goat')).toMatch(/^No: .* not once per turn in GOAT/);
    expect(await said('is witch of the black forest once per turn')).toMatch(/^Yes: .* once per turn/);
    expect(await said('with waboku up do i still take damage')).toMatch(/^No: with Waboku resolved, that battle damage is 0/);
    expect(await said('does waboku protect my monsters from being destroyed')).toMatch(/^Yes: with Waboku resolved, battles do not destroy them/);
    expect(await said('can sakuretsu armor be chained when he summons a monster')).toMatch(/^No: Sakuretsu Armor can be activated only when .* declares an attack, and a Summon is not that/);
    expect(await said('if he special summons a 1900 atk monster can i trap hole it')).toMatch(/^No: Trap Hole does not work on a Special Summon/);
    expect(await said('in goat can the first player draw on their first turn')).toMatch(/^Yes: in GOAT .* the player going first draws/);
    expect(await said('in modern does the player going first draw')).toMatch(/^No: in .* does not draw/);
    // A Flip monster attacked face-down: its effect waits for damage calculation ("my set X" is not a question about Setting).
    expect(await said('if he attacks my set magician of faith, when does her effect go off')).toMatch(/^After: when a face-down Magician of Faith is attacked/);
  });
});
