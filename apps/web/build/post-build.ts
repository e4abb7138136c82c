import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { checkBundleBudget } from './bundle-budget';
import { precompressDir } from './precompress';
import { prerenderPages } from './prerender';

/**
 * Once the client bundle is written: prerender the public entry pages, compress everything (those pages
 * too), then fail the build if a page's first visit is over its JavaScript budget.
 */
export function postBuild(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'aula-post-build',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await prerenderPages(root, outDir);
      await precompressDir(outDir);
      checkBundleBudget(outDir);
    },
  };
}
