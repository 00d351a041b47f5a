/**
 * The understanding layer piece by piece: nicknames, the kinds of reading understand()
 * returns, the plan driver (steps matched at their moment, implied Battle Phase only when
 * it helps, nothing half-done), refusals in plain words, and the chat scenario format.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultCards } from '../../src/cards/catalog.js';
import { createHeuristicBot } from '../../src/bot/heuristic.js';
import { offlineAdvance } from '../../src/chat/understand/advance.js';
import { aliasTable } from '../../src/chat/understand/aliases.js';
import { headNoun, initialsOf } from '../../src/chat/understand/aliasRules.js';
import { parseChatScenario } from '../../src/chat/understand/chatScenario.js';
import { runPlan } from '../../src/chat/understand/plan.js';
import { explainRefusal } from '../../src/chat/understand/refusal.js';
import { decisionKey, understand } from '../../src/chat/understand/understand.js';
import { buildBoard } from '../../src/engine/testing/scenario/board.js';
import { parseScenario } from '../../src/engine/testing/scenario/schema.js';
import type { DuelState } from '../../src/engine/types.js';
import { scenarioCards } from '../../src/cli/scenarioFiles.js';

const { db, engine } = defaultCards();
const lookup = scenarioCards(db);

function board(spec: Record<string, unknown>): DuelState {
  const parsed = parseScenario({ name: 't', description: 't', format: 'classic', turn: 3, turnPlayer: 0, phase: 'main1', ...spec, steps: [{ expect: {} }] }, lookup);
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return buildBoard(parsed.scenario, lookup, engine.ctx).state;
}

const deck = ['Celtic Guardian', 'Battle Ox', 'Feral Imp', 'Mystical Elf'];
const mainBoard = (): DuelState =>
  board({
    players: [
      { hand: ['Summoned Skull', 'Feral Imp', 'Dark Hole'], deck, monsters: ['Celtic Guardian'], spellTraps: ['Waboku'] },
      { hand: ['Feral Imp'], deck, monsters: ['Battle Ox'] },
    ],
  });
const ctx = (state: DuelState) => ({ engine, state, player: 0 as const });
const advance = offlineAdvance(engine, createHeuristicBot(), 0);

describe('card nicknames', () => {
  it('derive initials and head nouns by rule, and the data file holds them with the hand-written ones', () => {
    expect(initialsOf('Blue-Eyes White Dragon')).toContain('bewd');
    expect(initialsOf('Mystical Space Typhoon')).toContain('mst');
    expect(initialsOf('Change of Heart')).toEqual(expect.arrayContaining(['coh', 'ch']));
    expect(initialsOf('Dark Magician')).toContain('dm');
    expect(initialsOf('Kuriboh')).toEqual([]);
    expect(headNoun('Summoned Skull')).toBe('skull');
    expect(headNoun('Feral Imp')).toBe('imp');
    expect(headNoun('Battle Ox')).toBe(null); // "ox" is too short to stand alone by rule (it is hand-written)
    const table = aliasTable();
    expect(table.get('rebd')).toEqual(['Red-Eyes Black Dragon']);
    expect(table.get('reborn')).toEqual(['Monster Reborn']);
    expect(table.get('elf')).toEqual(expect.arrayContaining(['Mystical Elf', 'Ancient Elf']));
  });
});

describe('understand()', () => {
  it('returns each kind of reading, never a shrug', () => {
    const s = mainBoard();
    const plan = understand('sac celtic for skull', ctx(s));
    expect(plan.kind).toBe('plan');
    if (plan.kind === 'plan') expect(plan.first.kind === 'option' && plan.first.option.label).toMatch(/Tribute Summon Summoned Skull/);
    expect(understand('what does dark hole do?', ctx(s)).kind).toBe('question');
    expect(understand('show me the board', ctx(s))).toMatchObject({ kind: 'request', request: 'board' });
    expect(understand("hi kip! ready to lose?", ctx(s)).kind).toBe('banter');
    const vague = understand('banana', ctx(s));
    expect(vague.kind).toBe('ask-back');
    if (vague.kind === 'ask-back') {
      expect(vague.options.length).toBeGreaterThanOrEqual(2);
      expect(vague.options.length).toBeLessThanOrEqual(5);
      expect(vague.commands).toHaveLength(vague.options.length);
    }
    const polite = understand('could you summon feral imp for me please?', ctx(s));
    expect(polite).toMatchObject({ kind: 'plan', polite: true });
  });

  it('answers a decision that has passed with "moved on" and numbers with the last list', () => {
    const s = mainBoard();
    const key = decisionKey(s);
    const after = engine.apply(s, engine.legalActions(s).find((o) => o.action.type === 'set-spell-trap')!.action);
    if (!after.ok) throw new Error('set refused');
    expect(understand('end turn', { ...ctx(after.state), writtenAgainst: key }).kind).toBe('moved-on');
    expect(understand('end turn', { ...ctx(after.state), writtenAgainst: decisionKey(after.state) }).kind).toBe('plan');
    const ask = understand('summon', ctx(s));
    expect(ask.kind).toBe('ask-back');
    if (ask.kind !== 'ask-back') return;
    const second = understand('2', { ...ctx(s), listed: ask.options });
    expect(second.kind === 'plan' && second.first.kind === 'option' && second.first.option.id).toBe(ask.options[1]!.id);
    // A dismissal after the ask-back lets the list go; without a list it is a take-back of nothing, asked back.
    expect(understand('no forget it', { ...ctx(s), listed: ask.options })).toMatchObject({ kind: 'moved-on', dropped: true });
    expect(understand('ugh no. leave it', { ...ctx(s), listed: ask.options })).toMatchObject({ kind: 'moved-on', dropped: true });
    expect(understand('no forget it', ctx(s)).kind).toBe('ask-back');
  });
});

describe('runPlan()', () => {
  it('matches each step at its moment, advances the duel between steps and enters the Battle Phase only for an attack it allows', async () => {
    const s = mainBoard();
    let advances = 0;
    const run = await runPlan(
      { engine, state: s, player: 0, pieces: ['tribute celtic for skull', 'attack battle ox with it', 'end battle'] },
      { advance: (st) => (advances++, advance(st)) },
    );
    expect(run.failed).toBe(null);
    expect(run.applied.map((m) => m.option.action.type)).toEqual(['normal-summon', 'enter-battle', 'attack', 'end-battle']);
    expect(run.applied[1]!.implied).toBe(true);
    expect(advances).toBe(run.applied.length);
    expect(run.done).toEqual(['tribute celtic for skull', 'attack battle ox with it', 'end battle']);
    expect(run.state.players[1].monsters.filter((m) => m !== null)).toHaveLength(0);
  });

  it('stops at a failed step with its true cause, says what was done and leaves nothing of the failed step behind', async () => {
    const s = mainBoard();
    const run = await runPlan({ engine, state: s, player: 0, pieces: ['summon feral imp', 'attack directly with celtic', 'end turn'] }, { advance });
    expect(run.done).toEqual(['summon feral imp']);
    expect(run.notTried).toEqual(['end turn']);
    expect(run.failed?.kind).toBe('match');
    if (run.failed?.kind !== 'match' || run.failed.match.kind !== 'rejected') throw new Error('expected a refusal');
    // The Battle Ox blocks the direct attack: the Battle Phase was not entered for nothing.
    expect(run.failed.match.rejection.code).toBe('DIRECT_ATTACK_BLOCKED');
    expect(run.state.phase).toBe('main1');
    expect(run.applied.map((m) => m.option.action.type)).toEqual(['normal-summon']);
  });

  it('joins pieces that are one move and lends the verb to a verb-less piece', async () => {
    const s = board({
      players: [
        { hand: ['Blue-Eyes White Dragon', 'Remove Trap', 'Sword of Dark Destruction'], deck, monsters: ['Feral Imp', 'Mystical Elf'] },
        { hand: ['Feral Imp'], deck, monsters: ['Battle Ox'] },
      ],
    });
    const run = await runPlan({ engine, state: s, player: 0, pieces: ['tribute imp', 'elf for bewd', 'set remove trap', 'the sword'] }, { advance });
    expect(run.failed).toBe(null);
    expect(run.applied.map((m) => m.option.label)).toEqual([
      expect.stringMatching(/Tribute Summon Blue-Eyes White Dragon, tributing Feral Imp .* and Mystical Elf/),
      'Set Remove Trap face-down',
      'Set Sword of Dark Destruction face-down',
    ]);
  });
});

describe('explainRefusal()', () => {
  it('gives the real cause first, then what can be done, then the rule; the code only in details', () => {
    const s = board({
      phase: 'main2',
      players: [
        { hand: ['Feral Imp'], deck, monsters: ['Summoned Skull'] },
        { hand: ['Feral Imp'], deck, monsters: ['Mystical Elf'] },
      ],
    });
    const action = { type: 'attack' as const, player: 0 as const, attacker: s.players[0].monsters[0]!, target: s.players[1].monsters[0]! };
    const rejection = engine.check(s, action);
    if (!rejection) throw new Error('the attack should be refused in Main Phase 2');
    const r = explainRefusal(rejection, { engine, state: s, player: 0, action });
    expect(r.reason).toMatch(/Battle Phase is over/);
    expect(r.text).not.toMatch(/Enter the Battle Phase first/i);
    expect(r.text).not.toMatch(/^No\b/);
    expect(r.text).toMatch(/You can: .*Normal Summon Feral Imp/);
    expect(r.text.endsWith(`(rule ${rejection.rule})`)).toBe(true);
    expect(r.text).not.toContain(rejection.code);
    expect(r.details).toBe(`code ${rejection.code}`);
  });

  it('says nothing can attack when no monster of the player could', () => {
    const s = board({
      players: [
        { hand: ['Feral Imp'], deck, monsters: [{ card: 'Mystical Elf', position: 'defense' }] },
        { hand: ['Feral Imp'], deck, monsters: ['Battle Ox'] },
      ],
    });
    const action = { type: 'attack' as const, player: 0 as const, attacker: s.players[0].monsters[0]!, target: null };
    const r = explainRefusal(engine.check(s, action)!, { engine, state: s, player: 0, action });
    expect(r.reason).toMatch(/None of your monsters can attack now/);
  });
});

describe('chat scenario files', () => {
  it('name the field of every problem', () => {
    const bad = parseChatScenario(
      {
        name: 'x',
        description: 'x',
        board: { format: 'classic', turn: 3, turnPlayer: 0, phase: 'main1', players: [{ hand: ['Dark Magican'] }, {}] },
        steps: [{ say: 'hi', expect: { reply: 'shrug' } }],
      },
      lookup,
    );
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors.join('\n')).toMatch(/steps\[0\]\.expect\.reply/);
    const badBoard = parseChatScenario(
      { name: 'x', description: 'x', board: { format: 'classic', turn: 3, turnPlayer: 0, phase: 'main1', players: [{ hand: ['Dark Magican'] }, {}] }, steps: [{ say: 'hi', expect: { reply: 'banter' } }] },
      lookup,
    );
    expect(!badBoard.ok && badBoard.errors.join('\n')).toMatch(/board\.players\[0\]\.hand\[0\]: no card named "Dark Magican"/);
  });

  it('npm run chat:eval prints one JSON object per message, a total, and fails on a miss', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chat-eval-'));
    const file = join(dir, 'one.json');
    const boardSpec = { format: 'classic', turn: 3, turnPlayer: 0, phase: 'main1', players: [{ hand: ['Feral Imp', 'Dark Hole'], deck }, { hand: ['Feral Imp'], deck }] };
    writeFileSync(file, JSON.stringify({ name: 'one', description: 'd', board: boardSpec, steps: [{ say: 'summn imp', expect: { applied: ['summon Feral Imp'] } }, { say: 'hello kip', expect: { reply: 'answer' } }] }));
    let out = '';
    let status = 0;
    try {
      out = execFileSync('npx', ['tsx', 'src/cli/chat-eval.ts', file, '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    } catch (err) {
      const e = err as { status: number; stdout: string };
      status = e.status;
      out = e.stdout;
    }
    const lines = out.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(status).toBe(1);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ step: 1, message: 'summn imp', pass: true });
    expect(lines[1]).toMatchObject({ step: 2, pass: false, got: { reply: 'banter' } });
    expect(Object.keys(lines[0]!).sort()).toEqual(['expected', 'file', 'got', 'kind', 'message', 'pass', 'step', 'unasked']);
    expect(lines[0]).toMatchObject({ kind: 'move', unasked: 0 });
    expect(lines[1]).toMatchObject({ kind: 'question', unasked: 0 });
    expect(lines[2]).toMatchObject({ passed: 1, total: 2, unasked: 0, malformed: 0, perKind: { move: { passed: 1, total: 1 }, question: { passed: 0, total: 1 } } });
    const heldBack = (lines[2] as { heldBack: { intent: { accuracy: number }; language: { accuracy: number } } }).heldBack;
    expect(heldBack.intent.accuracy).toBeGreaterThan(0.9);
    expect(heldBack.language.accuracy).toBeGreaterThan(0.9);
  }, 180_000);
});
