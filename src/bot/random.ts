/**
 * A bot that picks uniformly among the engine's options with its own seeded PRNG, so a
 * duel between random bots is reproducible from the seeds alone. It never surrenders.
 */
import { nextInt, seedPrng, type PrngState } from '../engine/prng.js';
import type { DuelView } from '../engine/view.js';
import type { Option } from '../engine/types.js';
import type { BotPolicy } from './types.js';

export function createRandomBot(seed: string | number = 'random-bot'): BotPolicy {
  const prng: PrngState = seedPrng(`random-bot:${seed}`);
  return {
    name: 'random',
    choose(_view: DuelView, options: readonly Option[]): Option {
      const playable = options.filter((o) => o.action.type !== 'surrender');
      const pool = playable.length > 0 ? playable : options;
      if (pool.length === 0) throw new Error('random bot: no options to choose from');
      return pool[nextInt(prng, pool.length)]!;
    },
  };
}
