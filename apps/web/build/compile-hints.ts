import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { readRouteChunks } from './bundle-map';

/** V8's file-wide compile hint (Chrome 136 and later); to other engines, a comment. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks each chunk that some screen's first visit loads with V8's compile hint. What a screen loads
 * first runs as it starts (the UI runtime, the theme, the screen's sections); unmarked, V8 compiles
 * each function on the main thread at its first call, and the start of a home was held in tasks of
 * 25-50 ms at 4x CPU. Marked, it compiles the file on a background thread as it streams in. Chunks
 * only imported on demand (a dialog, the PDF export, Sentry) stay lazy. Written into the files once
 * the bundle is on disk: the minifier would drop the comment, and Vite still rewrites chunks with
 * dynamic imports as the bundle is generated.
 */
export function compileHints(): Plugin {
  return {
    name: 'aula-compile-hints',
    apply: 'build',
    writeBundle({ dir = '' }) {
      for (const fileName of new Set(Object.values(readRouteChunks(dir)).flat())) {
        const file = join(dir, fileName);
        writeFileSync(file, `${COMPILE_HINT}\n${readFileSync(file, 'utf8')}`);
        // The source map's lines move down by one.
        if (!existsSync(`${file}.map`)) continue;
        const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { mappings: string };
        writeFileSync(`${file}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
      }
    },
  };
}
