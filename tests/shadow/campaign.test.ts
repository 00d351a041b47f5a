/**
 * The campaign state machine (src/shadow/campaign): a scene without a duel gives its quest
 * XP when the player acts on its task, not on arrival; a duel scene offers the scene's own opponent; a lost duel leaves the mage as
 * combat left them (LP, spent Magic) with the offer standing; rests and unconsciousness; a
 * won duel gives 001's XP and the quest's; the whole campaign reaches level 2 from 0.
 */
import { describe, expect, it } from 'vitest';
import { TemplateGameMaster } from '../../src/shadow/campaign/templateGm.js';
import { talk } from '../../src/shadow/campaign/talk.js';
import { acceptDuel, cancelDuel, currentScene, enterScene, finishDuel, nextScene, pendingOpponent, rest, type Step } from '../../src/shadow/campaign/machine.js';
import { loadCampaignBook, SETTINGS } from '../../src/shadow/campaign/script.js';
import { campaignStateSchema, newCampaign, type CampaignState } from '../../src/shadow/campaign/state.js';
import type { Mage } from '../../src/shadow/sheet.js';
import { db, outcome, pc, startingMage } from './campaignFixtures.js';
import { CampaignPlay } from '../../src/shadow/campaign/play.js';

const book = loadCampaignBook();
const gm = new TemplateGameMaster();

function ok(step: Step): { state: CampaignState; mage: Mage; said: string[] } {
  if (!step.ok) throw new Error(step.error);
  return { state: step.state, mage: step.mage, said: step.said.map((e) => e.text) };
}

async function arrive(state: CampaignState, mage: Mage): Promise<{ state: CampaignState; mage: Mage; said: string[] }> {
  const scene = currentScene(book, state);
  const npc = pendingOpponent(book, state);
  const turn = await gm.narrateScene({ state, script: book.campaigns.find((c) => c.setting === state.setting)!, scene, mage, npc });
  return ok(enterScene(book, state, mage, turn));
}

describe('campaign state machine', () => {
  it('narrates the first scene with the intro, gives its quest XP for the deed (not on arrival) and moves on to a duel offer', async () => {
    const arrived = await arrive(newCampaign('egypt', 's1'), startingMage());
    expect(arrived.state.stage).toBe('quest');
    expect(arrived.state.log[0]!.kind).toBe('intro');
    expect(arrived.state.log[0]!.text).toContain('Nefer');
    expect(arrived.mage.xp).toBe(0);
    expect(arrived.said.join(' ')).not.toContain('XP');
    expect(nextScene(book, arrived.state, arrived.mage)).toMatchObject({ ok: false, error: expect.stringMatching(/^The way on is not open yet \(finding the hidden road into the Valley\): say what Nefer does/) });
    // A Magic the Game Master rules does nothing leaves the task open; words to the GM do it.
    const fizzle = { narration: 'Nothing happens.', proposedDuel: null, ruling: { card: 'Celtic Guardian', allowed: false, effect: 'No.', by: 'game-master' as const } };
    const tried = ok(talk(book, arrived.state, arrived.mage, 'I use Celtic Guardian.', fizzle, { card: 'Celtic Guardian', passcode: pc('Celtic Guardian'), cardText: '', purpose: '' }));
    expect(tried.state.stage).toBe('quest');
    expect(tried.mage.xp).toBe(0);
    const a = ok(talk(book, tried.state, tried.mage, 'I climb the cliff and look for the road.', { narration: 'Found.', proposedDuel: null, ruling: null }, null));
    expect(a.state.stage).toBe('scene-done');
    expect(a.mage.xp).toBe(200);
    expect(a.said.join(' ')).toContain('gains 200 XP for finding the hidden road');
    // Entering twice is refused; the campaign stays valid JSON for the store.
    expect(enterScene(book, a.state, a.mage, { narration: 'x', proposedDuel: null, ruling: null })).toMatchObject({ ok: false });
    expect(campaignStateSchema.parse(JSON.parse(JSON.stringify(a.state)))).toEqual(a.state);
    const n = ok(nextScene(book, a.state, a.mage));
    expect(n.state).toMatchObject({ sceneIndex: 1, stage: 'arriving' });
    const b = await arrive(n.state, n.mage);
    expect(b.state.stage).toBe('duel-offered');
    expect(b.said.join(' ')).toContain('proposes a duel: Nefer against Sefu the Tomb Robber (Star Level 4), for the temple\'s seal');
    // No moving on past an unbeaten opponent.
    expect(nextScene(book, b.state, b.mage)).toEqual({ ok: false, error: 'Sefu the Tomb Robber still bars the way: win the duel first.' });
  });

  it('applies a lost duel (LP, spent Magic), refuses a duel while unconscious, and rests', async () => {
    const first = await arrive(newCampaign('egypt', 's2'), startingMage());
    let s = ok(nextScene(book, { ...first.state, stage: 'scene-done' }, startingMage()));
    s = await arrive(s.state, s.mage);
    s = ok(acceptDuel(book, s.state, s.mage));
    expect(s.state).toMatchObject({ stage: 'dueling', duelsFought: 1 });
    expect(rest(book, s.state, s.mage, 'full')).toEqual({ ok: false, error: 'No resting in the middle of a duel.' });
    const guardian = pc('Celtic Guardian');
    const lost = ok(finishDuel(book, s.state, s.mage, outcome(1, { lp: 0, graveyard: [guardian, guardian], beyond: [pc('Trap Hole')] })));
    expect(lost.state.stage).toBe('duel-offered');
    expect(lost.mage).toMatchObject({ lp: 0, graveyard: [guardian, guardian], beyond: [pc('Trap Hole')], xp: s.mage.xp });
    expect(lost.said[0]).toContain('Sefu the Tomb Robber wins.');
    expect(lost.said[0]).toContain('ends with 0 LP and is unconscious; 3 Magic spent until a Full Rest');
    expect(acceptDuel(book, lost.state, lost.mage)).toEqual({ ok: false, error: 'Nefer is unconscious (0 LP): take a Half Rest or a Full Rest first.' });
    // Half Rest: LPR (100 x (2 + 3) + 100 = 600) and one Guardian back.
    const half = ok(rest(book, lost.state, lost.mage, 'half', [guardian]));
    expect(half.mage).toMatchObject({ lp: 600, graveyard: [guardian], halfRestsToday: 1 });
    expect(half.said[0]).toBe('Nefer takes a Half Rest (1 of 3 today): 600 LP back (600 LP), 1 Magic back to the Deck of Magic.');
    const full = ok(rest(book, half.state, half.mage, 'full'));
    expect(full.mage).toMatchObject({ lp: 3000, graveyard: [], beyond: [], halfRestsToday: 0 });
    expect(full.state.log.at(-1)!.kind).toBe('rest');
    expect(ok(acceptDuel(book, full.state, full.mage)).state.duelsFought).toBe(2);
  });

  it('builds the accepted duel for the engine, and backs out to the offer when it cannot be played', async () => {
    const play = new CampaignPlay(book, db, gm, newCampaign('duel-academy', 'p'), startingMage());
    await play.arrive();
    await play.say('I take on the task of the scene.');
    await play.next();
    expect(play.state.stage).toBe('duel-offered');
    const accepted = play.accept();
    expect(accepted.ok).toBe(true);
    if (!accepted.ok) return;
    const { config, npc } = accepted.duel;
    expect(npc.id).toBe('tomas');
    expect(config).toMatchObject({ format: 'shadow-games', seed: 'p/duel-1', firstPlayer: 'coin' });
    expect(config.decks[0].main).toEqual(startingMage().deckOfMagic);
    expect(config.mages![0]).toMatchObject({ name: 'Nefer', mind: 3, body: 2, starLevel: 4, lp: 3000, lpCap: 7000 });
    expect(config.mages![1]).toMatchObject({ name: 'Tomas, Slifer Red Senior', starLevel: 4, lp: 3000 });
    expect(config.decks[1].main).toHaveLength(21);
    const back = ok(cancelDuel(book, play.state, play.mage, 'the engine refused'));
    expect(back.state.stage).toBe('duel-offered');
    expect(back.said).toEqual(['The duel could not be played: the engine refused']);
  });

  it('refuses a finish with no duel or a duel not over', async () => {
    const s = await arrive(newCampaign('battle-city', 's3'), startingMage());
    expect(finishDuel(book, s.state, s.mage, outcome(0, { lp: 100 }))).toEqual({ ok: false, error: 'No duel is being played.' });
    expect(acceptDuel(book, s.state, s.mage)).toEqual({ ok: false, error: 'No duel is on offer right now.' });
  });

  it.each(SETTINGS)('plays %s from 0 XP to level 2 at the last scene when both duels are won', async (setting) => {
    let s = { state: newCampaign(setting, 'plan'), mage: startingMage(), said: [] as string[] };
    const wins: string[] = [];
    while (s.state.stage !== 'finished') {
      s = await arrive(s.state, s.mage);
      if (s.state.stage === 'quest') s = ok(talk(book, s.state, s.mage, 'I do what the scene asks.', { narration: 'Done.', proposedDuel: null, ruling: null }, null));
      if (s.state.stage === 'duel-offered') {
        wins.push(pendingOpponent(book, s.state)!.id);
        s = ok(acceptDuel(book, s.state, s.mage));
        s = ok(finishDuel(book, s.state, s.mage, outcome(0, { lp: 1500, graveyard: [pc('Feral Imp')] })));
        expect(s.mage.lp).toBe(1500);
        s = ok(rest(book, s.state, s.mage, 'full'));
      }
      expect(s.mage.level, `level before the end (${s.mage.xp} XP)`).toBe(s.state.sceneIndex === 3 ? 2 : 1);
      s = ok(nextScene(book, s.state, s.mage));
    }
    expect(wins).toHaveLength(2);
    expect(s.mage).toMatchObject({ xp: 2000, level: 2, starLevel: 4 });
    const kinds = s.state.log.map((e) => e.kind);
    expect(kinds.filter((k) => k === 'level-up')).toHaveLength(1);
    expect(s.state.log.filter((e) => e.kind === 'xp').map((e) => e.text).join(' ')).toMatch(/gains 400 XP for beating .* gains 500 XP for beating/s);
    expect(s.state.log.find((e) => e.kind === 'level-up')!.text).toBe('Nefer reaches level 2.');
    expect(s.state.questsDone).toHaveLength(4);
  });
});
