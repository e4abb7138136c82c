import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/server.ts', 'src/cli/createsuperuser.ts', 'src/cli/move-files.ts'],
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
