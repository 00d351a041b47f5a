/**
 * DuelSession offline and with an in-process scripted model: a whole duel by chat, one
 * plan call per bot turn, snapshot and restore, and the message reader.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseChatArgs, runChatLoop } from '../../src/cli/chat.js';
import { loadDeck } from '../../src/cli/play.js';
import { DuelSession, type SessionChunk } from '../../src/chat/session.js';
import { isConcede } from '../../src/chat/interpret.js';
import { understand } from '../../src/chat/understand/index.js';
import { parseCommand } from '../../src/engine/text/grammar.js';
import type { Action, DuelState } from '../../src/engine/types.js';
import { chooseMove } from '../../src/llm/moveChooser.js';
import { loadDefaultPersona } from '../../src/llm/persona.js';
import { loadNamedLines } from '../../src/llm/offline/personaLines.js';
import { unplannedChange } from '../../src/llm/turnPlan.js';
import { sampleFromSchema } from '../support/fakeOpenAI.js';
import { canSee } from '../../src/engine/text/describe.js';
import { prepareJsonSchema } from '../../src/llm/openaiJson.js';
import { approxTokens, CACHE_MIN_TOKENS } from '../../src/llm/promptCache.js';
import { toViewOptions } from '../../src/engine/viewIds.js';
import { defaultPlan } from '../llm/planDuel.js';
import { allText, collect, config, engine, humanMove, messages, namedIn, playOut, replayHash, ScriptedModel, session } from './helpers.js';

const kipLines = loadNamedLines('kip');
const events = (chunks: readonly SessionChunk[]) => chunks.flatMap((c) => (c.type === 'event' ? [c.event] : []));
const nameOf = (s: DuelState, id: number): string => s.catalog[s.cards[id]!.passcode]!.name;
const summonable = (s: DuelSession): string[] =>
  s.legalOptions().filter((o) => o.id.startsWith('summon:') && !o.id.includes(':t')).map((o) => o.command.replace(/^summon /, ''));

describe('DuelSession offline: a whole duel by chat', () => {
  // A whole duel, and the first message trains the intent and language models (about a second on a loaded machine).
  it('greets, shows piles, answers questions and banter, asks on ambiguity, plays multi-step moves, cites rules, finishes and replays', { timeout: 30_000 }, async () => {
    // Seed chat-2, the bot first: on turn 2 the bot has Rogue Doll (1600) and we hold Neo the Magic Swordsman (1700).
    const s = session({ config: config('chat-2', 1) });

    const opening = await collect(s.open());
    const [greeting, banner] = messages(opening);
    // Kip goes first here: the greeting says so (never the card's "you take the opening turn").
    expect(kipLines['greeting.bot-first'].map((l) => l.replace('{user}', 'Duelist').replace('{char}', 'Kip'))).toContain(greeting);
    expect(greeting).not.toMatch(/opening turn's yours|you take the opening turn|you're up first/i);
    expect(banner).toBe('playing against Kip · offline model (no API key or base URL set)');
    expect(events(opening)[0]).toMatchObject({ type: 'duel-start' });
    // The story in order: the bot's turn is narrated right after the events it tells, before the next turn begins; the board, then the options, close the reply.
    const optionsAt = opening.findIndex((c) => c.type === 'options');
    const narrationAt = opening.findIndex((c) => c.type === 'text' && c.role === 'narration');
    const firstSummonAt = opening.findIndex((c) => c.type === 'event' && (c.event.type === 'normal-summon' || c.event.type === 'set-monster'));
    const secondTurnAt = opening.findIndex((c) => c.type === 'event' && c.event.type === 'turn' && c.event.turn === 2);
    const lastView = opening.map((c) => c.type).lastIndexOf('view');
    expect(optionsAt).toBeGreaterThan(lastView);
    expect(narrationAt).toBeGreaterThan(firstSummonAt);
    expect(narrationAt).toBeLessThan(secondTurnAt);
    expect(opening.at(-1)).toEqual({ type: 'done' });
    expect(s.state.turn).toBe(2);
    const before = s.actions.length;

    // A request: both Graveyards, nothing applied.
    const gy = await collect(s.send('show me your graveyard'));
    expect(messages(gy, 'info')[0]).toMatch(/^Your Graveyard \(0\): \(empty\)\nOpponent's Graveyard \(0\): \(empty\)$/);
    // A card question, from the card data; a rules question, from the reference with its section id.
    const card = await collect(s.send('what does Trap Hole do?'));
    expect(messages(card, 'answer')[0]).toMatch(/^Trap Hole: Normal Trap Card\.\n.*destroyed/s);
    const rule = await collect(s.send('how many cards can I keep in my hand at the end of my turn?'));
    expect(messages(rule, 'answer')[0]).toContain('[turn.hand-limit]');
    // Banter and a cheeky request: in character, nothing applied; the bot's hand stays hidden.
    expect(kipLines.compliment.map((l) => l.replace('{char}', 'Kip'))).toContain(messages(await collect(s.send('nice move')), 'reply')[0]);
    expect(allText(await collect(s.send('show me your hand')))).toBe('Nice try. My hand stays hidden until the cards hit the table.');
    // Not a move and not clearly banter: an ask-back with the closest options, never a shrug.
    expect(allText(await collect(s.send('set my LP to 99999')))).toMatch(/^I did not catch that as a move\. Did you mean one of these\?\n {2}1\. /);
    expect(s.actions.length).toBe(before);
    expect(s.state.players[0].lp).toBe(8000);

    // Ambiguity: "summon" could be any of several monsters; each is listed by its name (no command), and that name reads back as its option.
    const ambiguous = messages(await collect(s.send('summon')), 'reply')[0]!;
    expect(ambiguous).toMatch(/^Which one do you mean\?\n/);
    expect(ambiguous).not.toContain('>');
    const listed = [...ambiguous.matchAll(/^ {2}\d+\. Normal Summon (.+?)(?: \(h\d\))?$/gm)].map((m) => `summon ${m[1]!}`);
    expect(listed.length).toBeGreaterThanOrEqual(3);
    for (const command of listed) expect(parseCommand(s.state, 0, command, engine).kind).toBe('option');
    expect(s.actions.length).toBe(before);

    // Multi-step: summon, then "attack with it" (the Battle Phase is entered on the way).
    const rogueDoll = s.view().opponent.monsters.find((m) => m?.name === 'Rogue Doll')!;
    const multi = await collect(s.send('I summon Neo the Magic Swordsman then attack with it'));
    const ev = events(multi);
    const summon = ev.find((e) => e.type === 'normal-summon');
    const attack = ev.find((e) => e.type === 'attack');
    expect(summon && nameOf(s.state, (summon as { card: number }).card)).toBe('Neo the Magic Swordsman');
    expect(attack).toMatchObject({ type: 'attack', player: 0, attacker: (summon as { card: number }).card, target: rogueDoll.id });
    expect(ev.some((e) => e.type === 'phase' && e.phase === 'battle')).toBe(true);
    expect(ev).toContainEqual(expect.objectContaining({ type: 'battle-damage', player: 1, amount: 100, lp: 7900 }));
    // The user's stretch is narrated; the turn stays in the user's hands though nothing but ending it is left.
    const narrations = messages(multi, 'narration');
    // Offline prose about the stretch, not the log lines again (those are the events' own grey lines).
    expect(narrations[0]).toContain('Neo the Magic Swordsman');
    expect(narrations[0]).toMatch(/Rogue Doll/);
    expect(narrations[0]).toMatch(/100 damage \(7900 LP left\)/);
    expect(narrations[0]).not.toMatch(/Normal Summoned|destroyed by battle|Chain Link/);
    expect(narrations.length).toBe(1);
    expect(s.state.turn).toBe(2);
    expect(s.state.pending).toMatchObject({ kind: 'battle', player: 0 });
    expect(s.legalOptions().map((o) => o.command)).toEqual(['end battle']);
    // Their word ends it; the bot plays its turn and narrates it.
    const ended = await collect(s.send("that's it, your turn"));
    expect(messages(ended, 'narration').length).toBe(1);
    expect(s.state.turn).toBe(4);
    expect(multi.some((c) => c.type === 'view')).toBe(true);

    // An illegal move is answered with the engine's reason and its rule.
    const second = summonable(s)[1];
    expect(second).toBeTruthy();
    // "summon" lists the choices; a number picks one of them.
    const choices = messages(await collect(s.send('summon')), 'reply')[0]!;
    const firstChoice = /^ {2}1\. Normal Summon (.+)$/m.exec(choices)![1]!;
    // Players' words only: no command, option id or code in the list.
    expect(choices).not.toMatch(/>|:\d|choose|code/);
    const picked = await collect(s.send('1'));
    const pickedSummon = events(picked).find((e) => e.type === 'normal-summon') as { card: number } | undefined;
    expect(pickedSummon && nameOf(s.state, pickedSummon.card)).toBe(firstChoice);
    const applied = s.actions.length;
    const illegal = allText(await collect(s.send(`summon ${second === firstChoice ? summonable(s)[0] : second}`)));
    // The true cause first, what can be done instead, the rule id last; no error code.
    expect(illegal).toMatch(/^You already used your one Normal Summon or Set this turn\b.* You can: .*\(rule summon\.once-per-turn\)$/s);
    expect(illegal).not.toMatch(/details|code [A-Z_]+/);
    expect(s.actions.length).toBe(applied);

    // A number picks from the last list; "help" numbers every option.
    const help = allText(await collect(s.send('help')));
    expect(help).toMatch(/^Your options \(type the number or the command\):\n {3}1\. /);

    // The rest of the duel by typed commands and clicks.
    await playOut(s);
    expect(s.state.result).not.toBeNull();
    expect(s.stateHash()).toBe(replayHash(s));
    expect(s.modelCalls).toEqual([]);
    expect(s.history.filter((h) => h.role === 'user').length).toBeGreaterThan(20);
    // After the end: no more moves, but the board is still there.
    const late = await collect(s.send('end turn'));
    expect(late).toContainEqual(expect.objectContaining({ type: 'error', code: 'DUEL_OVER' }));
    expect(messages(await collect(s.send('board')), 'info')[0]).toMatch(/^== Turn \d+/);
  });
});

describe('DuelSession with a model: one plan per bot turn', () => {
  it('asks for one plan per bot turn and follows it; asks again only after a change the plan did not cover; no call for a single option; the bot\'s turn needs no narration call', async () => {
    // Every call is noted with the turn and how many steps the duel had then.
    const calls: { turn: number; steps: number; schema: string }[] = [];
    let s!: DuelSession;
    const model = new ScriptedModel({
      structured: (request) => {
        calls.push({ turn: s.state.turn, steps: s.steps.length, schema: request.schemaName });
        const schema = z.toJSONSchema(request.schema) as Record<string, unknown>;
        return request.schemaName === 'turn_plan' ? defaultPlan(schema) : sampleFromSchema(schema);
      },
    });
    s = session({ config: config('calls-1', 1) }, { model });
    await collect(s.open());
    await playOut(s, 400);
    expect(s.state.result).not.toBeNull();

    // Walk the duel again with the engine alone: the bot's real choices, turn by turn.
    const start = engine.newDuel(s.config);
    if (!start.ok) throw new Error('duel');
    let state = start.state;
    const realByTurn = new Map<number, number>();
    const actionsByTurn = new Map<number, number>();
    let single = 0;
    for (const action of s.actions) {
      if (action.player === 1 && action.type !== 'surrender') {
        if (engine.legalActions(state).length >= 2) realByTurn.set(state.turn, (realByTurn.get(state.turn) ?? 0) + 1);
        else single++;
        actionsByTurn.set(state.turn, (actionsByTurn.get(state.turn) ?? 0) + 1);
      }
      const r = engine.apply(state, action);
      if (!r.ok) throw new Error(r.rejection.message);
      state = r.state;
    }
    expect(single).toBe(0); // the engine takes single-option decisions itself
    const moveCalls = s.modelCalls.filter((r) => r.role === 'moves');
    expect(moveCalls.length).toBe(calls.filter((c) => c.schema === 'turn_plan').length);
    expect(calls.every((c) => c.schema === 'turn_plan')).toBe(true);
    const botTurns = [...realByTurn.keys()];
    expect(botTurns.length).toBeGreaterThan(3);
    // Normal Monsters give the bot nothing to answer with: every call is made in its own turn.
    expect(calls.every((c) => (c.turn % 2 === 1) === (s.config.firstPlayer === 1))).toBe(true);
    const callsByTurn = new Map<number, typeof calls>();
    for (const c of calls) callsByTurn.set(c.turn, [...(callsByTurn.get(c.turn) ?? []), c]);
    let followed = 0;
    for (const [turn, list] of callsByTurn) {
      // A second call in a turn only after something the plan did not cover happened in between.
      for (let i = 1; i < list.length; i++) {
        const between = s.steps.slice(list[i - 1]!.steps, list[i]!.steps).flatMap((st) => st.events);
        expect(between.some((e) => unplannedChange(e, 1) !== null), `turn ${turn}: call ${i + 1} follows a change`).toBe(true);
      }
      if (list.length === 1 && (actionsByTurn.get(turn) ?? 0) >= 3) followed++;
    }
    // Turns with several bot moves on one call: the plan was followed without asking again.
    expect(followed).toBeGreaterThan(1);
    expect(moveCalls.length / botTurns.length).toBeLessThanOrEqual(1.5);
    // Narration: one call per narrated stretch of the player's; the bot's turns speak through the plan's line.
    const narrationCalls = s.modelCalls.filter((r) => r.role === 'narration');
    const narrated = s.history.filter((h) => h.kind === 'narration');
    expect(narrationCalls.length).toBeGreaterThan(0);
    expect(narrationCalls.length).toBe(narrated.filter((h) => h.text === 'Good game so far.').length);
    expect(narrated.length).toBeGreaterThan(narrationCalls.length);
    expect(s.history.filter((h) => h.kind === 'reply' && h.text === 'Let us see what this does.').length).toBeGreaterThan(1);
    // Offline-readable commands never reach the interpreter.
    expect(s.modelCalls.filter((r) => r.role === 'interpret')).toEqual([]);

    // chooseMove itself: one option, no call.
    const counting = new ScriptedModel();
    const view = engine.view(state, 1);
    const only = { id: 'end-turn', label: 'End your turn', action: { type: 'end-turn', player: 1 } as Action };
    const picked = await chooseMove({ view, options: [only], recentEvents: [], persona: loadDefaultPersona(), model: counting });
    expect(picked).toEqual({ option: only, records: [], source: 'only-option' });
    expect(counting.requests).toEqual([]);
  });
});

describe('DuelSession with a model: reading loose words', () => {
  it('the model sees the decision, the options with commands and the player\'s own view, never a hidden card; its plans are confirmed first, banter never moves, a surrender needs the user\'s own words', async () => {
    const seen: { system: string; user: string; schema: Record<string, unknown>; strict: boolean; hidden: string[] }[] = [];
    let s!: DuelSession;
    const model = new ScriptedModel({
      structured: (request) => {
        const schema = z.toJSONSchema(request.schema) as Record<string, unknown>;
        if (request.role !== 'interpret') return request.schemaName === 'turn_plan' ? defaultPlan(schema) : sampleFromSchema(schema);
        const [system, user] = request.messages.map((m) => m.content) as [string, string];
        // The bot's cards the player cannot see (names no card the player sees or owns shares).
        const st = s.state;
        const known = new Set(st.cards.filter((c) => c.owner === 0 || canSee(st, c.id, 0)).map((c) => nameOf(st, c.id)));
        const hidden = [...new Set(st.cards.filter((c) => c.owner === 1 && !canSee(st, c.id, 0)).map((c) => nameOf(st, c.id)))].filter((n) => !known.has(n));
        seen.push({ system, user, schema, strict: prepareJsonSchema(request.schema).strict, hidden });
        const message = user.slice(user.lastIndexOf('message:\n') + 'message:\n'.length);
        const ids = ((schema['properties'] as Record<string, { items: { enum: string[] } }>)['steps']!.items.enum);
        // The model only sees "my h2": the hidden card's name became its hand zone; the option's command says the same.
        const ref = /^get my (h\d) out there/.exec(message)?.[1];
        if (ref) {
          const summon = new RegExp(`^(\\S+): .*\\[says: summon ${ref}\\]$`, 'm').exec(user)![1]!;
          const attack = ids.find((id) => id.startsWith(`attack:${summon.split(':')[1]}:`) && !id.endsWith(':direct'))!;
          return { kind: 'moves', steps: [summon, 'battle', attack], request: null, question: null };
        }
        // Banter read as the rest of the turn (as a model once did).
        if (message.startsWith('haha')) return { kind: 'moves', steps: ids.filter((id) => id === 'end-battle' || id === 'end-turn'), request: null, question: null };
        if (message === "I'm done for") return { kind: 'request', steps: [], request: 'concede', question: null };
        return { kind: 'banter', steps: [], request: null, question: null };
      },
      stream: () => 'Heh, nice.',
    });
    s = session({ config: config('chat-2', 1) }, { model });
    await collect(s.open());
    const calls = () => model.requests.filter((r) => r.role === 'interpret').length;

    // Offline-readable messages never reach the interpreter.
    await collect(s.send('board'));
    expect(calls()).toBe(0);

    // A plan of three moves the offline reading did not find: shown, not played.
    const before = s.actions.length;
    const loose = await collect(s.send('get my swordsman out there and go hit their doll with it'));
    expect(calls()).toBe(1);
    expect(s.actions.length).toBe(before);
    const asked = messages(loose, 'reply').join('\n');
    const target = /I read that as these moves:\n {2}1\. Normal Summon Neo the Magic Swordsman.*\n {2}2\. Enter the Battle Phase\n {2}3\. Attack (.+) with Neo the Magic Swordsman\nShall I play them\? \(yes or no\)/.exec(asked)?.[1];
    expect(s.view().opponent.monsters.map((m) => m?.name)).toContain(target);
    // What the model saw: the decision, the player's hand and board, every option with its command; no hidden card.
    const first = seen[0]!;
    expect(first.user).toMatch(/^Decision now \(Duelist's\): Main Phase 1 of your turn/);
    expect(first.user).toMatch(/ hand: /);
    expect(first.user).toMatch(/^end-turn: End .*\[says: end turn\]$/m);
    expect(first.user).toMatch(/^get my h\d out there and go hit their doll with it$/m);
    expect(first.user).not.toMatch(/Neo the Magic Swordsman/);
    expect(first.hidden.length).toBeGreaterThan(0);
    for (const x of seen) expect(namedIn(`${x.system}\n${x.user}`, x.hidden, [])).toEqual([]);
    // The static instructions come first and are long enough for a provider to cache (1,024 tokens).
    expect(approxTokens(first.system)).toBeGreaterThanOrEqual(CACHE_MIN_TOKENS);
    // Strict output: closed objects, every field required, the optional ones nullable.
    expect(first.strict).toBe(true);
    expect(first.schema['required']).toEqual(['kind', 'steps', 'request', 'question']);
    expect(JSON.stringify((first.schema['properties'] as Record<string, unknown>)['question'])).toMatch(/null/);

    // The yes plays the plan, with no second reading.
    const played = await collect(s.send('yes'));
    expect(calls()).toBe(1);
    const ev = events(played);
    expect(ev.find((e) => e.type === 'normal-summon')).toBeDefined();
    expect(ev.find((e) => e.type === 'attack')).toMatchObject({ player: 0 });
    expect(ev).toContainEqual(expect.objectContaining({ type: 'destroyed', owner: 1 }));
    expect(s.stateHash()).toBe(replayHash(s));

    // Banter that the model reads as moves applies none: it is answered as banter.
    const still = s.actions.length;
    const chat = await collect(s.send('haha what a lovely afternoon'));
    expect(calls()).toBe(2);
    expect(seen[1]!.system).toBe(first.system); // the cached prefix is byte-identical
    expect(s.actions.length).toBe(still);
    expect(events(chat)).toEqual([]);
    expect(messages(chat, 'reply')).toEqual(['Heh, nice.']);

    // A model that reads "I'm done for" as a surrender request: nothing happens.
    await collect(s.send("I'm done for"));
    expect(s.actions.length).toBe(still);
    expect(s.state.result).toBeNull();
    // Only the user's own words concede.
    const concede = await collect(s.send('I concede'));
    expect(s.state.result).toEqual({ winner: 1, reason: 'surrender' });
    expect(events(concede)).toContainEqual(expect.objectContaining({ type: 'surrender', player: 0 }));
    expect(calls()).toBe(3);
  });
});

describe('DuelSession with a model: one move read by the model', () => {
  it('plays at once a move the offline reading had among its candidates; asks first for one it did not, and a no plays nothing', async () => {
    let pick: (ids: string[]) => string[] = () => [];
    const model = new ScriptedModel({
      structured: (request) => {
        const schema = z.toJSONSchema(request.schema) as Record<string, unknown>;
        if (request.role !== 'interpret') return sampleFromSchema(schema);
        const ids = (schema['properties'] as Record<string, { items: { enum: string[] } }>)['steps']!.items.enum;
        return { kind: 'moves', steps: pick(ids), request: null, question: null };
      },
      stream: () => 'Heh, nice.',
    });
    const s = session({ config: config('chat-one', 0) }, { model });
    await collect(s.open());
    const offline = (text: string) => understand(text, { engine, state: s.state, player: 0 });
    const viewIds = (options: readonly { id: string }[]) => toViewOptions(s.state, engine.legalActions(s.state).filter((o) => options.some((x) => x.id === o.id)), 0).map((o) => o.id);

    // A move none of the offline candidates holds: shown first; "no" plays nothing. ("do something fun" is banter to the intent model now.)
    const unsure = offline('do something');
    const others = unsure.kind === 'ask-back' ? viewIds(unsure.options) : [];
    expect(unsure.kind).toBe('ask-back');
    pick = (ids) => [ids.find((id) => !others.includes(id) && s.legalOptions().some((o) => o.id === id))!];
    const now = s.actions.length;
    const shown = await collect(s.send('do something'));
    expect(messages(shown, 'reply').join('\n')).toMatch(/^I read that as this move:\n {2}1\. .+\nShall I play it\? \(yes or no\)$/);
    const no = await collect(s.send('no'));
    expect(messages(no, 'reply')).toEqual(['Alright, none of it was played.']);
    expect(s.actions.length).toBe(now);

    // "go for it" is an ask-back offline; the model picks the first of those candidates: played, no question.
    const reading = offline('go for it');
    expect(reading.kind).toBe('ask-back');
    const candidates = viewIds(reading.kind === 'ask-back' ? reading.options : []);
    pick = () => [candidates[0]!];
    const before = s.actions.length;
    const expected = s.findOption(candidates[0]!)!.action;
    const played = await collect(s.send('go for it'));
    expect(s.actions[before]).toEqual(expected);
    expect(messages(played, 'reply').join('\n')).not.toMatch(/Shall I play/);

    expect(model.requests.filter((r) => r.role === 'interpret')).toHaveLength(2);
  });
});

describe('DuelSession snapshots', () => {
  it('toJSON / restore reproduce the same state hash, history and actions, and refuse a tampered snapshot', async () => {
    const s = session({ config: config('snap-1', 0) });
    await collect(s.open());
    for (let i = 0; i < 12 && !s.state.result; i++) await humanMove(s, i % 2 === 1);
    await collect(s.send('nice one'));
    const snapshot = JSON.parse(JSON.stringify(s.toJSON())) as ReturnType<DuelSession['toJSON']>;
    expect(snapshot.steps.map((x) => x.action)).toEqual(s.actions);
    expect(snapshot.steps.map((x) => x.stateHash)).toEqual(s.steps.map((x) => x.stateHash));
    expect(snapshot.stateHash).toBe(s.stateHash());

    const r = DuelSession.restore(snapshot, { model: null });
    expect(r.stateHash()).toBe(s.stateHash());
    expect(r.actions).toEqual(s.actions);
    expect(r.history).toEqual(s.history);
    expect(r.view()).toEqual(s.view());
    expect(r.legalOptions()).toEqual(s.legalOptions());

    // Both go on identically.
    const a = await humanMove(s, true);
    const b = await humanMove(r, true);
    expect(r.stateHash()).toBe(s.stateHash());
    expect(allText(b)).toBe(allText(a));

    const tampered = JSON.parse(JSON.stringify(snapshot)) as typeof snapshot;
    tampered.stateHash = 'not-the-hash';
    expect(() => DuelSession.restore(tampered, { model: null })).toThrow(/snapshot replay gives state/);
    // A changed hash in the middle is found at its step, not only at the end.
    const midway = JSON.parse(JSON.stringify(snapshot)) as typeof snapshot;
    midway.steps[2]!.stateHash = 'ffffffffffffffff';
    expect(() => DuelSession.restore(midway, { model: null })).toThrow(/after step 3, the snapshot says ffffffffffffffff/);
    const illegal = JSON.parse(JSON.stringify(snapshot)) as typeof snapshot;
    illegal.steps.splice(0, 0, { action: { type: 'end-turn', player: 1 }, stateHash: snapshot.steps[0]!.stateHash });
    expect(() => DuelSession.restore(illegal, { model: null })).toThrow(/refused by the engine/);
    // A version 1 snapshot (actions and the final hash) still restores.
    const { steps, startHash: _start, ...rest } = snapshot;
    const v1 = DuelSession.restore({ ...rest, version: 1, actions: steps.map((x) => x.action) }, { model: null });
    expect(v1.stateHash()).toBe(snapshot.stateHash);
    expect(() => DuelSession.restore({ version: 99 }, { model: null })).toThrow(/not a duel session snapshot/);
  });
});

describe('reading messages offline', () => {
  it('tells moves, questions, requests, banter and ask-backs apart (the understanding layer the session uses)', async () => {
    expect(isConcede('I concede')).toBe(true);
    expect(isConcede('I will never give up!')).toBe(false);

    const s = session({ config: config('chat-2', 1) });
    await collect(s.open());
    const kind = (m: string) => understand(m, { state: s.state, player: 0, engine });
    expect(kind('show me your graveyard')).toEqual({ kind: 'request', request: 'graveyard' });
    expect(kind('gy')).toEqual({ kind: 'request', request: 'graveyard' });
    expect(kind('board')).toEqual({ kind: 'request', request: 'board' });
    expect(kind("what's in your hand?")).toEqual({ kind: 'request', request: 'hand', whose: 'yours' });
    expect(kind('help')).toEqual({ kind: 'request', request: 'help' });
    expect(kind('I give up')).toEqual({ kind: 'request', request: 'concede' });
    expect(kind('what does Trap Hole do?')).toMatchObject({ kind: 'question' });
    expect(kind('how are you?')).toMatchObject({ kind: 'banter' });
    expect(kind('gg')).toMatchObject({ kind: 'banter' });
    expect(kind('set my LP to 99999')).toMatchObject({ kind: 'ask-back' });
    expect(kind('summon Neo the Magic Swordsman then attack with it')).toMatchObject({ kind: 'plan', pieces: ['summon neo the magic swordsman', 'attack with it'], first: { kind: 'option' } });
    expect(kind("I'll summon Neo the Magic Swordsman and swing at your doll")).toMatchObject({ kind: 'plan', first: { kind: 'option', option: { action: { type: 'normal-summon' } } } });
    expect(kind('summon my imaginary dragon').kind).toBe('ask-back');
  });
});

describe('npm run chat: the terminal loop', () => {
  it('reads piped lines, echoes them, streams replies with the speaker, shows the board on each of your turns, and parses its flags', async () => {
    const s = session({ config: config('cli-1', 0) });
    const output = new PassThrough();
    let text = '';
    output.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    const outcome = await runChatLoop({
      session: s,
      input: Readable.from(['nice to meet you\n', 'show me your graveyard\n', 'end turn\n', 'quit\n', 'never read\n']),
      output,
    });
    expect(outcome).toEqual({ quit: true });
    expect(text).toContain('(playing against Kip · offline model (no API key or base URL set))');
    expect(text).toContain('> nice to meet you\nKip: ');
    expect(text).toContain('> show me your graveyard\nYour Graveyard (0): (empty)');
    expect(text).toMatch(/> end turn\n {2}· End Phase\.\n {2}· Turn 2: your opponent's turn\./);
    expect(text.match(/== Turn \d+ · Your turn/g)?.length).toBe(2);
    expect(text).toContain('> quit\nYou leave the duel.');
    expect(text).not.toContain('never read');

    expect(parseChatArgs(['--persona', 'card.png', '--name', 'Joey', '--chain', 'manual', '--seed', '9'])).toMatchObject({
      persona: 'card.png',
      name: 'Joey',
      chain: 'manual',
      seed: '9',
      deck: 'normals-yugi',
    });
    // A GOAT or modern deck plays its own format unless --format says otherwise.
    expect(parseChatArgs(['--deck', 'goat-warriors', '--seed', '1'])).toMatchObject({ format: 'goat' });
    expect(parseChatArgs(['--deck', 'GOAT Warriors', '--seed', '1'])).toMatchObject({ format: 'goat' });
    expect(parseChatArgs(['--deck', 'data/decks/modern-link-strike.ydk', '--seed', '1'])).toMatchObject({ format: 'modern' });
    expect(parseChatArgs(['--deck', 'goat-warriors', '--format', 'classic', '--seed', '1'])).toMatchObject({ format: 'classic' });
    expect(parseChatArgs(['--deck', 'starter-yugi', '--seed', '1'])).toMatchObject({ format: 'classic' });
    expect(parseChatArgs(['--bogus'])).toEqual({ error: 'Unknown option "--bogus".' });
    expect(parseChatArgs(['--chain', 'sometimes'])).toEqual({ error: '--chain takes auto or manual, not "sometimes".' });
  });

  it('npm run chat -- --vanilla plays a pasted deck file, its unscripted cards as stats', () => {
    const args = parseChatArgs(['--vanilla', '--deck', "Dragon's Roar", '--seed', '3']);
    expect(args).toMatchObject({ vanilla: true, deck: "Dragon's Roar", seed: '3' });
    expect(parseChatArgs(['--deck', "Dragon's Roar"])).not.toHaveProperty('vanilla');
    // Every Structure Deck plays as printed now: Dragon's Roar loads by name without the flag.
    const roar = loadDeck("Dragon's Roar", 'classic');
    expect(roar.ok && roar.deck.main.length).toBe(40);
    if (!roar.ok) return;
    // The same list with 3 copies of a card not scripted yet (Dark Scorpion Burglars), as a .ydk file:
    // refused naming its cards without the flag, played with it.
    const dir = mkdtempSync(join(tmpdir(), 'chat-vanilla-'));
    const path = join(dir, 'roar-burglars.ydk');
    writeFileSync(path, `#main\n${[...roar.deck.main.slice(3), 40933924, 40933924, 40933924].join('\n')}\n#extra\n!side\n`);
    try {
      const refused = loadDeck(path, 'classic');
      expect(refused.ok).toBe(false);
      expect(!refused.ok && refused.problems.join('\n')).toMatch(/Dark Scorpion Burglars[\s\S]*not playable yet[\s\S]*Add --vanilla/);
      const loaded = loadDeck(path, 'classic', true);
      expect(loaded.ok && loaded.deck.main.length).toBe(40);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
