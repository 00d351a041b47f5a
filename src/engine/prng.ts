/**
 * Seeded randomness kept inside the duel state (sfc32: small, fast, 128-bit state), so a
 * duel is fully determined by its config and actions. Nothing in the engine may call
 * Math.random.
 */
export type PrngState = [number, number, number, number];

/** Turns any seed string into a well-mixed 128-bit starting state (cyrb128-style mixing). */
export function seedPrng(seed: string): PrngState {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const state: PrngState = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
  // Discard the first outputs: sfc32 needs a few rounds to spread a weak seed.
  for (let i = 0; i < 12; i++) nextUint32(state);
  return state;
}

/** Advances `state` in place and returns a uniform 32-bit unsigned integer. */
export function nextUint32(state: PrngState): number {
  let [a, b, c, d] = state;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  state[0] = a >>> 0;
  state[1] = b >>> 0;
  state[2] = c >>> 0;
  state[3] = d >>> 0;
  return t >>> 0;
}

/** Uniform integer in [0, n) without modulo bias. */
export function nextInt(state: PrngState, n: number): number {
  if (n <= 0 || !Number.isInteger(n)) throw new Error(`nextInt needs a positive integer bound, got ${n}`);
  const limit = 0x100000000 - (0x100000000 % n);
  for (;;) {
    const x = nextUint32(state);
    if (x < limit) return x % n;
  }
}

/** Fisher-Yates shuffle in place. */
export function shuffleInPlace<T>(state: PrngState, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(state, i + 1);
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
}
