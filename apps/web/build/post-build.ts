import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { precompressDir } from './precompress';
import { prerenderPages } from './prerender';

/** Once the client bundle is written: prerender the public entry pages, then compress everything (those pages too). */
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
    },
  };
}
