import { configDefaults, defineConfig } from 'vitest/config';

// `npm test`: every suite except the browser tests (`npm run test:browser`, vitest.browser.config.ts).
export default defineConfig({
  test: {
    exclude: [...configDefaults.exclude, 'tests/browser/**', 'node_modules/**'],
  },
});
