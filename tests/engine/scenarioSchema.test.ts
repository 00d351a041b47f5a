/**
 * The scenario format refuses malformed files with the path of the bad field, builds the
 * board it describes, and the runner cannot pass vacuously: a wrong expectation, an
 * unexpected refusal or an unexpected acceptance all fail with a readable diff.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultCards, toCardStatic } from '../../src/cards/catalog.js';
import { buildBoard } from '../../src/engine/testing/scenario/board.js';
import { formatFailures, runScenario } from '../../src/engine/testing/scenario/run.js';
import { parseScenario, type Scenario, type ScenarioCards } from '../../src/engine/testing/scenario/schema.js';

const { db, engine } = defaultCards();
const cards: ScenarioCards = {
  find: (name) => {
    const facts = db.byName(name);
    return facts ? toCardStatic(facts) : undefined;
  },
  suggest: (name) => db.search(name, 3).map((c) => c.name),
};

type Raw = Record<string, any>;

/** Celtic Guardian (1400) attacks Battle Ox (1700): 300 damage to player 0. */
function battleScenario(): Raw {
  return {
    name: 'test',
    description: '2008 rulebook damage table: ATK lower than ATK.',
    format: 'classic',
    turn: 3,
    turnPlayer: 0,
    phase: 'battle',
    players: [
      { hand: ['Feral Imp'], deck: ['Uraby'], monsters: ['Celtic Guardian'] },
      { deck: ['Uraby'], monsters: [{ card: 'Battle Ox', position: 'attack' }] },
    ],
    steps: [{ player: 0, command: 'attack Battle Ox with Celtic Guardian', expect: { lp: [7700, 8000] } }],
  };
}

function errorsOf(raw: unknown): string[] {
  const r = parseScenario(raw, cards);
  if (r.ok) throw new Error('expected the scenario to be refused');
  return r.errors;
}

describe('scenario schema: malformed files name the field', () => {
  it('accepts a well-formed scenario and fills the defaults', () => {
    const r = parseScenario(battleScenario(), cards);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const m = r.scenario.players[0].monsters[0]!;
    expect(m).toMatchObject({ card: 'Celtic Guardian', position: 'attack', faceDown: false });
    expect(r.scenario.players[1].graveyard).toEqual([]);
    expect(r.scenario.normalSummonUsed).toBe(false);
  });

  it('an unknown card name gives the path and a suggestion', () => {
    const raw = battleScenario();
    raw.players[1].monsters = [null, null, { card: 'Dark Magican', position: 'attack' }];
    expect(errorsOf(raw)).toContainEqual(expect.stringMatching(/^players\[1\]\.monsters\[2\]\.card: no card named "Dark Magican" \(did you mean "Dark Magician"/));
  });

  it('card names in hands, piles and expectations are checked too', () => {
    const raw = battleScenario();
    raw.players[0].hand = ['Celtic Guardain'];
    raw.steps[0].expect.graveyard = { '1': ['Batle Ox'] };
    const errors = errorsOf(raw);
    expect(errors).toContainEqual(expect.stringMatching(/^players\[0\]\.hand\[0\]: no card named "Celtic Guardain" \(did you mean "Celtic Guardian"/));
    expect(errors).toContainEqual(expect.stringMatching(/^steps\[0\]\.expect\.graveyard\.1\[0\]: no card named "Batle Ox" \(did you mean "Battle Ox"/));
  });

  it('a bad position is refused at its path', () => {
    const raw = battleScenario();
    raw.players[1].monsters = [{ card: 'Battle Ox', position: 'sideways' }];
    expect(errorsOf(raw)).toEqual(['players[1].monsters[0].position: Invalid option: expected one of "attack"|"defense"']);
  });

  it('a face-down monster in Attack Position is refused', () => {
    const raw = battleScenario();
    raw.players[1].monsters = [{ card: 'Battle Ox', position: 'attack', faceDown: true }];
    expect(errorsOf(raw)).toEqual(['players[1].monsters[0].position: a face-down monster is always in Defense Position']);
  });

  it('missing players, wrong types and misspelt keys are refused by name', () => {
    const raw = battleScenario();
    delete raw.players;
    raw.turn = 'three';
    expect(errorsOf(raw)).toEqual(['turn: Invalid input: expected number, received string', 'players: required (expected tuple)']);
    const typo = battleScenario();
    typo.players[0].monstres = [];
    expect(errorsOf(typo)).toEqual(['players[0]: Unrecognized key: "monstres"']);
    const lp = battleScenario();
    lp.steps[0].expect.lp = [7700];
    expect(errorsOf(lp)[0]).toMatch(/^steps\[0\]\.expect\.lp/);
  });

  it('cards of the wrong kind for their zone are refused', () => {
    const raw = battleScenario();
    raw.players[0].monsters = ['Trap Hole'];
    raw.players[0].spellTraps = ['Feral Imp'];
    raw.players[0].extra = ['Dark Magician'];
    expect(errorsOf(raw)).toEqual([
      'players[0].monsters[0].card: "Trap Hole" is a trap card, not a monster',
      'players[0].spellTraps[0].card: "Feral Imp" is a monster; in a Spell & Trap Zone it must be held as an Equip Card (give equippedTo) or be a face-up Pendulum Scale',
      'players[0].extra[0]: "Dark Magician" is not an Extra Deck monster (Fusion, Synchro, Xyz or Link)',
    ]);
  });

  it('the newer fields are checked by name too: start step and attack, open chain, Tokens, event details, views, not-understood commands', () => {
    const raw = battleScenario();
    raw.step = 'damage';
    raw.chain = [{ player: 2, zone: 'q1' }];
    raw.players[1].tokens = [{ name: 'Sheep Token', atk: -1, def: 0 }];
    raw.steps = [
      { player: 0, expectNotUnderstood: true, expect: { lp: [1, 1] } },
      { expect: { events: [{ type: 'destroyed', colour: 'red' }], absent: { events: [] }, deckTop: { 0: ['Dark Magican'] }, views: { 1: { hand: ['Uraby'], named: [{ zone: 'q9', player: 0, named: true }] } } } },
    ];
    expect(errorsOf(raw)).toEqual([
      'chain[0].player: Invalid option: expected one of 0|1',
      'chain[0].zone: expected m1..m5, s1..s5 or fz',
      'players[1].tokens[0].atk: Too small: expected number to be >=0',
      'steps[0].expectNotUnderstood: needs a command that should not be understood',
      'steps[1].expect.events[0]: Unrecognized key: "colour"',
      'steps[1].expect.absent.events: Too small: expected array to have >=1 items',
      expect.stringMatching(/^steps\[1\]\.expect\.deckTop\.0\[0\]: no card named "Dark Magican" \(did you mean "Dark Magician"/),
      'steps[1].expect.views.1.named[0].zone: Invalid string: must match pattern /^(?:m[1-5]|s[1-5]|fz)$/',
    ]);
    const damage = battleScenario();
    damage.step = 'damage';
    expect(errorsOf(damage)).toEqual(['battle: starting in the Damage Step needs the attack in progress (battle)']);
    const main = battleScenario();
    main.phase = 'main1';
    main.step = 'end';
    expect(errorsOf(main)).toEqual(['step: a step is only for the Battle Phase']);
  });

  it('board-level contradictions are refused: shared zones, wrong turn owner, Battle Phase on turn 1, EMZ in classic', () => {
    const zones = battleScenario();
    zones.players[0].monsters = ['Celtic Guardian', { card: 'Feral Imp', zone: 1 }];
    expect(errorsOf(zones)).toEqual(['players[0].monsters[1].zone: zone 1 is already used by monsters[0]']);

    const owner = battleScenario();
    owner.firstPlayer = 1;
    expect(errorsOf(owner)).toEqual(['turnPlayer: turn 3 belongs to player 1 when player 1 goes first']);

    const first = battleScenario();
    first.turn = 1;
    expect(errorsOf(first)).toEqual(['phase: the player going first cannot be in the Battle Phase on turn 1']);

    const emz = battleScenario();
    emz.extraMonsterZones = [{ card: 'Thousand Dragon', controller: 1 }, null];
    expect(errorsOf(emz)).toEqual(['extraMonsterZones: the classic format has no Extra Monster Zones']);
  });

  it('steps must be playable and something must be checked', () => {
    const code = battleScenario();
    code.steps[0].expectRejection = 'NOT_A_CODE';
    expect(errorsOf(code)[0]).toMatch(/^steps\[0\]\.expectRejection: Invalid option: expected one of "DUEL_OVER"/);

    const who = battleScenario();
    delete who.steps[0].player;
    expect(errorsOf(who)).toEqual(['steps[0].player: say who gives the command (0 or 1)']);

    const vacuous = battleScenario();
    delete vacuous.steps[0].expect;
    expect(errorsOf(vacuous)).toEqual(['steps: no step checks anything: add an expect or an expectRejection']);
  });

  it('runScenario reports a malformed file instead of running it', () => {
    const raw = battleScenario();
    raw.players[0].monsters = [{ card: 'Celtic Guardian', position: 'upside-down' }];
    const r = runScenario(raw, engine, cards);
    expect(r).toMatchObject({ ok: false, malformed: true, stepsRun: 0 });
    expect(formatFailures(r)).toContain('players[0].monsters[0].position');
  });
});

describe('scenario board', () => {
  it('places cards in order of appearance, with the decision the phase asks for', () => {
    const r = parseScenario(battleScenario(), cards);
    if (!r.ok) throw new Error(r.errors.join('\n'));
    const { state } = buildBoard(r.scenario, cards, engine.ctx);
    expect(state.cards.map((c) => state.catalog[c.passcode]!.name)).toEqual(['Feral Imp', 'Uraby', 'Celtic Guardian', 'Uraby', 'Battle Ox']);
    expect(state).toMatchObject({ turn: 3, turnPlayer: 0, firstPlayer: 0, phase: 'battle', step: 'battle', pending: { kind: 'battle', player: 0 } });
    expect(state.cards[2]).toMatchObject({ location: 'monster', zone: 0, position: 'attack', faceUp: true, arrivedTurn: 2, controller: 0 });
    expect(state.players[1].monsters[0]).toBe(4);
    expect(engine.legalActions(state).map((o) => o.id)).toEqual(['attack:2:4', 'end-battle']);
  });

  it('a Draw Phase start draws (classic) and reaches Main Phase 1', () => {
    const raw = battleScenario();
    Object.assign(raw, { turn: 1, phase: 'draw' });
    raw.players[0].monsters = [];
    const r = parseScenario(raw, cards);
    if (!r.ok) throw new Error(r.errors.join('\n'));
    const { state, events } = buildBoard(r.scenario as Scenario, cards, engine.ctx);
    expect(state).toMatchObject({ turn: 1, phase: 'main1', pending: { kind: 'main', player: 0 } });
    expect(state.players[0].hand.length).toBe(2);
    expect(events.map((e) => e.type)).toContain('draw');
  });
});

describe('the runner cannot pass vacuously', () => {
  it('passes the correct expectation', () => {
    const r = runScenario(battleScenario(), engine, cards);
    expect(formatFailures(r)).toBe('');
    expect(r).toMatchObject({ ok: true, stepsRun: 1 });
  });

  it('a wrong expectation fails with expected and actual per field', () => {
    const raw = battleScenario();
    raw.steps[0].expect = { lp: [8000, 7700], monsters: { '0': ['Celtic Guardian'] }, graveyard: { '1': ['Battle Ox'] } };
    const r = runScenario(raw, engine, cards);
    expect(r.ok).toBe(false);
    expect(r.failures.map((f) => f.field)).toEqual(['lp', 'monsters.0', 'graveyard.1']);
    expect(r.failures[0]).toMatchObject({ step: 1, expected: [8000, 7700], actual: [7700, 8000] });
    const text = formatFailures(r);
    expect(text).toContain('step 1 "attack Battle Ox with Celtic Guardian":');
    expect(text).toContain('lp: differs\n      expected: [8000,7700]\n      actual:   [7700,8000]');
    expect(text).toContain('graveyard.1: differs\n      expected: ["Battle Ox"]\n      actual:   []');
  });

  it('an unexpected refusal fails, names the code and stops the run', () => {
    const raw = battleScenario();
    raw.steps = [
      { player: 0, command: 'attack directly with Celtic Guardian' },
      { player: 0, command: 'end battle', expect: { phase: 'main2' } },
    ];
    const r = runScenario(raw, engine, cards);
    expect(r.ok).toBe(false);
    expect(r.failures[0]).toMatchObject({ step: 1, expected: 'accepted', actual: 'DIRECT_ATTACK_BLOCKED' });
    expect(formatFailures(r)).toContain('1 later step was not played');
  });

  it('an expected refusal that is accepted fails', () => {
    const raw = battleScenario();
    raw.steps[0].expectRejection = 'DIRECT_ATTACK_BLOCKED';
    const r = runScenario(raw, engine, cards);
    expect(r.ok).toBe(false);
    expect(r.failures[0]).toMatchObject({ field: 'expectRejection', expected: 'DIRECT_ATTACK_BLOCKED', actual: 'accepted' });
  });

  it('a refusal with the wrong code fails', () => {
    const raw = battleScenario();
    raw.steps[0] = { player: 0, command: 'attack directly with Celtic Guardian', expectRejection: 'ALREADY_ATTACKED' };
    const r = runScenario(raw, engine, cards);
    expect(r.failures[0]).toMatchObject({ expected: 'ALREADY_ATTACKED', actual: 'DIRECT_ATTACK_BLOCKED' });
  });

  it('an option that should be missing, or a missing option, fails', () => {
    const raw = battleScenario();
    raw.steps = [{ expect: { options: { includes: ['Attack directly'], excludes: ['with Celtic Guardian'] } } }];
    const r = runScenario(raw, engine, cards);
    expect(r.failures.map((f) => f.field)).toEqual(['options.includes', 'options.excludes']);
  });

  it('a command the grammar does not understand fails', () => {
    const raw = battleScenario();
    raw.steps[0].command = 'do a little dance';
    const r = runScenario(raw, engine, cards);
    expect(r.ok).toBe(false);
    expect(r.failures[0]!.message).toMatch(/not understood|ambiguous/);
  });

  it('every scenario file fails when one of its refusals or LP totals is changed', () => {
    const dir = new URL('../scenarios/', import.meta.url);
    let mutations = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const scenario = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Raw;
      scenario.steps.forEach((step: Raw, i: number) => {
        const variants: Raw[] = [];
        if (step.expectRejection) {
          const v = structuredClone(scenario);
          delete v.steps[i].expectRejection;
          variants.push(v);
        }
        if (step.expect?.lp) {
          const v = structuredClone(scenario);
          v.steps[i].expect.lp = [step.expect.lp[0] + 100, step.expect.lp[1]];
          variants.push(v);
        }
        for (const v of variants) {
          mutations++;
          const r = runScenario(v, engine, cards);
          if (r.ok) expect.fail(`${file} step ${i + 1} still passes after its expectation was changed`);
        }
      });
    }
    expect(mutations).toBeGreaterThan(40);
    // It replays every scenario file once per mutation: well over the default 5 s on a busy machine.
  }, 120_000);
});
