/**
 * What the service keeps to itself while a duel runs: each session's seed commitment
 * (the random salt and whether the user named the seed), the base state a fork or an
 * import dealt again starts from, and the key exports are signed with.
 *
 * The commitment is published when the duel starts and is sha256 of `seed:salt`; the
 * seed and salt are shown when it ends, so anyone can check that the duel was played
 * from the seed it was committed to.
 */
import { parseStoredJson } from './integrity.js';
import { createHash, randomBytes } from 'node:crypto';
import type { BaseState } from '../engine/redeal.js';
import type { StoreDb } from './storeDb.js';

export type { BaseState };

export interface SessionSecret {
  salt: string;
  commitment: string;
  /** The user named the seed: they can work out the bot's hidden cards. */
  seedChosen: boolean;
  base: BaseState | null;
}

export const seedCommitment = (seed: string, salt: string): string => createHash('sha256').update(`${seed}:${salt}`).digest('hex');

/** A fresh salt and the commitment to `seed` with it. */
export function newSecret(seed: string, seedChosen: boolean, base: BaseState | null = null): SessionSecret {
  const salt = randomBytes(16).toString('hex');
  return { salt, commitment: seedCommitment(seed, salt), seedChosen, base };
}

const EXPORT_KEY = 'export-secret';

export class SecretStore {
  private readonly st;

  constructor(private readonly db: StoreDb) {
    this.st = {
      put: db.prepare(`INSERT INTO session_secrets (session_id, salt, commitment, seed_chosen, base_json) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT (session_id) DO UPDATE SET salt = excluded.salt, commitment = excluded.commitment, seed_chosen = excluded.seed_chosen,
        base_json = excluded.base_json`),
      get: db.prepare('SELECT salt, commitment, seed_chosen, base_json FROM session_secrets WHERE session_id = ?'),
      meta: db.prepare('SELECT value FROM meta WHERE key = ?'),
      putMeta: db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT DO NOTHING'),
    };
  }

  put(id: string, secret: SessionSecret): void {
    this.st.put.run(id, secret.salt, secret.commitment, secret.seedChosen ? 1 : 0, secret.base ? JSON.stringify(secret.base) : null);
  }

  /** The session's secret; undefined for sessions saved before commitments existed. */
  get(id: string): SessionSecret | undefined {
    const r = this.st.get.get(id) as { salt: string; commitment: string; seed_chosen: number; base_json: string | null } | undefined;
    if (!r) return undefined;
    return { salt: r.salt, commitment: r.commitment, seedChosen: r.seed_chosen === 1, base: r.base_json ? parseStoredJson<BaseState>(r.base_json, 'base_json') : null };
  }

  /**
   * The key exports are signed and sealed with: `fromEnv` (EXPORT_SECRET) when set, else
   * the one kept in the database, made on first use (so exports stay valid across restarts).
   */
  exportKey(fromEnv?: string): Buffer {
    if (fromEnv) return createHash('sha256').update(`export:${fromEnv}`).digest();
    this.st.putMeta.run(EXPORT_KEY, randomBytes(32).toString('hex'));
    const r = this.st.meta.get(EXPORT_KEY) as { value: string };
    return Buffer.from(r.value, 'hex');
  }
}
