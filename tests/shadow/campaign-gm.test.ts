/**
 * The Game Masters and the campaign's data: every non-player mage's Magic is a card the
 * engine scripts; the offline Freedom of the Game rulings (marked as the Game Master's, the
 * used Magic sent to the Graveyard, spent Magic refused); the model Game Master's checked
 * output (the scene's own opponent only, the ruling always the GM's, one call per turn, the
 * offline GM when the call fails).
 */
import { describe, expect, it } from 'vitest';
import type { ChatModel, StructuredRequest, StructuredResult } from '../../src/llm/types.js';
import { offlineRuling } from '../../src/shadow/campaign/freedom.js';
import type { GmContext } from '../../src/shadow/campaign/gmTypes.js';
import { currentScene, pendingOpponent, type Step } from '../../src/shadow/campaign/machine.js';
import { gmAnswerSchema, ModelGameMaster } from '../../src/shadow/campaign/modelGm.js';
import { npcMage } from '../../src/shadow/campaign/npcs.js';
import { loadCampaignBook, scriptFor } from '../../src/shadow/campaign/script.js';
import { newCampaign, type CampaignState } from '../../src/shadow/campaign/state.js';
import { magicToUse, talk } from '../../src/shadow/campaign/talk.js';
import { TemplateGameMaster } from '../../src/shadow/campaign/templateGm.js';
import { db, pc, startingMage } from './campaignFixtures.js';

const book = loadCampaignBook();

function ctxAt(state: CampaignState): GmContext {
  return { state, script: scriptFor(book, state.setting), scene: currentScene(book, state), mage: startingMage(), npc: pendingOpponent(book, state) };
}

describe('campaign data', () => {
  it('gives every non-player mage a Deck of Magic of scripted cards within 001\'s limits', () => {
    expect(book.npcs.map((n) => n.setting).sort()).toEqual(['battle-city', 'battle-city', 'duel-academy', 'duel-academy', 'egypt', 'egypt']);
    for (const npc of book.npcs) {
      const mage = npcMage(npc, db);
      expect(mage.deckOfMagic.length, npc.id).toBeGreaterThanOrEqual(20);
      expect(mage.deckOfMagic.length, npc.id).toBeLessThanOrEqual(40);
      for (const code of mage.deckOfMagic) {
        const card = db.byPasscode(code)!;
        expect(card.scripted, `${npc.id}: ${card.name}`).toBe(true);
        expect(mage.deckOfMagic.filter((c) => c === code).length).toBeLessThanOrEqual(3);
        // Nothing they cannot Summon at their own Star Level sits in the deck.
        if (card.level !== undefined) expect(card.level, `${npc.id}: ${card.name}`).toBeLessThanOrEqual(npc.starLevel);
      }
      expect(mage.lp).toBe(1000 * npc.body + 1000);
    }
    for (const c of book.campaigns) expect(c.scenes.filter((s) => s.duel).length, c.setting).toBeGreaterThanOrEqual(2);
  });
});

describe('offline Game Master', () => {
  it('rules on Freedom of the Game by the card\'s name, as the Game Master, and the Magic goes to the Graveyard', async () => {
    const state = { ...newCampaign('egypt', 'g'), stage: 'scene-done' as const, sceneIndex: 2 };
    const mage = startingMage();
    const use = magicToUse(mage, 'umi', db, 'sweeten the bitter well with fresh sea water');
    expect(use).toMatchObject({ card: 'Umi', passcode: pc('Umi') });
    if ('error' in use) return;
    const turn = await new TemplateGameMaster().respond(ctxAt(state), 'I use Umi', use);
    expect(turn.ruling).toMatchObject({ card: 'Umi', allowed: true, by: 'game-master' });
    const step: Step = talk(book, state, mage, 'I use Umi on the well', turn, use);
    expect(step.ok).toBe(true);
    if (!step.ok) return;
    expect(step.mage.graveyard).toEqual([pc('Umi')]);
    const texts = step.said.map((e) => e.text);
    expect(texts.find((t) => t.startsWith("Game Master's ruling (Freedom of the Game, not an engine rule) on Umi: it works."))).toBeDefined();
    // Spent now: it cannot be used again before a rest.
    expect(magicToUse(step.mage, 'Umi', db, 'again')).toEqual({ error: 'Nefer has no Umi to use right now: it is spent until a rest.' });
    expect(magicToUse(mage, 'Blue-Eyes White Dragon', db, 'fly')).toEqual({ error: 'Nefer has no Blue-Eyes White Dragon to use in the Deck of Magic.' });
    // A name that does not fit the purpose is refused, still as the GM's ruling.
    const no = offlineRuling({ card: 'Dian Keto the Cure Master', passcode: pc('Dian Keto the Cure Master'), cardText: '', purpose: 'fly over the chasm' });
    expect(no).toMatchObject({ allowed: false, by: 'game-master' });
    expect(talk(book, { ...state, stage: 'dueling' }, mage, 'x', turn, use)).toMatchObject({ ok: false });
  });
});

/** A model that answers from a list and records each request. */
function fakeModel(answers: unknown[]): ChatModel & { requests: StructuredRequest<unknown>[] } {
  const requests: StructuredRequest<unknown>[] = [];
  return {
    requests,
    describe: () => 'fake',
    modelFor: () => 'fake',
    structured<T>(request: StructuredRequest<T>): Promise<StructuredResult<T>> {
      requests.push(request as StructuredRequest<unknown>);
      const parsed = request.schema.safeParse(answers.shift());
      const record = { role: request.role, model: 'fake', promptTokens: 1, completionTokens: 1, latencyMs: 0, outcome: parsed.success ? ('ok' as const) : ('schema-mismatch' as const) };
      return Promise.resolve(parsed.success ? { ok: true, value: parsed.data, records: [record] } : { ok: false, error: 'schema', records: [record] });
    },
    stream: () => (async function* () {})(),
  };
}

describe('model Game Master', () => {
  it('takes one call per turn, the scene\'s opponent only, and falls back to the offline GM', async () => {
    const state = { ...newCampaign('battle-city', 'm'), sceneIndex: 1 };
    const ctx = ctxAt(state);
    expect(ctx.npc?.id).toBe('vask');
    const schema = gmAnswerSchema(ctx);
    expect(schema.safeParse({ narration: 'x', proposedDuel: { npcId: 'umbra', why: 'y' }, ruling: null }).success).toBe(false);
    expect(schema.safeParse({ narration: 'x', proposedDuel: null, ruling: { card: 'Umi', allowed: true, effect: 'e', by: 'engine' } }).success).toBe(false);
    const model = fakeModel([{ narration: 'Rain on neon.', proposedDuel: { npcId: 'vask', why: 'a locator card' }, ruling: null }, { narration: 'bad' }]);
    const gm = new ModelGameMaster(model);
    const first = await gm.narrateScene(ctx);
    expect(first).toEqual({ narration: 'Rain on neon.', proposedDuel: { npcId: 'vask', why: 'a locator card' }, ruling: null });
    expect(model.requests).toHaveLength(1);
    const user = model.requests[0]!.messages[1]!.content;
    expect(user).toContain('Vask the Rare Hunter (id "vask", Star Level 4)');
    expect(user).toContain('Nefer, level 1, 0 XP, Star Level 4, 3000 LP');
    expect(model.requests[0]!.messages[0]!.content).toContain('never a rule of the game');
    // A broken answer: the offline Game Master's words instead, after one call.
    const second = await gm.respond(ctx, 'where am I?', null);
    expect(model.requests).toHaveLength(2);
    expect(second.narration).toContain('You are at "The back alley"');
    expect(gm.calls.map((c) => c.outcome)).toEqual(['ok', 'schema-mismatch']);
  });

  it('keeps a ruling to the Magic the campaign checked, always the Game Master\'s, and none without a use', async () => {
    const ctx = ctxAt({ ...newCampaign('egypt', 'r'), sceneIndex: 2, stage: 'scene-done' });
    const ruling = { card: 'Some Other Card', allowed: true, effect: 'The well runs sweet.', by: 'game-master' };
    const model = fakeModel([
      { narration: 'You kneel by the well.', proposedDuel: null, ruling },
      { narration: 'The keeper shrugs.', proposedDuel: null, ruling },
    ]);
    const gm = new ModelGameMaster(model);
    const use = { card: 'Umi', passcode: pc('Umi'), cardText: 'Sea water everywhere.', purpose: 'sweeten the well' };
    const turn = await gm.respond(ctx, 'I use Umi', use);
    expect(turn.ruling).toEqual({ card: 'Umi', allowed: true, effect: 'The well runs sweet.', by: 'game-master' });
    expect(model.requests[0]!.messages[1]!.content).toContain('The player uses the Magic "Umi" outside combat to: "sweeten the well". Its words: Sea water everywhere.');
    expect((await gm.respond(ctx, 'hello', null)).ruling).toBeNull();
  });
});
