/** What both API projects share: vitest.config.ts runs most files, vitest.isolated.config.ts the rest. */
export const apiTestOptions = {
  globalSetup: ['test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/** Files that replace a module with vi.mock, which only holds in a file's own module graph. */
export const isolatedTests = ['test/security-limits.test.ts', 'test/students-cards.test.ts'];
