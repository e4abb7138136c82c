import { defineConfig } from 'vitest/config';
import { apiTestOptions, isolatedTests } from './vitest.shared';

export default defineConfig({
  test: {
    ...apiTestOptions,
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: isolatedTests,
    // The files share one module graph per worker: the app is imported once instead of once per
    // file, which takes a third off the suite. Each file still builds its own app and database.
    isolate: false,
  },
});
