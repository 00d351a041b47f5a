import { describe, expect, it } from 'vitest';
import type { DuelState } from '../../src/engine/types.js';
import type { DuelView } from '../../src/engine/view.js';
import { cardEffectText } from '../../src/llm/cardText.js';
import { compactBoard } from '../../src/llm/compactBoard.js';
import { chooseMove, MOVE_TEMPERATURE, moveSchema } from '../../src/llm/moveChooser.js';
import { moveSystemPrompt, SeenCards } from '../../src/llm/movePrompt.js';
import { prepareJsonSchema } from '../../src/llm/openaiModel.js';
import { approxTokens, cacheEligibleTokens, meterModel, PromptMeter, sharedPrefixChars, staticFirst } from '../../src/llm/promptCache.js';
import { attackLine, chainLines, decisionText } from '../../src/llm/situation.js';
import { planSchema } from '../../src/llm/turnPlan.js';
import type { StructuredRequest, StructuredResult } from '../../src/llm/types.js';
import { db, deck, deckNames, namedIn, nameOf, ScriptedModel } from '../chat/helpers.js';
import { BOT, HUMAN, persona, PlanModel, runDuel } from './planDuel.js';

class SpyModel extends ScriptedModel {
  readonly temperatures: (number | undefined)[] = [];
  override structured<T>(request: StructuredRequest<T>): Promise<StructuredResult<T>> {
    this.temperatures.push(request.temperature);
    return super.structured(request);
  }
}

const promptText = (messages: readonly { content: string }[]): string => messages.map((m) => m.content).join('\n');

/** Names of the human's cards the bot cannot see now: hand, Deck, Extra Deck, face-down on the field. */
function hiddenHumanNames(state: DuelState): string[] {
  const p = state.players[HUMAN];
  const ids = [...p.hand, ...p.deck, ...p.extra, ...[...p.monsters, ...p.spellTraps, p.fieldZone].filter((id): id is number => id !== null && !state.cards[id]!.faceUp)];
  return [...new Set(ids.map((id) => nameOf(state.cards[id]!.passcode)))];
}

/** Every object node: closed, with every property required (what strict mode demands). */
function everyObjectStrict(node: unknown): boolean {
  if (Array.isArray(node)) return node.every(everyObjectStrict);
  if (node === null || typeof node !== 'object') return true;
  const schema = node as Record<string, unknown>;
  if (schema['type'] === 'object') {
    const props = Object.keys((schema['properties'] ?? {}) as object);
    const required = (schema['required'] ?? []) as string[];
    if (schema['additionalProperties'] !== false || !props.every((k) => required.includes(k))) return false;
  }
  return Object.values(schema).every(everyObjectStrict);
}

describe('move prompts', () => {
  it('over a whole duel hold the text of the bot\'s cards and the public ones, show Set cards as Set, and never name a hidden card', async () => {
    const decks = [deck('starter-yugi'), deck('starter-kaiba')] as [ReturnType<typeof deck>, ReturnType<typeof deck>];
    const botNames = deckNames(decks[1]);
    const model = new PlanModel();
    const run = await runDuel(decks, 'prompt-content', model, 1500);
    expect(model.requests.length).toBeGreaterThanOrEqual(5);
    let setSeen = 0;
    let textsChecked = 0;
    let previousSystem = '';
    for (const { request, state, visible } of model.requests) {
      const text = promptText(request.messages);
      const system = request.messages[0]!.content;
      // The hidden names: none appears (names the bot has seen or owns are blanked first).
      const hidden = hiddenHumanNames(state).filter((n) => !visible.has(n) && !botNames.has(n));
      expect(namedIn(text, hidden, [...visible, ...botNames])).toEqual([]);
      // Set Spells/Traps read "Set", never a battle position.
      expect(text).not.toMatch(/\bo?s\d [^;\n]*face-down (ATK|DEF)/);
      state.players[HUMAN].spellTraps.forEach((id, i) => {
        if (id !== null && !state.cards[id]!.faceUp) {
          expect(text).toContain(`os${i + 1} Set card`);
          setSeen++;
        }
      });
      // The text of every card in the bot's hand and every face-up card on the field.
      const shown = [...state.players[BOT].hand, ...[0, 1].flatMap((p) => [...state.players[p as 0 | 1].monsters, ...state.players[p as 0 | 1].spellTraps])]
        .filter((id): id is number => id !== null)
        .filter((id) => state.cards[id]!.location === 'hand' || state.cards[id]!.faceUp);
      for (const id of shown) {
        const t = cardEffectText(db.byPasscode(state.cards[id]!.passcode)!);
        if (t) {
          expect(text).toContain(t);
          textsChecked++;
        }
      }
      // The static prefix only grows at its end: earlier calls' system message is a prefix of later ones.
      expect(system.startsWith(previousSystem)).toBe(true);
      previousSystem = system;
      expect(approxTokens(system)).toBeGreaterThanOrEqual(1024);
      expect(request.temperature).toBe(MOVE_TEMPERATURE);
    }
    expect(setSeen).toBeGreaterThan(0);
    expect(textsChecked).toBeGreaterThan(5);
    expect(run.decisions.length).toBeGreaterThan(model.requests.length);
  });

  it('chooseMove sends a strict schema at low temperature and the decision in words', async () => {
    const decks = [deck('normals-yugi'), deck('normals-kaiba')] as [ReturnType<typeof deck>, ReturnType<typeof deck>];
    const { decisions } = await runDuel(decks, 'choose-move', null, 200);
    const d = decisions.find((x) => x.options.length > 2 && x.view.pending?.kind === 'main')!;
    const model = new SpyModel({ structured: () => ({ option: d.options[0]!.id, line: null }) });
    const r = await chooseMove({ view: d.view, options: d.options, recentEvents: [], persona, model, userName: 'Alex', cards: db, deck: decks[1].main });
    expect(r).toMatchObject({ source: 'model', option: { id: d.options[0]!.id } });
    expect(r.line).toBeUndefined();
    expect(model.temperatures).toEqual([0.2]);
    const user = model.requests[0]!.messages[1]!.content;
    expect(user).toMatch(/^Decision: Main Phase \d of your turn: choose your next move/);
    expect(user).not.toMatch(/\b(choose|yes-no)\.\s*$/m);
  });

  it('every structured output is strict: all properties required, nullable instead of optional, closed objects', () => {
    const move = prepareJsonSchema(moveSchema(['a', 'b']));
    const plan = prepareJsonSchema(planSchema(['a', 'b'], ['c']));
    for (const s of [move, plan]) {
      expect(s.strict).toBe(true);
      expect(everyObjectStrict(s.jsonSchema)).toBe(true);
      expect(JSON.stringify(s.jsonSchema)).not.toMatch(/maxLength|minLength|maxItems/);
    }
    expect(moveSchema(['a']).safeParse({ option: 'a', line: null }).success).toBe(true);
    expect(moveSchema(['a']).safeParse({ option: 'a' }).success).toBe(false);
    expect(moveSchema(['a']).safeParse({ option: 'z', line: null }).success).toBe(false);
    expect(planSchema(['a'], ['c']).safeParse({ now: 'c', then: [], line: null }).success).toBe(false);
    expect(planSchema(['a'], ['c']).safeParse({ now: 'a', then: ['c', 'a'], line: 'hi' }).success).toBe(true);
  });

  it('says the decision, the chain and the attack in progress in words', async () => {
    const decks = [deck('normals-yugi'), deck('normals-kaiba')] as [ReturnType<typeof deck>, ReturnType<typeof deck>];
    const { decisions } = await runDuel(decks, 'words', null, 300);
    const base = decisions.find((x) => x.view.opponent.monsters.some((m) => m !== null) && x.view.you.monsters.some((m) => m !== null))!.view;
    const mine = base.you.monsters.find((m) => m !== null)!;
    const theirs = base.opponent.monsters.find((m) => m !== null)!;
    const respond = (over: Partial<DuelView>): DuelView => ({ ...base, pending: { kind: 'respond', player: BOT }, ...over });

    const attacked = respond({ window: 'attack-declared', turnPlayer: HUMAN, battle: { attacker: theirs.id, target: mine.id } });
    expect(decisionText(attacked, 'Alex')).toMatch(/^Alex's turn, .*: an attack was just declared\. You may respond by activating a card, or pass\.$/);
    const line = attackLine(attacked, 'Alex')!;
    expect(line).toContain("Alex's om");
    expect(line).toMatch(/attacks m\d /);
    expect(line).toContain('→');

    const link = { link: 1, player: HUMAN as 0, card: { id: 900, known: true, name: 'Dark Hole' }, effect: 'e', negated: null };
    const chained = respond({ chain: [link], window: 'open' });
    expect(chainLines(chained, 'Alex')).toEqual(["1. Alex's Dark Hole"]);
    expect(decisionText(chained, 'Alex')).toContain('Alex just activated Dark Hole (Chain Link 1)');
    expect(decisionText({ ...base, pending: { kind: 'choose', player: BOT, prompt: 'Choose a monster to destroy', min: 1, max: 1, hint: 'harm' } }, 'Alex')).toBe(
      'An effect asks you to pick: Choose a monster to destroy (it harms the card picked). Pick 1, one at a time.',
    );
    expect(decisionText({ ...base, pending: { kind: 'yes-no', player: BOT, prompt: 'Use the effect?' } }, 'Alex')).toContain('Answer yes or no');
  });

  it('draws Set Spell/Trap cards as Set, the bot\'s own with their name, the opponent\'s without', async () => {
    const decks = [deck('starter-yugi'), deck('starter-kaiba')] as [ReturnType<typeof deck>, ReturnType<typeof deck>];
    const { decisions } = await runDuel(decks, 'prompt-content', null, 600);
    const withSet = decisions.find((d) => d.view.you.spellTraps.some((c) => c?.faceUp === false) && d.view.opponent.spellTraps.some((c) => c?.faceUp === false));
    expect(withSet).toBeDefined();
    const board = compactBoard(withSet!.view);
    const own = withSet!.view.you.spellTraps.findIndex((c) => c?.faceUp === false);
    expect(board).toContain(`s${own + 1} ${withSet!.view.you.spellTraps[own]!.name}`);
    expect(board).toMatch(/\bos\d Set card/);
    expect(board).not.toMatch(/face-down (ATK|DEF)[^\n]*\n?[^\n]*spell\/trap/);
    expect(board.split('\n').filter((l) => l.includes('spell/trap:')).every((l) => !/face-down (ATK|DEF)/.test(l))).toBe(true);
  });

  it('SeenCards keeps the opponent\'s public cards in the order first seen, and the static prefix grows only at its end', async () => {
    const decks = [deck('starter-yugi'), deck('starter-kaiba')] as [ReturnType<typeof deck>, ReturnType<typeof deck>];
    const { decisions } = await runDuel(decks, 'prompt-content', null, 800);
    const seen = new SeenCards();
    const both = new SeenCards();
    const lists: number[][] = [];
    for (const d of decisions) {
      seen.note(d.view, db);
      both.note(d.view, db, 'both');
      lists.push([...seen.list()]);
    }
    // The opponent's side only by default; both sides on request (for prompts about public facts).
    const botOwn = new Set(decks[1].main);
    expect(seen.list().every((p) => !botOwn.has(p) || deck('starter-yugi').main.includes(p))).toBe(true);
    expect(both.list().some((p) => botOwn.has(p) && !deck('starter-yugi').main.includes(p))).toBe(true);
    const last = lists[lists.length - 1]!;
    expect(last.length).toBeGreaterThan(1);
    for (const l of lists) expect(last.slice(0, l.length)).toEqual(l);
    const at = (i: number): string => moveSystemPrompt({ persona, userName: 'Alex', cards: db, deck: decks[1].main, seenCards: lists[i]! });
    expect(at(lists.length - 1).startsWith(at(0))).toBe(true);
    expect(at(0)).toContain('Cards in your deck:');
  });
});

describe('prompt cache meter', () => {
  it('reports per role the prompt size and the prefix shared with the previous call, and what a provider would cache', async () => {
    expect(cacheEligibleTokens(1023)).toBe(0);
    expect(cacheEligibleTokens(1024)).toBe(1024);
    expect(cacheEligibleTokens(1300)).toBe(1280);
    expect(sharedPrefixChars('abcdef', 'abcxyz')).toBe(3);
    expect(approxTokens('12345678')).toBe(2);
    const meter = new PromptMeter();
    const model = meterModel(new ScriptedModel(), meter);
    const prefix = 'p'.repeat(6000);
    for (const variable of ['first situation', 'second situation', 'third']) {
      await model.structured({ role: 'moves', messages: staticFirst(prefix, variable), schema: moveSchema(['a']), schemaName: 'move' });
    }
    for await (const _ of model.stream({ role: 'narration', messages: staticFirst('short', 'x') })) void _;
    const report = meter.report();
    expect(report.moves).toMatchObject({ calls: 3, cachePrefixTokens: 1408 });
    expect(report.moves!.sharedPrefixTokens).toBeGreaterThanOrEqual(1500);
    expect(report.moves!.promptTokensP95).toBeGreaterThan(report.moves!.sharedPrefixTokens);
    expect(report.narration).toMatchObject({ calls: 1, sharedPrefixTokens: 0, cachePrefixTokens: 0 });
  });
});
