import { defineConfig } from 'vitest/config';

// `npm run test:long`: the long fuzz and crash runs (`*.long.test.ts`), one file at a time so
// that each has the machine's cores to itself; `.ci/run` calls it after `npm test`.
export default defineConfig({
  test: {
    include: ['tests/**/*.long.test.ts'],
    testTimeout: 1_800_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
