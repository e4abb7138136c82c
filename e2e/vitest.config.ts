import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Rooted at the repository so the same config works from e2e/ (npm test -w e2e) and from the root.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  test: {
    name: 'e2e',
    root: repoRoot,
    include: ['e2e/specs/**/*.spec.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One Chromium at a time: the machine has 2 cores and the server needs one.
    fileParallelism: false,
    maxWorkers: 1,
  },
});
