import { defineConfig, mergeConfig } from 'vitest/config';
import { isolatedTests, webTestConfig } from './vitest.shared';

export default mergeConfig(
  webTestConfig,
  defineConfig({
    test: {
      name: 'web',
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      exclude: isolatedTests,
      // The files share one module graph and one jsdom per worker instead of loading both per file,
      // which takes a third off the suite; each test still renders into a clean document.
      isolate: false,
    },
  }),
);
