/**
 * Effect Monsters of the Starter Decks: the cases the scenario files do not reach (or
 * reach only awkwardly): trigger ordering among one player's effects, Flip effects held
 * back through a chain in the Damage Step, control changes, Relinquished's held monster,
 * and delayed effects whose card left the field.
 */
import { describe, expect, it } from 'vitest';
import { defaultCards, toCardStatic } from '../../src/cards/catalog.js';
import { formatFailures, runScenario } from '../../src/engine/testing/scenario/run.js';
import type { ScenarioCards } from '../../src/engine/testing/scenario/schema.js';
import type { DuelState, Option } from '../../src/engine/types.js';

const { db, engine } = defaultCards();
const cards: ScenarioCards = {
  find: (name) => {
    const facts = db.byName(name);
    return facts ? toCardStatic(facts) : undefined;
  },
};

/** Runs an inline scenario and returns its last state; fails with the runner's diff. */
function run(scenario: Record<string, unknown>): DuelState {
  const result = runScenario({ description: 'rulebook', format: 'classic', turn: 3, turnPlayer: 0, phase: 'main1', ...scenario }, engine, cards);
  if (!result.ok) expect.fail(`${result.name}\n${formatFailures(result)}`);
  return result.state!;
}

function apply(state: DuelState, option: Option | undefined): DuelState {
  if (!option) throw new Error('no such option');
  const r = engine.apply(state, option.action);
  if (!r.ok) throw new Error(r.rejection.message);
  return r.state;
}

const optionWith = (state: DuelState, text: string): Option | undefined => engine.legalActions(state).find((o) => o.label.includes(text));
const nameOf = (state: DuelState, id: number | null): string | null => (id === null ? null : state.catalog[state.cards[id]!.passcode]!.name);

describe('Effect Monsters: triggers', () => {
  it('several triggers of one player at once: they pick the order, then answer for the optional one', () => {
    const start = run({
      name: 'one player, two triggers',
      players: [
        { hand: ['Sonic Bird'], monsters: ['Mysterious Puppeteer'], deck: ['Black Illusion Ritual', 'Feral Imp'] },
        { deck: ['Silver Fang'] },
      ],
      steps: [{ player: 0, command: 'summon Sonic Bird', expect: { pending: { kind: 'choose', player: 0 }, chain: [] } }],
    });
    // Sonic Bird first (Chain Link 1), so Mysterious Puppeteer (Chain Link 2) resolves first.
    let s = apply(start, optionWith(start, 'Sonic Bird:'));
    expect(s.pending).toMatchObject({ kind: 'yes-no', player: 0 });
    const r = engine.apply(s, { type: 'answer', player: 0, yes: true });
    if (!r.ok) throw new Error(r.rejection.message);
    s = r.state;
    const order = r.events.filter((e) => e.type === 'lp-gain' || e.type === 'added-to-hand').map((e) => e.type);
    expect(order).toEqual(['lp-gain', 'added-to-hand']);
    expect(s.players[0].lp).toBe(8500);
    expect(s.pending).toMatchObject({ kind: 'main', player: 0 });

    // Puppeteer first, then declining Sonic Bird: only the Puppeteer resolves.
    let t = apply(start, optionWith(start, 'Mysterious Puppeteer:'));
    expect(t.pending).toMatchObject({ kind: 'yes-no', player: 0 });
    expect(t.chain.map((l) => nameOf(t, l.card))).toEqual(['Mysterious Puppeteer']);
    t = apply(t, optionWith(t, 'No:'));
    expect(t.players[0].lp).toBe(8500);
    expect(t.players[0].hand.map((id) => nameOf(t, id))).toEqual([]);
  });

  it('two Sangans sent to the Graveyard together: the once-per-turn search happens only once', () => {
    const s = run({
      name: 'two Sangans',
      players: [
        { hand: ['Dark Hole'], monsters: ['Sangan', 'Sangan'], deck: ['Feral Imp', 'Time Wizard', 'Mystical Elf'] },
        { monsters: ['Summoned Skull'], deck: ['Silver Fang'] },
      ],
      steps: [
        { player: 0, command: 'activate Dark Hole', expect: { pending: { kind: 'choose', player: 0 }, graveyard: { 0: ['Sangan', 'Sangan', 'Dark Hole'] } } },
        { player: 0, command: 'choose:0', expect: { pending: { kind: 'choose', player: 0 } } },
        { player: 0, command: 'choose Feral Imp', expect: { hand: { 0: ['Feral Imp'] }, deckCount: { 0: 2 }, pending: { kind: 'main', player: 0 } } },
      ],
    });
    expect(s.triggers).toEqual([]);
  });

  it("a Flip effect also activates when a card's effect flips the monster face-up, for the monster's controller", () => {
    run({
      name: 'Stop Defense flips Man-Eater Bug',
      players: [
        { hand: ['Stop Defense'], monsters: ['Celtic Guardian'], deck: ['Silver Fang'] },
        { monsters: [{ card: 'Man-Eater Bug', faceDown: true }, 'Mystical Elf'], deck: ['Silver Fang'] },
      ],
      steps: [
        {
          player: 0,
          command: 'activate Stop Defense',
          note: 'The face-down Man-Eater Bug is the only Defense Position target.',
          expect: { pending: { kind: 'choose', player: 1 }, zones: [{ zone: 'm1', player: 1, card: 'Man-Eater Bug', position: 'attack', faceUp: true }] },
        },
        { player: 1, command: 'choose Celtic Guardian', expect: { graveyard: { 0: ['Stop Defense', 'Celtic Guardian'] }, pending: { kind: 'main', player: 0 } } },
      ],
    });
  });

  it('Wall of Illusion returns nothing when the battle destroyed the attacker', () => {
    run({
      name: 'Wall of Illusion, attacker destroyed',
      phase: 'battle',
      players: [
        { monsters: ['Time Wizard'], deck: ['Silver Fang'] },
        { monsters: ['Wall of Illusion'], deck: ['Silver Fang'] },
      ],
      steps: [
        {
          player: 0,
          command: 'attack Wall of Illusion with Time Wizard',
          expect: { lp: [7500, 8000], events: ['damage-calculation', 'destroyed', 'battle-damage', 'activate', 'resolve'], graveyard: { 0: ['Time Wizard'] }, hand: { 0: [] } },
        },
      ],
    });
  });

  it('a mandatory trigger that finds no target does not activate', () => {
    run({
      name: 'Dream Clown without a target',
      players: [{ hand: ['Feral Imp'], monsters: ['Dream Clown'], deck: ['Silver Fang'] }, { deck: ['Silver Fang'] }],
      steps: [{ player: 0, command: 'defense Dream Clown', expect: { events: ['position'], pending: { kind: 'main', player: 0 }, chain: [] } }],
    });
  });

  it("an attacked monster's Flip effect waits for damage calculation even when a chain resolves in the Damage Step", () => {
    run({
      name: 'Flip effect held back',
      phase: 'battle',
      players: [
        { monsters: ['Celtic Guardian'], spellTraps: ['Reinforcements'], deck: ['Silver Fang'] },
        { monsters: [{ card: 'Man-Eater Bug', faceDown: true }, 'Mystical Elf'], deck: ['Silver Fang'] },
      ],
      steps: [
        { player: 0, command: 'attack om1 with Celtic Guardian', expect: { pending: { kind: 'respond', player: 0 }, step: 'battle' } },
        { player: 0, command: 'pass', expect: { pending: { kind: 'respond', player: 0 }, step: 'damage', monsters: { 1: ['Man-Eater Bug', 'Mystical Elf'] } } },
        { player: 0, command: 'activate Reinforcements', expect: { pending: { kind: 'choose', player: 0 } } },
        {
          player: 0,
          command: 'choose Celtic Guardian',
          expect: {
            events: ['activate', 'resolve', 'stat-change', 'chain-end', 'damage-calculation', 'destroyed'],
            pending: { kind: 'choose', player: 1 },
            chain: [],
            graveyard: { 1: ['Man-Eater Bug'] },
            zones: [{ zone: 'm1', player: 0, card: 'Celtic Guardian', atk: 1900 }],
          },
        },
        { player: 1, command: 'choose Celtic Guardian', expect: { graveyard: { 0: ['Reinforcements', 'Celtic Guardian'] } } },
      ],
    });
  });
});

describe('Effect Monsters: control and delayed effects', () => {
  it("a Sangan the opponent took and Tributed searches for its owner", () => {
    run({
      name: 'borrowed Sangan',
      players: [
        { hand: ['Change of Heart', 'Summoned Skull'], deck: ['Silver Fang'] },
        { monsters: ['Sangan'], deck: ['Feral Imp', 'Time Wizard'] },
      ],
      steps: [
        { player: 0, command: 'activate Change of Heart', expect: { monsters: { 0: ['Sangan'], 1: [] } } },
        {
          player: 0,
          command: 'tribute Sangan to summon Summoned Skull',
          expect: { graveyard: { 1: ['Sangan'] }, pending: { kind: 'choose', player: 1 }, options: { includes: ['Feral Imp', 'Time Wizard'] } },
        },
        { player: 1, command: 'choose Time Wizard', expect: { hand: { 1: ['Time Wizard'] }, pending: { kind: 'main', player: 0 } } },
      ],
    });
  });

  it('Jigen Bakudan does nothing in the next Standby Phase once it has left the field', () => {
    run({
      name: 'Jigen Bakudan gone',
      players: [
        { hand: ['Feral Imp'], monsters: [{ card: 'Jigen Bakudan', faceDown: true }, 'Celtic Guardian'], deck: ['Silver Fang', 'Silver Fang'] },
        { monsters: ['Summoned Skull'], deck: ['Silver Fang', 'Silver Fang'] },
      ],
      steps: [
        { player: 0, command: 'flip Jigen Bakudan' },
        { player: 0, command: 'battle' },
        { player: 0, command: 'attack Summoned Skull with Jigen Bakudan', expect: { graveyard: { 0: ['Jigen Bakudan'] }, lp: [5700, 8000] } },
        { player: 0, command: 'end battle' },
        { player: 0, command: 'end turn', expect: { turn: 4 } },
        { player: 1, command: 'end turn', expect: { turn: 5, phase: 'main1', monsters: { 0: [null, 'Celtic Guardian'] }, lp: [5700, 8000] } },
      ],
    });
  });
});

describe('Relinquished', () => {
  it("the held monster is an Equip Card: its own effects stop; holding one, Relinquished cannot take another; leaving, it takes the held monster with it", () => {
    const s = run({
      name: 'Relinquished holds',
      players: [
        { hand: ['Dark Hole', 'Silver Fang'], monsters: ['Relinquished', 'Relinquished', 'Celtic Guardian'], deck: ['Silver Fang', 'Silver Fang'] },
        { monsters: ['Milus Radiant', 'The Wicked Worm Beast'], deck: ['Silver Fang', 'Silver Fang'] },
      ],
      steps: [
        { player: 0, command: 'activate Relinquished m1', expect: { zones: [{ zone: 'm3', player: 0, card: 'Celtic Guardian', atk: 1900 }] } },
        {
          player: 0,
          command: 'choose Milus Radiant',
          note: "Milus Radiant's boost stops once it is an Equip Card; Relinquished copies its printed 300 / 250.",
          expect: {
            spellTraps: { 0: ['Milus Radiant'] },
            zones: [
              { zone: 'm3', player: 0, card: 'Celtic Guardian', atk: 1400 },
              { zone: 'm1', player: 0, card: 'Relinquished', atk: 300, def: 250 },
              { zone: 'm2', player: 0, card: 'Relinquished', atk: 0, def: 0 },
            ],
          },
        },
        { player: 0, command: 'activate Relinquished m2', note: 'Only one target is left, so it is taken at once.', expect: { spellTraps: { 0: ['Milus Radiant', 'The Wicked Worm Beast'] }, monsters: { 1: [] } } },
        {
          player: 0,
          command: 'end turn',
          note: "The Wicked Worm Beast is no monster on the field now: its End Phase effect does not apply.",
          expect: { turn: 4, spellTraps: { 0: ['Milus Radiant', 'The Wicked Worm Beast'] } },
        },
        { player: 1, command: 'end turn', expect: { turn: 5 } },
        { player: 0, command: 'activate Relinquished m1', expectRejection: 'CONDITION_NOT_MET' },
        {
          player: 0,
          command: 'activate Dark Hole',
          expect: {
            spellTraps: { 0: [] },
            graveyard: { 0: ['Relinquished', 'Relinquished', 'Celtic Guardian', 'Dark Hole'], 1: ['Milus Radiant', 'The Wicked Worm Beast'] },
          },
        },
      ],
    });
    expect(s.players[1].graveyard.map((id) => s.cards[id]!.owner)).toEqual([1, 1]);
  });

  it('battle damage Relinquished takes while attacking is reflected too', () => {
    run({
      name: 'Relinquished attacks a wall',
      players: [
        { monsters: ['Relinquished'], deck: ['Silver Fang'] },
        { monsters: ['Feral Imp', { card: 'Mystical Elf', position: 'defense' }], deck: ['Silver Fang'] },
      ],
      steps: [
        { player: 0, command: 'activate Relinquished' },
        { player: 0, command: 'choose Feral Imp', expect: { zones: [{ zone: 'm1', player: 0, card: 'Relinquished', atk: 1300, def: 1400 }] } },
        { player: 0, command: 'battle' },
        { player: 0, command: 'attack Mystical Elf with Relinquished', expect: { lp: [7300, 7300], events: ['battle-damage', 'effect-damage'] } },
      ],
    });
  });
});
