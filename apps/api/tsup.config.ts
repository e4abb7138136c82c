import { defineConfig } from 'tsup';

export default defineConfig({
  // The PDF worker lands at dist/pdf-worker.js, beside the chunk that starts it (pdf-pool.ts).
  entry: {
    server: 'src/server.ts',
    'cli/createsuperuser': 'src/cli/createsuperuser.ts',
    'cli/move-files': 'src/cli/move-files.ts',
    'pdf-worker': 'src/modules/print/pdf-worker.ts',
  },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  splitting: true,
  sourcemap: true,
  // Workspace packages ship TypeScript sources, so they are bundled; npm dependencies stay external.
  skipNodeModulesBundle: true,
  noExternal: [/^@aula\//],
});
