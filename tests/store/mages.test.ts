/**
 * The Shadow Games' mage and campaign repository (migration 24) on both databases: a mage and
 * its campaign survive the store being closed and opened again; stale and bad writes change
 * nothing; deleting a mage takes its campaigns and log with it.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/store/db.js';
import { MageConflictError, MageRowError, MageStore } from '../../src/store/mageStore.js';
import { openPgDatabase } from '../../src/store/pgDb.js';
import type { StoreDb } from '../../src/store/storeDb.js';
import { createMage } from '../../src/shadow/creation.js';
import { tempDir } from '../server/helpers.js';
import { postgresForTests } from './postgres.js';

const tmp = tempDir('duel-mages-');
const { server: pg, skip: pgSkip } = await postgresForTests();

/** Each backend opens the same named database again on every call (a restart). */
const BACKENDS: { name: string; skip: string | null; opener(name: string): Promise<() => StoreDb> }[] = [
  { name: 'SQLite', skip: null, opener: async (name) => () => openDatabase(join(tmp.dir, `${name}.sqlite`)) },
  {
    name: 'PostgreSQL',
    skip: pgSkip,
    opener: async (name) => {
      const url = await pg!.newDatabase(name);
      return () => openPgDatabase(url);
    },
  },
];

afterAll(() => {
  pg?.stop();
  tmp.cleanup();
});

const ishizu = () => createMage({ name: 'Ishizu', body: 3, mind: 4, power: 2, path: 'scholar' });

describe.each(BACKENDS)('mages and campaigns on $name', (backend) => {
  it.skipIf(backend.skip !== null)('keep a mage, its campaign and log across a restart, refusing stale and bad writes', async () => {
    const open = await backend.opener('mages_restart');
    let db = open();
    let store = new MageStore(db);
    const made = store.createMage('m_aaaaaaaaaaaaaaaa', 'h'.repeat(64), ishizu());
    store.createCampaign('c_aaaaaaaaaaaaaaaa', made.id, 'battle-city', { scene: 'docks' });
    const spent = { ...made.mage, lp: 1200, xp: 400, library: [89631139], graveyard: [89631139] };
    store.commit({
      mage: { id: made.id, mage: spent, version: 1 },
      campaign: { id: 'c_aaaaaaaaaaaaaaaa', state: { scene: 'rooftop' }, version: 1 },
      log: { campaignId: 'c_aaaaaaaaaaaaaaaa', entries: [{ kind: 'duel', text: 'Ishizu beat a Rare Hunter.', data: { xp: 400 } }, { kind: 'scene', text: 'To the rooftop.' }] },
    });
    expect(() => store.updateMage(made.id, { ...spent, xp: 9999 }, 1)).toThrow(MageConflictError);
    // A stale campaign write with a good mage write: neither is saved, nor the log entry.
    expect(() =>
      store.commit({
        mage: { id: made.id, mage: { ...spent, xp: 5000 }, version: 2 },
        campaign: { id: 'c_aaaaaaaaaaaaaaaa', state: { scene: 'lost' }, version: 1 },
        log: { campaignId: 'c_aaaaaaaaaaaaaaaa', entries: [{ kind: 'scene', text: 'never written' }] },
      }),
    ).toThrow(MageConflictError);
    expect(() => store.updateMage(made.id, { ...spent, body: -1 }, 2)).toThrow();
    expect(() => store.commit({ log: { campaignId: 'c_nope', entries: [{ kind: 'x', text: 'y' }] } })).toThrow();
    db.close();

    db = open();
    store = new MageStore(db);
    const again = store.getMage(made.id)!;
    expect(again.version).toBe(2);
    expect(again.mage).toEqual(spent);
    expect(store.listMages(['h'.repeat(64)]).map((m) => m.id)).toEqual([made.id]);
    expect(store.listMages(['x'.repeat(64)])).toEqual([]);
    expect(store.getCampaign('c_aaaaaaaaaaaaaaaa')).toMatchObject({ mageId: made.id, setting: 'battle-city', state: { scene: 'rooftop' }, version: 2 });
    expect(store.log('c_aaaaaaaaaaaaaaaa').map((e) => [e.seq, e.kind, e.text, e.data])).toEqual([
      [1, 'duel', 'Ishizu beat a Rare Hunter.', { xp: 400 }],
      [2, 'scene', 'To the rooftop.', undefined],
    ]);
    expect(store.log('c_aaaaaaaaaaaaaaaa', 1).map((e) => e.seq)).toEqual([2]);
    expect(store.listCampaigns(made.id).map((c) => c.id)).toEqual(['c_aaaaaaaaaaaaaaaa']);
    expect(store.deleteMage(made.id)).toBe(true);
    expect(store.getCampaign('c_aaaaaaaaaaaaaaaa')).toBeNull();
    expect(store.log('c_aaaaaaaaaaaaaaaa')).toEqual([]);
    db.close();
  });

  it.skipIf(backend.skip !== null)('reports a damaged sheet instead of using part of it', async () => {
    const db = (await backend.opener('mages_damaged'))();
    const store = new MageStore(db);
    store.createMage('m_bbbbbbbbbbbbbbbb', 'h'.repeat(64), ishizu());
    db.prepare('UPDATE shadow_mages SET sheet = ? WHERE id = ?').run(JSON.stringify({ ...ishizu(), level: 99 }), 'm_bbbbbbbbbbbbbbbb');
    expect(() => store.getMage('m_bbbbbbbbbbbbbbbb')).toThrow(MageRowError);
    expect(() => store.getMage('m_bbbbbbbbbbbbbbbb')).toThrow(/level/);
    db.close();
  });
});
