/**
 * Signed and sealed exports. Every JSON export carries `signature`: an HMAC-SHA256, under
 * the service's export key, of the export's canonical JSON (keys sorted) without it. An
 * unfinished duel's export shows only what its player may see (actions and events as the
 * replay shows them, no seed) and carries `sealed`: the seed, the salt, the raw actions
 * and the base state, encrypted (AES-256-GCM) under the same key, which the import needs
 * to rebuild the duel. So a changed export (another seat, another hidden card) is refused,
 * and nothing hidden can be read out of one.
 *
 * A finished duel's export is complete and readable (the seed is public then) and imports
 * without its signature too.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { DuelSessionSnapshot } from '../chat/snapshot.js';
import type { BaseState } from '../engine/redeal.js';
import type { Action, DuelConfig } from '../engine/types.js';
import type { Persona } from '../llm/persona.js';
import type { ParsedExport } from '../store/replay.js';
import { badRequest } from './errors.js';

/** What a sealed export holds: everything the import needs that the player may not see. */
export interface SealedSecrets {
  seed: string;
  salt: string | null;
  seedChosen: boolean;
  actions: Action[];
  base: BaseState | null;
}

/** An export's secrets, opened: from its sealed part, or from its plain fields (a finished duel). */
export interface OpenedExport extends SealedSecrets {
  /** The signature was checked (unsigned exports import only as finished duels). */
  signed: boolean;
}

const subKey = (key: Buffer, use: string): Buffer => createHmac('sha256', key).update(use).digest();

/** JSON with object keys sorted at every level: what the signature is computed over. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function signatureOf(key: Buffer, body: Record<string, unknown>): string {
  const { signature: _s, ...rest } = body;
  return createHmac('sha256', subKey(key, 'export-signature')).update(canonicalJson(rest)).digest('hex');
}

/** `body` with its signature added. */
export function signExport<T extends Record<string, unknown>>(key: Buffer, body: T): T & { signature: string } {
  return { ...body, signature: signatureOf(key, body) };
}

export function seal(key: Buffer, secrets: SealedSecrets): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', subKey(key, 'export-seal'), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

const sealedSchema = z.object({
  seed: z.string().min(1),
  salt: z.string().nullable(),
  seedChosen: z.boolean(),
  actions: z.array(z.looseObject({ type: z.string(), player: z.union([z.literal(0), z.literal(1)]) })),
  base: z.looseObject({ state: z.looseObject({ cards: z.array(z.unknown()) }), knowledge: z.looseObject({}) }).nullable(),
});

function unseal(key: Buffer, text: string): SealedSecrets | null {
  try {
    const raw = Buffer.from(text, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', subKey(key, 'export-seal'), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const json = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const parsed = sealedSchema.safeParse(JSON.parse(json));
    return parsed.success ? (parsed.data as unknown as SealedSecrets) : null;
  } catch {
    return null;
  }
}

/**
 * Checks an export's signature against the raw request body and opens its secrets; a
 * changed or foreign signed export, or an unsigned one with parts only a signed one may
 * have, is a 400.
 */
export function openExport(key: Buffer, raw: Record<string, unknown>, data: ParsedExport): OpenedExport {
  const plainActions = data.actions.map((a) => a.action as unknown as Action);
  if (data.signature === undefined) {
    if (data.sealed !== undefined || data.config.seed === undefined) {
      throw badRequest('UNSIGNED_EXPORT', 'This export of an unfinished duel has no signature: only an unchanged export signed by this service imports.');
    }
    return { signed: false, seed: data.config.seed, salt: null, seedChosen: false, actions: plainActions, base: null };
  }
  const expected = Buffer.from(signatureOf(key, raw), 'hex');
  const given = Buffer.from(data.signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw badRequest('BAD_SIGNATURE', 'The export was changed after it was signed, or was signed by another service: it cannot be imported.');
  }
  if (data.sealed !== undefined) {
    const secrets = unseal(key, data.sealed);
    if (!secrets) throw badRequest('BAD_SEAL', 'The sealed part of the export cannot be opened by this service.');
    return { signed: true, ...secrets };
  }
  if (data.config.seed === undefined) throw badRequest('BAD_EXPORT', 'config.seed: a finished duel\'s export names its seed.');
  const secret = data.secret;
  return { signed: true, seed: data.config.seed, salt: secret?.salt ?? null, seedChosen: secret?.seedChosenByUser ?? false, actions: plainActions, base: (secret?.base as BaseState | null | undefined) ?? null };
}

/** The snapshot an import rebuilds: the export's rows with its opened secrets (seed, raw actions, base state). */
export function importSnapshot(data: ParsedExport, opened: OpenedExport): DuelSessionSnapshot {
  if (opened.actions.length !== data.actions.length) throw badRequest('BAD_EXPORT', `the export lists ${data.actions.length} actions but holds ${opened.actions.length}`);
  return {
    version: 2,
    config: { ...(data.config as Omit<DuelConfig, 'seed'>), seed: opened.seed },
    human: data.session.human,
    chainMode: data.session.chainMode,
    userName: data.session.userName,
    startHash: data.session.startHash,
    steps: data.actions.map((a, i) => ({ action: opened.actions[i]!, stateHash: a.stateHash })),
    history: data.messages.map((m) => ({ role: m.role, kind: m.kind, text: m.text, shared: m.shared, actions: m.step })),
    modelCalls: data.modelCalls.map(({ seq: _seq, ...c }) => c),
    stateHash: data.session.stateHash,
    opened: data.session.opened,
    pendingChoices: data.session.pendingChoices,
    persona: data.persona as Persona,
    ...(opened.base ? { base: opened.base } : {}),
  };
}
