/**
 * A state hash for replay checks: two states with the same hash are the same duel
 * position. It walks the data directly (no JSON string) with object keys in sorted order,
 * and leaves out the action log, which is history rather than position.
 */
import type { DuelState } from './types.js';

const keyCache = new WeakMap<object, string[]>();

/** 64-bit FNV-1a split into two 32-bit halves, mixed per token. */
class Hasher {
  h1 = 0x811c9dc5;
  h2 = 0x01000193;
  str(s: string): void {
    for (let i = 0; i < s.length; i++) this.num32(s.charCodeAt(i));
    this.num32(0xfeed);
  }
  num32(x: number): void {
    this.h1 = Math.imul(this.h1 ^ (x & 0xffff), 0x01000193);
    this.h2 = Math.imul(this.h2 ^ (x >>> 16) ^ this.h1, 0x5bd1e995);
  }
  num(x: number): void {
    if (Number.isInteger(x) && Math.abs(x) < 2 ** 31) this.num32(x | 0);
    else this.str(String(x));
  }
  hex(): string {
    return (this.h1 >>> 0).toString(16).padStart(8, '0') + (this.h2 >>> 0).toString(16).padStart(8, '0');
  }
}

function walk(h: Hasher, value: unknown): void {
  if (value === null || value === undefined) return h.num32(0x9e37);
  switch (typeof value) {
    case 'number':
      h.num32(1);
      return h.num(value);
    case 'string':
      h.num32(2);
      return h.str(value);
    case 'boolean':
      return h.num32(value ? 3 : 4);
    case 'object':
      if (Array.isArray(value)) {
        h.num32(5);
        h.num32(value.length);
        for (const item of value) walk(h, item);
        return;
      } else {
        const obj = value as Record<string, unknown>;
        let keys = keyCache.get(obj);
        if (!keys) {
          keys = Object.keys(obj).sort();
          keyCache.set(obj, keys);
        }
        h.num32(6);
        for (const k of keys) {
          if (obj[k] === undefined) continue;
          h.str(k);
          walk(h, obj[k]);
        }
        return;
      }
    default:
      throw new Error(`cannot hash a ${typeof value}`);
  }
}

/**
 * Card instances and player records are shared between consecutive states (apply copies
 * only what it writes) and never change once a state is handed out, so their hashes are
 * remembered per object: hashing a whole replay costs a few card hashes per step rather
 * than the whole duel every time.
 */
const partHashes = new WeakMap<object, string>();

function partHash(part: object): string {
  let hex = partHashes.get(part);
  if (hex === undefined) {
    const h = new Hasher();
    walk(h, part);
    hex = h.hex();
    partHashes.set(part, hex);
  }
  return hex;
}

export function stateHash(state: DuelState): string {
  const h = new Hasher();
  const { log: _log, catalog: _catalog, cards, players, format, ...rest } = state;
  walk(h, rest);
  h.str(partHash(format));
  h.num32(cards.length);
  for (const card of cards) h.str(partHash(card));
  for (const player of players) h.str(partHash(player));
  // The catalog never changes during a duel; hashing passcodes is enough to tell decks apart.
  walk(h, Object.keys(state.catalog).sort());
  return h.hex();
}
