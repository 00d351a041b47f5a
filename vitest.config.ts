import { configDefaults, defineConfig } from 'vitest/config';

// `npm test`: every suite except the browser tests (`npm run test:browser`,
// vitest.browser.config.ts) and the long runs (`npm run test:long`, vitest.long.config.ts).
export default defineConfig({
  test: {
    exclude: [...configDefaults.exclude, 'tests/browser/**', 'node_modules/**', '**/*.long.test.ts'],
    // A shared 2-core machine can be slow: limits that hold there, not on a quiet laptop.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
