import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { lazySchemas } from './build/lazy-schemas';

/** What both web projects share: vitest.config.ts runs most files, vitest.isolated.config.ts the rest. */
export const webTestConfig = defineConfig({
  // The contracts as the production build has them, their schemas built on first use.
  plugins: [lazySchemas()],
  define: { __BUILD_ID__: JSON.stringify('test-build') },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 90_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});

/**
 * Files that need their own module graph: they replace or reload a module, or watch a lazy
 * module load for the first time.
 */
export const isolatedTests = [
  'src/app/auth-flow.test.tsx',
  'src/app/route-load-error.test.tsx',
  'src/app/theme.test.ts',
  'src/components/impersonation-banner.test.tsx',
  'src/components/lazy-date-picker.test.tsx',
  'src/components/toaster.test.tsx',
  'src/features/admin/components/charts.test.tsx',
  'src/lib/analytics.test.ts',
  'src/lib/recaptcha.test.ts',
  'src/lib/sentry.test.ts',
];
