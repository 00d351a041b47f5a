/**
 * Coins and dice (the luck cards of 2004-05: Jirai Gumo, Blowback Dragon, Dice Jar...). The
 * toss itself is the seeded `Resolution.coin` / `die`, so a duel replays the same; these
 * helpers add the parts the cards word the same way: "toss a coin and call it" (the
 * caller chooses heads or tails before the toss) and "toss a coin N times".
 */
import type { PlayerId, Resolution } from './engine.js';

const FACES = ['heads', 'tails'] as const;

/** "Toss a coin and call it": `caller` calls a face, the coin is tossed; true when the call was right. */
export function callAndToss(r: Resolution, caller: PlayerId = r.player): boolean {
  const [at] = r.choose({ player: caller, prompt: 'Call the coin toss', candidates: [0, 1], labels: ['Heads', 'Tails'], min: 1, max: 1 });
  return r.coin() === FACES[at ?? 0];
}

/** "Toss a coin `times` times": how many came up heads. */
export function headsOutOf(r: Resolution, times: number): number {
  let heads = 0;
  for (let i = 0; i < times; i++) if (r.coin() === 'heads') heads += 1;
  return heads;
}
