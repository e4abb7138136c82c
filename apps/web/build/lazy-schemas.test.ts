// @vitest-environment node
import { types } from 'node:util';
import * as contracts from '@aula/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeSchemasLazy, type ContractExports } from './lazy-schemas';

const none: ContractExports = { schemas: new Set(), factories: new Set() };
const lazyOf = (code: string, known = none) => makeSchemasLazy(code, known).output?.toString() ?? code;
/** The module's code with the import of the stand-in left out. */
const bodyOf = (code: string, known = none) => lazyOf(code, known).replace(/^import \{ lazySchema.*\n/, '');

describe('makeSchemasLazy', () => {
  it('wraps the schemas built as the module loads, in declarations and inside route objects', () => {
    const code = [
      `import { z } from 'zod';`,
      `export const a = z.object({ id: z.int() });`,
      `const b = a.extend({ name: z.string() }).nullable();`,
      `export const routes = withErrors([400], { get: defineRoute({ path: '/x', params: z.object({ id: z.int() }), responses: { 200: b } }) });`,
    ].join('\n');
    expect(bodyOf(code)).toBe(
      [
        `import { z } from 'zod';`,
        `export const a = __lazySchema(() => (z.object({ id: z.int() })));`,
        `const b = __lazySchema(() => (a.extend({ name: z.string() }).nullable()));`,
        `export const routes = withErrors([400], { get: defineRoute({ path: '/x', params: __lazySchema(() => (z.object({ id: z.int() }))), responses: { 200: b } }) });`,
      ].join('\n'),
    );
    expect(lazyOf(code)).toMatch(
      /^import \{ lazySchema as __lazySchema \} from ".*\/src\/lib\/lazy-schema\.ts";\n/,
    );
  });

  it('leaves alone what is not a schema, and the bodies of functions', () => {
    const code = [
      `import { z } from 'zod';`,
      `export const roles = z.enum(['a', 'b']).options;`,
      `export const checked = z.string().parse('x');`,
      `export const word = (max) => z.string().max(max);`,
      `export function build() { return z.string(); }`,
      `export const LIMIT = 3;`,
    ].join('\n');
    const { output, exports } = makeSchemasLazy(code, none);
    expect(output).toBeUndefined();
    expect([...exports.factories]).toEqual(['word']);
  });

  it('wraps the calls of schema factories: shared ones, local arrows and those another module exports', () => {
    const code = [
      `import { z } from 'zod';`,
      `import { requiredLine } from './text-fields';`,
      `import { requiredLine as elsewhere } from 'somewhere-else';`,
      `const name = sharedSchema((max) => z.string().max(max));`,
      `const line = (label) => requiredLine(label, 80);`,
      `export const fields = { a: name(10), b: line('o nome'), c: requiredLine('x', 5).optional(), d: elsewhere('y', 1) };`,
    ].join('\n');
    const known = { schemas: new Set<string>(), factories: new Set(['requiredLine']) };
    expect(bodyOf(code, known).split('\n').at(-1)).toBe(
      `export const fields = { a: __lazySchema(() => (name(10))), b: __lazySchema(() => (line('o nome'))), c: __lazySchema(() => (requiredLine('x', 5).optional())), d: elsewhere('y', 1) };`,
    );
    expect([...makeSchemasLazy(code, known).exports.factories]).toEqual([]);
  });

  it('knows the schemas other contracts modules export by the name they are imported under', () => {
    const code = [
      `import { paginationQuerySchema as pages } from './errors';`,
      `export const listQuery = pages.extend({});`,
    ].join('\n');
    const known = { schemas: new Set(['paginationQuerySchema']), factories: new Set<string>() };
    expect(bodyOf(code, known).split('\n').at(-1)).toBe(
      `export const listQuery = __lazySchema(() => (pages.extend({})));`,
    );
    expect([...makeSchemasLazy(code, known).exports.schemas]).toEqual(['listQuery']);
  });
});

type RouteLike = { method: string; path: string; [key: string]: unknown };
const isRoute = (value: unknown): value is RouteLike =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
const isSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

function schemasOf(value: unknown, found: z.ZodType[] = []): z.ZodType[] {
  if (isSchema(value)) found.push(value);
  else if (isRoute(value)) {
    const { params, query, body, responses } = value as Record<string, unknown>;
    for (const schema of [params, query, body, ...Object.values(responses ?? {})]) schemasOf(schema, found);
  } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const child of Object.values(value)) schemasOf(child, found);
  }
  return found;
}

describe('the contracts as the web app loads them', () => {
  const schemas = schemasOf(contracts);

  it('hold their schemas as stand-ins built on first use', () => {
    expect(schemas.length).toBeGreaterThan(400);
    expect(types.isProxy(contracts.profileSchema)).toBe(true);
    expect(types.isProxy(contracts.accountRoutes.login.body)).toBe(true);
  });

  it('every schema, exported or in a route, builds into a zod schema that answers', () => {
    for (const schema of schemas) {
      expect('_zod' in schema).toBe(true);
      expect(typeof schema.safeParse(undefined).success).toBe('boolean');
    }
  });
});
