/**
 * A campaign duel played by the engine: the accepted duel starts as a DuelSession in the
 * `shadow-games` format with both mages' sheets, and the engine's combat outcome of the
 * finished duel (here the player concedes) comes back onto the mage and the campaign.
 * Skipped while the engine has no `shadow-games` format (shadow-engine's branch brings it).
 */
import { describe, expect, it } from 'vitest';
import { DuelSession } from '../../src/chat/session.js';
import { isFormatId } from '../../src/engine/format.js';
import { npcPersona } from '../../src/shadow/campaign/duel.js';
import { CampaignPlay } from '../../src/shadow/campaign/play.js';
import { loadCampaignBook } from '../../src/shadow/campaign/script.js';
import { newCampaign } from '../../src/shadow/campaign/state.js';
import { TemplateGameMaster } from '../../src/shadow/campaign/templateGm.js';
import { db, startingMage } from './campaignFixtures.js';

async function drain(chunks: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of chunks) void _;
}

describe('a campaign duel in the engine', () => {
  it.skipIf(!isFormatId('shadow-games'))('plays the offered duel in the shadow-games format and applies its outcome', async () => {
    const play = new CampaignPlay(loadCampaignBook(), db, new TemplateGameMaster(), newCampaign('egypt', 'engine'), startingMage());
    await play.arrive();
    await play.say('I take on the task of the scene.');
    await play.next();
    const accepted = play.accept();
    expect(accepted.ok).toBe(true);
    if (!accepted.ok) return;
    const session = new DuelSession({ config: accepted.duel.config, human: 0, level: accepted.duel.npc.botLevel }, { model: null, persona: npcPersona(accepted.duel.npc) });
    await drain(session.open());
    expect(session.state.format.id).toBe('shadow-games');
    expect(session.state.result).toBeNull();
    await drain(session.send('I concede'));
    expect(session.state.result).toMatchObject({ winner: 1, reason: 'surrender' });
    const r = play.finishFromState(session.state);
    expect(r.ok).toBe(true);
    expect(play.state.stage).toBe('duel-offered');
    expect(play.mage.xp).toBe(200);
    expect(play.state.log.at(-1)!.text).toMatch(/^Sefu the Tomb Robber wins\. .* Nefer ends with \d+ LP/);
  });
});
