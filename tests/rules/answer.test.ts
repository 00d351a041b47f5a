import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { previewAttack } from '../../src/engine/text/preview.js';
import { defaultCards } from '../../src/cards/catalog.js';
import { parseYdk } from '../../src/cards/ydk.js';
import { canSee } from '../../src/engine/text/describe.js';
import { REJECTION_RULES } from '../../src/engine/rejections.js';
import type { DeckList, DuelState, Option, PlayerId, RejectionCode } from '../../src/engine/index.js';
import { approxTokens, CACHE_MIN_TOKENS } from '../../src/llm/promptCache.js';
import { fillTemplate, loadPrompt } from '../../src/llm/template.js';
import type { ChatModel, StructuredRequest, StructuredResult } from '../../src/llm/types.js';
import { answerQuestion, askedCard, type Answer, type AnswerDeps } from '../../src/rules/answer.js';
import { loadRulesReference } from '../../src/rules/reference.js';
import { createRulesSearch, firstSentence } from '../../src/rules/search.js';

const reference = loadRulesReference();
const search = createRulesSearch(reference);
const { db, engine } = defaultCards();

const deps = (extra: Partial<AnswerDeps> = {}): AnswerDeps => ({ reference, search, cards: db, model: null, ...extra });

// ------------------------------------------------------------------ duels from the starter decks

function ydk(name: string): DeckList {
  const r = parseYdk(readFileSync(new URL(`../../data/decks/normals-${name}.ydk`, import.meta.url), 'utf8'));
  if (!r.ok) throw new Error(`bad deck ${name}`);
  return { main: r.deck.main, extra: r.deck.extra };
}

function newDuel(seed: string): DuelState {
  const r = engine.newDuel({ format: 'classic', seed, decks: [ydk('yugi'), ydk('kaiba')], firstPlayer: 0 });
  if (!r.ok) throw new Error(r.problems.join('; '));
  return r.state;
}

const nameOf = (s: DuelState, id: number): string => s.catalog[s.cards[id]!.passcode]!.name;
const levelOf = (s: DuelState, id: number): number => s.catalog[s.cards[id]!.passcode]!.level;
const atkOf = (s: DuelState, id: number): number => s.catalog[s.cards[id]!.passcode]!.atk;

function take(s: DuelState, fits: (o: Option) => boolean, what: string): DuelState {
  const option = engine.legalActions(s).find(fits);
  if (!option) throw new Error(`no option for ${what}: ${engine.legalActions(s).map((o) => o.id).join(', ')}`);
  const r = engine.apply(s, option.action);
  if (!r.ok) throw new Error(r.rejection.message);
  return r.state;
}

/** Normal Summon (no Tributes) of the highest-ATK monster in hand. */
const summonStrongest = (s: DuelState) => {
  const options = engine.legalActions(s).filter((o) => o.action.type === 'normal-summon' && o.action.tributes.length === 0);
  const best = options.sort((a, b) => atkOf(s, (b.action as { card: number }).card) - atkOf(s, (a.action as { card: number }).card))[0];
  if (!best) throw new Error('nothing to summon');
  return (o: Option) => o.id === best.id;
};

const ask = (q: string, state: DuelState, player: PlayerId, extra: Partial<AnswerDeps> = {}): Promise<Answer> =>
  answerQuestion(q, deps({ duel: { state, player, engine }, ...extra }));

const firstMonster = (s: DuelState, p: PlayerId): number => {
  const id = s.players[p].monsters.find((x) => x !== null);
  if (id === undefined || id === null) throw new Error('no monster');
  return id;
};

// ------------------------------------------------------------------ fake models

function fakeModel(reply: (req: StructuredRequest<unknown>) => Promise<StructuredResult<unknown>>, seen: StructuredRequest<unknown>[] = []): ChatModel {
  return {
    describe: () => 'fake model',
    modelFor: () => 'fake',
    async structured<T>(request: StructuredRequest<T>): Promise<StructuredResult<T>> {
      seen.push(request as StructuredRequest<unknown>);
      return (await reply(request as StructuredRequest<unknown>)) as StructuredResult<T>;
    },
    // eslint-disable-next-line require-yield
    async *stream(): AsyncIterable<string> {
      throw new Error('not used');
    },
  };
}

// ==================================================================

describe('rule ids behind refusals', () => {
  it('every RejectionCode cites a section of the rules reference', () => {
    const codes = Object.keys(REJECTION_RULES) as RejectionCode[];
    expect(codes.length).toBeGreaterThanOrEqual(25);
    for (const code of codes) {
      const section = reference.byId.get(REJECTION_RULES[code]);
      expect(section, `${code} -> ${REJECTION_RULES[code]}`).toBeDefined();
      expect(section!.body.length).toBeGreaterThan(20);
    }
  });
});

describe('prompt templates', () => {
  it('fills {{name}} placeholders, refuses missing ones, and loads prompts/rules-judge.md and its input', () => {
    expect(fillTemplate('Hi {{who}}, {{ who }} has {{n}} cards.', { who: 'Yugi', n: 5 })).toBe('Hi Yugi, Yugi has 5 cards.');
    expect(() => fillTemplate('{{a}} and {{b}} and {{c}}', { a: 'x' })).toThrow(/missing: b, c/);
    expect(fillTemplate('no placeholders', {})).toBe('no placeholders');
    const prompt = loadPrompt('rules-judge');
    expect(prompt).toContain('{{contents}}');
    expect(prompt).toMatch(/does not cover/);
    // What varies per question lives in the input template, after the static instructions.
    const input = loadPrompt('rules-judge-input');
    for (const name of ['sections', 'cards', 'question']) expect(input).toContain(`{{${name}}}`);
    expect(() => loadPrompt('../package')).toThrow(/bad prompt name/);
    expect(() => loadPrompt('no-such-prompt')).toThrow(/cannot be read/);
  });
});

describe('card questions', () => {
  it('answers from the card data: name, kind, stats and our text', async () => {
    const trapHole = db.byName('Trap Hole')!;
    const a = await answerQuestion('what does Trap Hole do?', deps());
    expect(a.kind).toBe('card');
    expect(a.source).toBe('cards');
    expect(a.card?.name).toBe('Trap Hole');
    expect(a.text).toContain('Trap Hole: Normal Trap Card.');
    expect(a.text).toContain(trapHole.text);
    expect(a.citations).toEqual(['trap.normal']);

    const dm = await answerQuestion('tell me about Dark Magician', deps());
    expect(dm.kind).toBe('card');
    expect(dm.text).toContain('Dark Magician: Level 7 DARK Spellcaster Normal Monster, ATK 2500 / DEF 2100.');
    expect(dm.citations).toEqual(['card.normal-monster']);

    const skull = await answerQuestion('stats of Summoned Skull', deps());
    expect(skull.card?.name).toBe('Summoned Skull');
    expect(skull.text).toContain('ATK 2500 / DEF 1200');
    expect(skull.text).toContain('Level 6');

    // Typos and partial names still find the card; rules words do not.
    expect(askedCard('what does trap hol do', db)?.name).toBe('Trap Hole');
    expect(askedCard('blue eyes white dragon stats', db)?.name).toBe('Blue-Eyes White Dragon');
    expect(askedCard("what's a replay?", db)).toBeUndefined();
    expect(askedCard('what is spell speed', db)).toBeUndefined();
    expect(askedCard('how does a chain resolve', db)).toBeUndefined();
    expect((await answerQuestion("what's a replay?", deps())).kind).toBe('rules');
    // The figure asked for leads, from the card data.
    expect((await answerQuestion("what is dark magician's atk", deps())).text).toMatch(/^Dark Magician has 2500 ATK\.\n/);
    expect((await answerQuestion('how many tributes does summoned skull need', deps())).text).toMatch(/^Summoned Skull is Level 6, so Normal Summoning or Setting it takes one Tribute\./);
    // A rules term that is also part of a card name is the rules term; the whole name is the card.
    expect((await answerQuestion('what is the graveyard', deps())).kind).toBe('rules');
    expect((await answerQuestion('what is mammoth graveyard', deps())).card?.name).toBe('Mammoth Graveyard');
    // A card said by its nickname or first words alone (a Normal Monster has no script to answer from) gets its facts.
    for (const q of ['what does la jinn do', 'whats la jinn']) {
      const jinn = await answerQuestion(q, deps());
      expect(jinn.card?.name, q).toBe('La Jinn the Mystical Genie of the Lamp');
      expect(jinn.text, q).toContain('Level 4 DARK Fiend Normal Monster, ATK 1800 / DEF 1000');
    }
  });
});

describe('rules questions', () => {
  it('offline: leads with the answer, then the cited sections with their best-matching sentences', async () => {
    const a = await answerQuestion('Can I activate a trap card on the same turn I set it?', deps());
    expect(a.kind).toBe('rules');
    expect(a.source).toBe('offline');
    expect(a.text).toMatch(/^No\. A Trap Card cannot be activated in the turn it was Set; from the next turn on it can/);
    expect(a.citations).toEqual(['trap.overview', 'card.set-spell-vs-trap']);
    expect(a.text.indexOf('No.')).toBeLessThan(a.text.indexOf('[trap.overview]'));
    for (const [i, id] of a.citations.entries()) {
      const s = reference.byId.get(id)!;
      const sentence = a.sections[i]!.lead;
      expect(a.text).toContain(`- ${s.title} [${id}]`);
      // A sentence of that section, the one that fits the question: not just its first.
      expect(s.body.replace(/\s+/g, ' ')).toContain(sentence);
    }
    expect(a.sections[0]!.lead).toMatch(/cannot be activated in the same turn it was Set/);
    expect(a.sections[0]!.lead).not.toBe(firstSentence(reference.byId.get('trap.overview')!.body));

    const hand = await answerQuestion('How many cards do we draw for the opening hand?', deps());
    expect(hand.text).toMatch(/^5\. /);
    expect(hand.citations).toEqual(['duel.setup']);
    const summonAttack = await answerQuestion('Can I attack the turn I summon a monster?', deps());
    expect(summonAttack.text).toMatch(/^Yes, except on the first turn of the duel\./);
    expect(summonAttack.citations[0]).toBe('battle.declare');

    // No list entry fits: the best sentence of the best section leads, not a yes or no.
    const steps = await answerQuestion('what are the steps of the battle phase', deps());
    expect(steps.text).not.toMatch(/^(Yes|No)\b/);
    expect(steps.text.split('\n')[0]).toContain('four steps');
    const none = await answerQuestion('zzqx', deps());
    expect(none.citations).toEqual([]);
    expect(none.text).toMatch(/has no section that matches/);
    const chess = await answerQuestion('how do i win at chess', deps());
    expect(chess.text).toContain('The reference has nothing on: chess.');
    // Without a duel, a "can I" question is a rules question.
    const noDuel = await answerQuestion('can I attack?', deps());
    expect(noDuel.kind).toBe('rules');
  });

  it('with a model: grounded only in the retrieved sections and citing only their ids', async () => {
    const seen: StructuredRequest<unknown>[] = [];
    const model = fakeModel(async (req) => {
      const input = req.messages[1]!.content;
      const ids = [...input.matchAll(/^\[([a-z0-9.-]+)\] /gm)].map((m) => m[1]!);
      return {
        ok: true,
        value: { answer: 'Two Tributes: a Level 7 or higher monster needs two.', citations: [ids[0]!, ids[0]!] },
        records: [],
      };
    }, seen);
    const q = 'how many tributes for a lvl 7';
    const a = await answerQuestion(q, deps({ model }));
    const retrieved = search.search(q, 5).map((h) => h.id);
    expect(seen).toHaveLength(1);
    const req = seen[0]!;
    expect(req.role).toBe('rules');
    expect(req.messages.map((m) => m.role)).toEqual(['system', 'user']);
    // The question and the retrieved sections come last, in the user message.
    expect(req.messages[1]!.content).toMatch(new RegExp(`The player's question:\\n${q}\\n?$`));
    for (const id of retrieved) {
      expect(req.messages[1]!.content).toContain(`[${id}] ${reference.byId.get(id)!.title}\n${reference.byId.get(id)!.body}`);
    }
    for (const m of req.messages) expect(m.content).not.toContain('{{');
    // The system message is the same bytes for every question and long enough for a provider to cache.
    await answerQuestion('can a trap be activated the turn it is set', deps({ model }));
    expect(seen).toHaveLength(2);
    expect(seen[1]!.messages[0]!.content).toBe(req.messages[0]!.content);
    expect(approxTokens(req.messages[0]!.content)).toBeGreaterThanOrEqual(CACHE_MIN_TOKENS);
    expect(req.messages[0]!.content).not.toContain(q);
    // The schema only admits retrieved ids.
    const schema = req.schema as ZodType<unknown>;
    expect(schema.safeParse({ answer: 'x', citations: [retrieved[0]] }).success).toBe(true);
    const outside = reference.sections.find((s) => !retrieved.includes(s.id))!.id;
    expect(schema.safeParse({ answer: 'x', citations: [outside] }).success).toBe(false);

    expect(a.source).toBe('model');
    expect(a.kind).toBe('rules');
    expect(a.citations).toEqual(['summon.tribute']);
    expect(a.citations.every((id) => retrieved.includes(id))).toBe(true);
    expect(a.text).toContain('Two Tributes');
    expect(a.text).toContain('Sources: Tribute Summon [summon.tribute]');
    expect(a.sections.map((s) => s.id)).toEqual(retrieved);
  });

  it('falls back to the offline answer when the model fails, errs or cites outside the retrieved ids', async () => {
    const q = 'can i activate a trap the turn i set it';
    const offline = await answerQuestion(q, deps());
    const failing = fakeModel(async () => ({ ok: false, error: 'timeout after 20000 ms', records: [] }));
    const a = await answerQuestion(q, deps({ model: failing }));
    expect(a.source).toBe('offline');
    expect(a.fallbackReason).toBe('timeout after 20000 ms');
    expect(a.text).toBe(`(The language model did not answer: timeout after 20000 ms. This is the offline answer from the rules reference.)\n${offline.text}`);
    expect(a.citations).toEqual(offline.citations);

    const throwing = fakeModel(async () => {
      throw new Error('connection refused');
    });
    const b = await answerQuestion(q, deps({ model: throwing }));
    expect(b.source).toBe('offline');
    expect(b.fallbackReason).toBe('connection refused');
    expect(b.citations).toEqual(offline.citations);

    const lying = fakeModel(async () => ({ ok: true, value: { answer: 'Made up.', citations: ['shadow.divine'] }, records: [] }));
    const c = await answerQuestion(q, deps({ model: lying }));
    expect(c.source).toBe('offline');
    expect(c.fallbackReason).toMatch(/schema/);
    expect(c.text).not.toContain('Made up.');
  });
});

describe('questions about the duel in progress', () => {
  it('"can I attack?" in Main Phase 1 of the first turn: refused by the engine, with code, rule and title', async () => {
    const s = newDuel('answer-1');
    expect(s.turn).toBe(1);
    expect(s.phase).toBe('main1');
    expect(s.pending).toEqual({ kind: 'main', player: 0 });
    const a = await ask('can I attack?', s, 0);
    expect(a.kind).toBe('duel');
    expect(a.source).toBe('engine');
    expect(a.text).toMatch(/^No\. /);
    expect(a.text).toContain('(rule turn.first-turn:');
    expect(a.text, 'no error code in the players words').not.toMatch(/\b[A-Z]+_[A-Z_]+\b/);
    expect(a.text).toContain('turn.first-turn');
    expect(a.text).toContain('Restrictions on the first turn');
    expect(a.citations[0]).toBe('turn.first-turn');
    expect(a.sections[0]?.title).toBe('Restrictions on the first turn');
    // A legal move: yes, with what it would do.
    const card = s.players[0].hand.find((id) => levelOf(s, id) <= 4 && s.catalog[s.cards[id]!.passcode]!.kind === 'monster')!;
    const yes = await ask(`can I summon ${nameOf(s, card)}?`, s, 0);
    expect(yes.text).toMatch(/^Yes, that is one of your options right now: Normal Summon /);
    expect(yes.text).toContain(nameOf(s, card));
    expect(yes.text).toContain('uses your one Normal Summon or Set');
    expect(yes.citations).toEqual(['summon.normal', 'summon.once-per-turn']);
    const sets = await ask('can I set a monster', s, 0);
    expect(sets.text).toMatch(/^Yes\. That could mean more than one move/);
    expect(sets.text.match(/^- Set .* face-down in Defense Position$/gm)?.length).toBeGreaterThanOrEqual(2);
    expect(sets.citations).toEqual(['summon.set', 'summon.once-per-turn']);
    const flip = await ask('can I flip summon?', s, 0);
    expect(flip.text).toBe('No: you have no face-down monster on your field.');
    expect(flip.citations).toEqual(['summon.flip']);
    // Asking never changes the duel.
    expect(engine.hash(s)).toBe(engine.hash(newDuel('answer-1')));
  });

  it('after the Normal Summon: NORMAL_SUMMON_USED, ARRIVED_THIS_TURN and "enter the Battle Phase first"', async () => {
    let s = newDuel('answer-2');
    s = take(s, summonStrongest(s), 'p0 summon'); // turn 1 ends by itself: nothing else to do
    expect(s.turn).toBe(2);
    expect(s.pending).toEqual({ kind: 'main', player: 1 });
    s = take(s, summonStrongest(s), 'p1 summon');
    expect(s.turnRecord.normalSummonUsed).toBe(true);
    const mine = firstMonster(s, 1);
    const other = s.players[1].hand.find((id) => levelOf(s, id) <= 4)!;
    expect(other).toBeDefined();

    const used = await ask(`why can't I summon ${nameOf(s, other)}?`, s, 1);
    expect(used.kind).toBe('duel');
    expect(used.text).toContain('(rule summon.once-per-turn:');
    expect(used.text).toContain('summon.once-per-turn');
    expect(used.text).toContain('One Normal Summon or Set per turn');
    expect(used.citations).toEqual(['summon.once-per-turn']);

    const pos = await ask(`can I change ${nameOf(s, mine)} to defense?`, s, 1);
    expect(pos.text).toContain('(rule position.change:');
    expect(pos.citations).toEqual(['position.change']);

    const atk = await ask(`can i attack with ${nameOf(s, mine)}?`, s, 1);
    expect(atk.text).toContain('(rule turn.battle:');
    expect(atk.citations[0]).toBe('turn.battle');
    expect(atk.text).toContain('You can enter the Battle Phase now');

    const any = await ask('can I attack?', s, 1);
    expect(any.text).toMatch(/^Yes: you can enter the Battle Phase now/);
    expect(any.text).toContain(`with ${nameOf(s, mine)} (`);

    const notMine = await ask(`can I change ${nameOf(s, firstMonster(s, 0))} to defense?`, s, 0);
    expect(notMine.text).toContain('(rule decision.priority:');
    expect(notMine.citations).toEqual(['decision.priority']);

    const again = await ask('why cant i summon anything', s, 1);
    expect(again.text).toContain('(rule summon.once-per-turn:');
    expect(again.citations[0]).toBe('summon.once-per-turn');

    const absent = await ask('why cant i summon Blue-Eyes White Dragon', s, 1);
    expect(absent.kind).toBe('duel');
    expect(absent.text).toContain('you have no Blue-Eyes White Dragon in your hand or on your field');
  });

  it('"what happens if X attacks Y?": the battle preview from the asking player\'s view', async () => {
    let s = newDuel('answer-3c');
    s = take(s, summonStrongest(s), 'p0 summon');
    s = take(s, summonStrongest(s), 'p1 summon');
    const mine = firstMonster(s, 1);
    const theirs = firstMonster(s, 0);
    const diff = atkOf(s, mine) - atkOf(s, theirs);
    expect(diff).not.toBe(0);
    const expected = previewAttack(engine.view(s, 1), mine, theirs);

    const a = await ask(`what happens if ${nameOf(s, mine)} attacks ${nameOf(s, theirs)}?`, s, 1);
    expect(a.kind).toBe('duel');
    expect(a.text).toContain(expected.summary);
    if (diff > 0) expect(a.text).toContain(`your opponent would take ${diff} damage`);
    else expect(a.text).toContain(`you would take ${-diff} damage`);
    expect(a.citations).toContain('battle.damage-attack');
    // In Main Phase 1 the engine also says the attack cannot be declared yet.
    expect(a.text).toContain('(rule turn.battle:');

    // In the Battle Phase it is a legal option, and the preview says so.
    const battle = take(s, (o) => o.action.type === 'enter-battle', 'enter battle');
    const b = await ask(`what would happen if I attack ${nameOf(s, theirs)} with ${nameOf(s, mine)}`, battle, 1);
    expect(b.text).toContain(expected.summary);
    expect(b.text).toContain('This attack is one of your options right now.');
    expect(b.text).not.toContain('(rule turn.battle:');
  });

  it('"what\'s on the chain?": no chain exists yet; says what is pending now', async () => {
    let s = newDuel('answer-4');
    const first = await ask("what's on the chain?", s, 0);
    expect(first.kind).toBe('duel');
    expect(first.text).toMatch(/^There is no Chain: this duel engine does not build Chains yet/);
    expect(first.text).toContain('It is turn 1 (your turn), Main Phase 1.');
    expect(first.text).toContain('Waiting on: You must give a Main Phase command.');
    expect(first.citations).toEqual(['chain.basics', 'decision.priority']);
    const other = await ask('is there a chain right now', s, 1);
    expect(other.text).toContain("It is turn 1 (your opponent's turn), Main Phase 1.");
    expect(other.text).toContain('Waiting on: Your opponent must give a Main Phase command.');

    s = take(s, summonStrongest(s), 'p0 summon');
    s = take(s, summonStrongest(s), 'p1 summon');
    s = take(s, (o) => o.action.type === 'enter-battle', 'enter battle');
    const battle = await ask("what's on the chain", s, 1);
    expect(battle.text).toContain('the Battle Phase, battle step');
    expect(battle.text).toContain('Waiting on: You must declare an attack or end the Battle Phase.');
    // An attack in progress is named from the asker's view.
    const attacker = firstMonster(s, 1);
    const mid: DuelState = { ...s, battle: { attacker, target: null, opponentMonsters: [] } };
    const during = await ask("what's on the chain?", mid, 0);
    expect(during.text).toContain(`An attack is under way: ${nameOf(s, attacker)} is attacking you directly.`);
    expect(during.citations).toContain('battle.declare');
    // Rules questions about chains still go to the reference during a duel.
    const rules = await ask('how does a chain resolve', s, 1);
    expect(rules.kind).toBe('rules');
    expect(rules.citations).toContain('chain.resolution');
  });

  it('never names the opponent\'s face-down or hand cards', async () => {
    let s = newDuel('answer-5');
    s = take(s, (o) => o.action.type === 'set-monster' && o.action.tributes.length === 0, 'p0 set');
    expect(s.turn).toBe(2);
    s = take(s, summonStrongest(s), 'p1 summon');
    const faceDown = firstMonster(s, 0);
    expect(s.cards[faceDown]!.faceUp).toBe(false);
    const visible = new Set(s.cards.filter((c) => canSee(s, c.id, 1)).map((c) => nameOf(s, c.id)));
    const hidden = new Set(
      [faceDown, ...s.players[0].hand].map((id) => nameOf(s, id)).filter((n) => !visible.has(n)),
    );
    expect(hidden.has(nameOf(s, faceDown))).toBe(true);
    expect(hidden.size).toBeGreaterThanOrEqual(3);
    const mine = nameOf(s, firstMonster(s, 1));
    const battle = take(s, (o) => o.action.type === 'enter-battle', 'enter battle');

    const questions: [DuelState, string][] = [
      [s, 'can I attack?'],
      [s, `can i attack with ${mine}?`],
      [s, `what happens if ${mine} attacks the face-down monster?`],
      [s, "what's on the chain?"],
      [s, 'why cant i summon anything'],
      [battle, 'can I attack?'],
      [battle, 'can i attack directly?'],
      [battle, `what happens if I attack om1 with ${mine}`],
      [battle, "what's on the chain?"],
    ];
    for (const [state, q] of questions) {
      const a = await ask(q, state, 1);
      expect(a.kind, q).toBe('duel');
      for (const name of hidden) expect(a.text, `${q} leaks ${name}`).not.toContain(name);
    }
    const preview = await ask(`what happens if I attack om1 with ${mine}`, battle, 1);
    expect(preview.text).toContain('face-down');
    expect(preview.text).toContain('cannot be known in advance');
    expect(preview.citations).toContain('battle.face-down');
    const direct = await ask('can i attack directly?', battle, 1);
    expect(direct.text).toContain('(rule battle.direct-attack:');
    expect(direct.citations).toEqual(['battle.direct-attack']);
  });
});

describe('questions about what the table shows', () => {
  it('answers LP, hand, Deck and Graveyard counts from the asker\'s view, never naming a hidden card', async () => {
    let s = newDuel('board-facts');
    s = take(s, summonStrongest(s), 'a summon');
    const me = s.players[0];
    const them = s.players[1];
    const lp = await ask('how much life does kip have', s, 0);
    expect(lp.kind).toBe('duel');
    expect(lp.text).toBe(`Your opponent has ${them.lp} LP.`);
    expect((await ask('what is my LP?', s, 0)).text).toBe(`You have ${me.lp} LP.`);
    expect((await ask('what are the life points', s, 0)).text).toBe(`You have ${me.lp} LP. Your opponent has ${them.lp} LP.`);
    const hand = await ask("what's in kip's hand?", s, 0);
    expect(hand.text).toMatch(new RegExp(`^Your opponent holds ${them.hand.length} cards in hand\\. Which cards they are stays hidden`));
    for (const id of them.hand) expect(hand.text).not.toContain(nameOf(s, id));
    const mine = await ask('what cards are in my hand?', s, 0);
    for (const id of me.hand) expect(mine.text).toContain(nameOf(s, id));
    expect((await ask('how many cards are left in my deck?', s, 0)).text).toBe(`You have ${me.deck.length} cards left in the Deck.`);
    expect((await ask("what's in his graveyard?", s, 0)).text).toBe("Your opponent's Graveyard holds nothing.");
    // Questions about play still go to the engine's checks, not to counts.
    expect((await ask('can I attack with my hand?', s, 0)).text).not.toMatch(/holds/);
  });
});
