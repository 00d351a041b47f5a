import { describe, expect, it } from 'vitest';
import { defaultCards } from '../../src/cards/catalog.js';
import { canSee } from '../../src/engine/text/describe.js';
import { describeEvent, describeEvents } from '../../src/engine/text/eventText.js';
import { renderBoard, renderGraveyards } from '../../src/engine/text/boardText.js';
import { viewEvents, type DuelEvent, type DuelState, type Option, type PlayerId } from '../../src/engine/index.js';

const { db, engine } = defaultCards();
const deckOf = (names: string[]) => ({ main: names.map((n) => db.byName(n)!.passcode), extra: [] });
const copies = (name: string, n: number): string[] => Array.from({ length: n }, () => name);
const nameOf = (s: DuelState, id: number): string => s.catalog[s.cards[id]!.passcode]!.name;

interface Step {
  state: DuelState;
  events: DuelEvent[];
}

function start(deck0: string[], deck1: string[], seed = 'events'): Step {
  const r = engine.newDuel({ format: 'classic', seed, decks: [deckOf(deck0), deckOf(deck1)], firstPlayer: 0 });
  if (!r.ok) throw new Error(r.problems.join());
  return { state: r.state, events: r.events };
}

function take(step: Step, fits: (o: Option) => boolean): Step {
  const option = engine.legalActions(step.state).find(fits);
  if (!option) throw new Error(`no such option: ${engine.legalActions(step.state).map((o) => o.id).join(', ')}`);
  const r = engine.apply(step.state, option.action);
  if (!r.ok) throw new Error(r.rejection.message);
  return { state: r.state, events: r.events };
}

const lines = (step: Step, viewer: PlayerId): string[] => describeEvents(step.state, viewEvents(step.events, viewer), viewer);

// Player 0 Sets Mystical Elf (a name only player 0's deck holds); player 1 attacks it.
const DECK_0 = [...copies('Mystical Elf', 3), ...copies('Giant Soldier of Stone', 3), 'Celtic Guardian'];
const DECK_1 = [...copies('Summoned Skull', 1), ...copies('Battle Ox', 3), ...copies('La Jinn the Mystical Genie of the Lamp', 3)];
const opening = start(DECK_0, DECK_1);
const setElf = take(opening, (o) => o.action.type === 'set-monster' && nameOf(opening.state, o.action.card) === 'Mystical Elf');
const elf = setElf.state.players[0].monsters[0]!;
const oxSummoned = take(setElf, (o) => o.action.type === 'normal-summon' && nameOf(setElf.state, o.action.card) === 'Battle Ox');
const inBattle = take(oxSummoned, (o) => o.action.type === 'enter-battle');
const attacked = take(inBattle, (o) => o.action.type === 'attack');

describe('describeEvent', () => {
  it('opening: the duel start, merged draws (own named, opponent\'s not), the first turn', () => {
    const mine = lines(opening, 0);
    expect(mine[0]).toBe('The duel begins (classic rules). You go first.');
    expect(mine[1]).toMatch(/^You draw 5 cards: .+\.$/);
    expect(mine).toContain('Your opponent draws 5 cards.');
    expect(mine).toContain('Turn 1: your turn.');
    const theirs = lines(opening, 1);
    expect(theirs[0]).toBe('The duel begins (classic rules). Your opponent goes first.');
    expect(theirs).toContain('Your opponent draws 5 cards.');
    for (const name of ['Mystical Elf', 'Giant Soldier of Stone', 'Celtic Guardian']) expect(theirs.join('\n')).not.toContain(name);
    // Even with real instance ids (not passed through viewEvents) the opponent's draw is not named.
    const draw = opening.events.find((e) => e.type === 'draw' && e.player === 0)!;
    expect(describeEvent(opening.state, draw, 1)).toBe('Your opponent draws a card.');
    expect(describeEvent(opening.state, draw, 0)).toMatch(/^You draw (Mystical Elf|Giant Soldier of Stone|Celtic Guardian)\.$/);
    expect(opening.events.filter((e) => e.type === 'shuffle').map((e) => describeEvent(opening.state, e, 0))).toEqual([null, null]);
  });

  it('a Set monster is named for its controller and never for the opponent', () => {
    expect(lines(setElf, 0)).toContain('You Set Mystical Elf in m1.');
    const theirs = lines(setElf, 1);
    expect(theirs).toContain('Your opponent Set a monster in om1.');
    expect(theirs).toContain('Turn 2: your turn.');
    for (const step of [setElf, oxSummoned, inBattle]) expect(lines(step, 1).join('\n')).not.toContain('Mystical Elf');
  });

  it('summons, the Battle Phase and an attack on a face-down monster, for both viewers', () => {
    expect(lines(oxSummoned, 1)).toEqual(['You Normal Summoned Battle Ox to m1.']);
    expect(lines(oxSummoned, 0)).toEqual(['Your opponent Normal Summoned Battle Ox to om1.']);
    expect(lines(inBattle, 1)).toEqual(['Battle Phase.']);
    // Battle Ox (1700) attacks the face-down Mystical Elf (2000 DEF): it is flipped, and Battle Ox bounces off.
    const forAttacker = lines(attacked, 1);
    expect(forAttacker[0]).toBe("Your Battle Ox attacks your opponent's face-down monster in om1.");
    expect(forAttacker).toContain('The attacked face-down monster is flipped face-up: it is Mystical Elf.');
    expect(forAttacker).toContain('Damage calculation: 1700 ATK against 2000 DEF.');
    expect(forAttacker).toContain('You take 300 battle damage (7700 LP left).');
    const forDefender = lines(attacked, 0);
    expect(forDefender[0]).toBe("Your opponent's Battle Ox attacks your Mystical Elf.");
    expect(forDefender).toContain('Your opponent takes 300 battle damage (7700 LP left).');
    expect(attacked.state.cards[elf]).toMatchObject({ faceUp: true, location: 'monster' });
    // Passing in a response window is not an event, so it never gets a line.
    expect(attacked.events.some((e) => e.type === 'pass')).toBe(false);
    expect(forAttacker.some((l) => /pass/i.test(l))).toBe(false);
  });

  it('an activation names its targets as each viewer may see them (a face-down target by its zone only)', () => {
    const state = setElf.state;
    const card = state.players[1].hand[0]!;
    const activation: DuelEvent = { n: 99, type: 'activate', player: 1, card, effect: 'activate', link: 1, targets: [elf] };
    expect(describeEvent(state, activation, 0)).toBe('Your opponent activates a card (Chain Link 1), targeting your Mystical Elf in m1.');
    expect(describeEvent(state, activation, 1)).toBe(`You activate ${nameOf(state, card)} (Chain Link 1), targeting your opponent's face-down monster in om1.`);
    const untargeted: DuelEvent = { ...activation, targets: [] };
    expect(describeEvent(state, untargeted, 1)).toBe(`You activate ${nameOf(state, card)} (Chain Link 1).`);
    // A target that a later event of the same batch moves is named without a place: where it is now is not where it was targeted.
    const destroyed = { n: 100, type: 'destroyed', card: elf, by: 'effect' } as unknown as DuelEvent;
    expect(describeEvents(state, [activation, destroyed], 0)[0]).toBe('Your opponent activates a card (Chain Link 1), targeting your Mystical Elf.');
    expect(describeEvents(state, [activation], 0)[0]).toBe('Your opponent activates a card (Chain Link 1), targeting your Mystical Elf in m1.');
  });

  it('destruction, Tributes, surrender and the end of the duel', () => {
    // With no attacker left, the engine ended player 1's turn by itself.
    expect(attacked.state).toMatchObject({ turn: 3, turnPlayer: 0 });
    expect(lines(attacked, 0).slice(-3)).toEqual(['End Phase.', 'Turn 3: your turn.', expect.stringMatching(/^You draw .+\.$/)]);
    expect(lines(attacked, 1).slice(-2)).toEqual(['Turn 3: your opponent\'s turn.', 'Your opponent draws a card.']);
    const surrender = engine.apply(attacked.state, { type: 'surrender', player: 0 });
    if (!surrender.ok) throw new Error('refused');
    const step = { state: surrender.state, events: surrender.events };
    expect(lines(step, 0)).toEqual(['You surrender.', 'You lose: you surrendered.']);
    expect(lines(step, 1)).toEqual(['Your opponent surrenders.', 'You win: your opponent surrendered.']);
  });

  it('never names a card its viewer cannot see, over whole random duels', () => {
    let leaks = 0;
    let count = 0;
    for (const seed of ['leak-1', 'leak-2', 'leak-3']) {
      let step = start(
        [...copies('Mystical Elf', 3), ...copies('Giant Soldier of Stone', 3), ...copies('Dark Magician', 2), ...copies('Celtic Guardian', 3), ...copies('Feral Imp', 3), ...copies('Man-Eater Bug', 3), ...copies('Summoned Skull', 3)],
        [...copies('Battle Ox', 3), ...copies('Judge Man', 3), ...copies('Rude Kaiser', 3), ...copies('Skull Red Bird', 3), ...copies('Uraby', 3), ...copies('Kojikocy', 3), ...copies('Pale Beast', 3)],
        seed,
      );
      let rng = seed.charCodeAt(5);
      for (let i = 0; i < 250 && !step.state.result; i++) {
        for (const viewer of [0, 1] as const) {
          const s = step.state;
          const visible = new Set(s.cards.filter((c) => canSee(s, c.id, viewer)).map((c) => nameOf(s, c.id)));
          const hidden = [...new Set(s.cards.map((c) => nameOf(s, c.id)))].filter((n) => !visible.has(n));
          // Visible names are cut out first: "Normal Summoned Skull Red Bird" does not name Summoned Skull.
          const longestFirst = [...visible].sort((a, b) => b.length - a.length);
          const text = longestFirst.reduce((t, n) => t.split(n).join('~'), lines(step, viewer).join('\n'));
          count++;
          for (const name of hidden) if (text.includes(name)) leaks++;
        }
        const options = engine.legalActions(step.state);
        rng = (rng * 1103515245 + 12345) % 2147483648;
        const busy = options.filter((o) => o.action.type !== 'end-turn');
        const pool = busy.length && rng % 3 !== 0 ? busy : options;
        step = take(step, (o) => o.id === pool[rng % pool.length]!.id);
      }
    }
    expect(count).toBeGreaterThan(300);
    expect(leaks).toBe(0);
  });
});

describe('renderBoard', () => {
  it('shows both sides, face-down cards as [face-down DEF] to the opponent, the hand with stats, within 100 columns', () => {
    const forOwner = renderBoard(engine.view(setElf.state, 0));
    const forOpponent = renderBoard(engine.view(setElf.state, 1));
    expect(forOpponent).toContain('== Turn 2 · Your turn · Main Phase 1 · classic');
    expect(forOpponent).toMatch(/om1 +\[face-down DEF\]\n/);
    expect(forOpponent).not.toContain('Mystical Elf');
    expect(forOpponent).toMatch(/Opponent +LP 8000 · Hand 5 · Deck 1 · GY 0/);
    expect(forOpponent).toContain('Your decision: give a Main Phase command. Normal Summon available.');
    expect(forOwner).toMatch(/m1 +\[face-down DEF\] Mystical Elf 800\/2000 Lv4/);
    expect(forOwner).toContain("== Turn 2 · Opponent's turn");
    expect(forOwner).toContain('Waiting for your opponent to give a Main Phase command.');
    expect(forOwner).toMatch(/Hand +h1 +\S.* \d+\/\d+ Lv\d/);
    for (const text of [forOwner, forOpponent]) for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(100);

    expect(renderBoard(engine.view(inBattle.state, 1))).toContain('Battle Phase (Battle Step)');
    const after = renderBoard(engine.view(attacked.state, 1));
    expect(after).toMatch(/om1 +Mystical Elf \[DEF\] 800\/2000 Lv4/);
    expect(after).toMatch(/m1 +Battle Ox \[ATK\] 1700\/1000 Lv4/);
    expect(after).toMatch(/You +LP 7700/);
  });

  it('modern boards show the Extra Monster Zones; the Graveyard listing goes bottom to top', () => {
    const r = engine.newDuel({ format: 'modern', seed: 'm', decks: [deckOf(copies('Celtic Guardian', 8)), deckOf(copies('Battle Ox', 8))] });
    if (!r.ok) throw new Error('no duel');
    expect(renderBoard(engine.view(r.state, 0))).toContain('Extra Mon. em1 -   em2 -');
    const gy = renderGraveyards(engine.view(attacked.state, 0));
    expect(gy).toBe("Your Graveyard (0): (empty)\nOpponent's Graveyard (0): (empty)");
  });
});

describe('describeEvents: who did what, from the rest of the batch', () => {
  const ox = oxSummoned.state.players[1].monsters.find((id) => id !== null)!;
  const jinnInHand = oxSummoned.state.players[1].hand[0]!;

  it('a position change is the player\'s own only when it is the action itself; an effect\'s names its card', () => {
    const own: DuelEvent[] = [{ n: 0, type: 'position', player: 1, card: ox, position: 'defense', from: 'attack', wasFaceUp: true }];
    expect(describeEvents(oxSummoned.state, own, 0)).toEqual(['Your opponent changed Battle Ox (om1) to Defense Position.']);
    expect(describeEvents(oxSummoned.state, own, 1)).toEqual(['You changed Battle Ox (m1) to Defense Position.']);
    // The human's (player 0's) effect resolving turns the opponent's monster: never "Your opponent changed".
    const byEffect: DuelEvent[] = [{ n: 0, type: 'resolve', link: 1, card: ox, effect: 'e', negated: null }, ...own];
    expect(describeEvents(oxSummoned.state, byEffect, 0)).toEqual(["Your opponent's Battle Ox (om1) is changed to Defense Position by Battle Ox."]);
    // A cause the viewer cannot see is "an effect"; a change after other events of the action is not called the player's.
    const hidden: DuelEvent[] = [{ n: 0, type: 'resolve', link: 1, card: jinnInHand, effect: 'e', negated: null }, ...own];
    expect(describeEvents(oxSummoned.state, hidden, 0)).toEqual(["Your opponent's Battle Ox (om1) is changed to Defense Position by an effect."]);
    const after: DuelEvent[] = [{ n: 0, type: 'normal-summon', player: 1, card: ox, tribute: false } as DuelEvent, ...own];
    expect(describeEvents(oxSummoned.state, after, 0)[1]).toBe("Your opponent's Battle Ox (om1) is changed to Defense Position by an effect.");
  });

  it('a called coin toss says whether the call was right, for the caller and the other player', () => {
    const called = (pick: number, result: 'heads' | 'tails'): DuelEvent[] => [
      { n: 0, type: 'choice', player: 0, picked: [pick] },
      { n: 0, type: 'coin', player: 0, result },
    ];
    expect(describeEvents(oxSummoned.state, called(0, 'tails'), 0)).toEqual(['Coin toss: You called heads, it landed tails: you lose the call.']);
    expect(describeEvents(oxSummoned.state, called(1, 'tails'), 0)).toEqual(['Coin toss: You called tails, it landed tails: you win the call.']);
    expect(describeEvents(oxSummoned.state, called(0, 'heads'), 1)).toEqual(['Coin toss: Your opponent called heads, it landed heads: your opponent wins the call.']);
    expect(describeEvents(oxSummoned.state, [{ n: 0, type: 'coin', player: 0, result: 'heads' }], 0)).toEqual(['Coin toss: heads.']);
  });

  it('an attacker keeps its name after it has gone back to a hidden hand (it attacked face-up, seen by both)', () => {
    const attack: DuelEvent = { n: 0, type: 'attack', player: 1, attacker: jinnInHand, target: null };
    expect(oxSummoned.state.cards[jinnInHand]!.location).toBe('hand');
    expect(describeEvents(oxSummoned.state, [attack], 0)[0]).toBe(`Your opponent's ${nameOf(oxSummoned.state, jinnInHand)} attacks you directly.`);
  });
});
