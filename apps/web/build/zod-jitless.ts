/**
 * `zod` in the web app (vite.config.ts points the bare import here): zod itself, without its compiled
 * parsers. The page's CSP has no 'unsafe-eval', so the browser refuses the `new Function` zod probes
 * for them with and reports a CSP violation on every page that parses; jitless, zod does not try
 * (and parses the same).
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
