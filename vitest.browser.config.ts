import { defineConfig } from 'vitest/config';

// `npm run test:browser`: the web page in Debian's Chromium against the real service.
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One file at a time: each starts a service and a browser, on a 2-core machine.
    fileParallelism: false,
    sequence: { concurrent: false },
  },
});
