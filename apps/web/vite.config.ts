import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bundleMap } from './build/bundle-map';
import { compileHints } from './build/compile-hints';
import { lazySchemas } from './build/lazy-schemas';
import { postBuild } from './build/post-build';

const buildId = `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

/** The server reads dist/build.json and hands it out as `buildId` in the runtime config. */
function buildIdPlugin(id: string): Plugin {
  return {
    name: 'aula-build-id',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'build.json',
        source: `${JSON.stringify({ buildId: id })}\n`,
      });
    },
  };
}

/**
 * Named vendor chunks. react/emotion/zod are loaded by every page (the 404 page included) and split out
 * so they stay cached across deploys; only whole libraries the entry already needs may go there, or
 * screen code would leak into the first load. Screen code stays in each route's lazy chunk
 * (e.g. assets/landing-*.js).
 */
const vendorChunks: Record<string, RegExp> = {
  // build/preact-react.ts is `react` in the production build: in any other chunk, the two would import each other.
  react:
    /\/node_modules\/(react|react-dom|preact|scheduler|react-router|cookie|set-cookie-parser)\/|\/build\/preact-react\.ts$/,
  emotion: /\/node_modules\/(@emotion\/[^/]+|stylis|@mui\/(system|styled-engine|private-theming))\//,
  // With the stand-in for the contracts' schemas (src/lib/lazy-schema.ts), which every contracts module imports.
  zod: /\/node_modules\/zod\/|\/src\/lib\/lazy-schema\.ts$|\/build\/zod-jitless\.ts$/,
  // Named apart from zod: Rollup would call it "zod" after @hookform/resolvers/zod, which reads as a second copy.
  forms: /\/node_modules\/(react-hook-form|@hookform\/resolvers)\//,
  // Only ever imported dynamically (when a DSN is configured); named so tests can tell it was not loaded.
  sentry: /\/node_modules\/@sentry(-internal)?\//,
};

/** The production build runs on Preact (build/preact-react.ts); `vite dev`, the prerender and tests on React. */
const preactAliases = [
  { find: /^react$/, replacement: fileURLToPath(new URL('./build/preact-react.ts', import.meta.url)) },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * React Router's package exports name only its development build (its dev warnings, and the checks
 * for them on every render); the production build sits beside it.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  ),
};

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    lazySchemas(),
    buildIdPlugin(buildId),
    bundleMap(),
    compileHints(),
    // Off in `vite dev` (devOptions default): only the production build, which the e2e runs, has it.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // Registered by the app itself (lib/service-worker.ts), after the first paint.
      injectRegister: false,
      registerType: 'prompt',
      manifest: false,
      injectManifest: {
        // Every route chunk with its hash, the shell, the icons and manifests. Not the prerendered
        // public pages (the server paints those) nor their .br/.gz twins.
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,webmanifest}'],
        globIgnores: ['prerendered/**', 'sw.*', '**/*.map'],
      },
    }),
    postBuild(),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: /^zod$/, replacement: fileURLToPath(new URL('./build/zod-jitless.ts', import.meta.url)) },
      ...(command === 'build' ? [...preactAliases, reactRouterProduction] : []),
    ],
    // notistack and hoist-non-react-statics (via emotion) pin older copies; the current ones serve both.
    dedupe: ['clsx', 'react-is'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    rollupOptions: {
      // The shared contracts are pure schema modules; without this every schema ships on every page.
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/contracts/') },
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // Chunks under 8 KB without side effects (MUI components and icons, ~1.5 KB each) go into a
        // chunk loaded with them: a signed-in home fetched ~70 files, and on slow 4G each costs a
        // round trip. (Safe with src/main.tsx's boot as a function: a merge into the entry would
        // deadlock a top-level await.)
        experimentalMinChunkSize: 8_000,
        manualChunks(id) {
          for (const [name, pattern] of Object.entries(vendorChunks)) if (pattern.test(id)) return name;
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    // `vite dev` talks to a locally running API (npm run dev:api); override with AULA_API_URL.
    proxy: { '/api': process.env.AULA_API_URL ?? 'http://127.0.0.1:3000' },
  },
}));
