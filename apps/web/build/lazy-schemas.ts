import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
import { parseAst, transformWithEsbuild, type Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const CONTRACTS_DIR = fileURLToPath(new URL('../../../packages/contracts/src/', import.meta.url));
const CONTRACT_MODULE = /\/packages\/contracts\/src\/(?!.*\.test\.ts$).*\.ts$/;
const RUNTIME = fileURLToPath(new URL('../src/lib/lazy-schema.ts', import.meta.url));
const LAZY = '__lazySchema';

/** `z.` helpers and schema methods whose answer is not a schema (an error report, a parse result…). */
const NOT_SCHEMAS = new Set([
  'config',
  'decode',
  'decodeAsync',
  'encode',
  'encodeAsync',
  'flattenError',
  'formatError',
  'isNullable',
  'isOptional',
  'meta',
  'parse',
  'parseAsync',
  'prettifyError',
  'registry',
  'safeDecode',
  'safeEncode',
  'safeParse',
  'safeParseAsync',
  'spa',
  'toJSONSchema',
  'treeifyError',
]);

/** What the contracts export: schemas, and functions that answer a schema (`requiredLine`, `paginatedSchema`). */
export interface ContractExports {
  schemas: Set<string>;
  factories: Set<string>;
}

/** The schemas and schema factories a module can name: its own, and those it imports from other contracts. */
interface Scope {
  z: string;
  schemas: Set<string>;
  factories: Set<string>;
}

const nameOf = (node: unknown) => (node as { name: string }).name;

/**
 * Whether an expression builds a schema: a chain of schema methods that starts at `z`, at a known
 * schema or at a call of a known factory (`z.object(…)`, `emailField.optional()`, `dbIdParam().max(9)`),
 * or a factory's call itself.
 */
function buildsSchema(node: Node, scope: Scope): boolean {
  if (node.type !== 'CallExpression') return false;
  const methods: string[] = [];
  let current: Node = node;
  for (;;) {
    if (current.type === 'Identifier') break;
    if (current.type === 'CallExpression' && (current.callee as Node).type === 'Identifier') break;
    if (current.type === 'CallExpression') current = current.callee as Node;
    else if (current.type === 'MemberExpression' && !current.computed) {
      methods.push(nameOf(current.property));
      current = current.object as Node;
    } else return false;
  }
  if (methods.some((name) => NOT_SCHEMAS.has(name))) return false;
  if (current.type === 'CallExpression') return scope.factories.has(nameOf(current.callee));
  const root = nameOf(current);
  return methods.length > 0 && (root === scope.z || scope.schemas.has(root));
}

function declaratorsOf(statement: Node): { declarator: Node; exported: boolean }[] {
  const exported = statement.type === 'ExportNamedDeclaration';
  const declaration = exported ? (statement.declaration as Node | null) : statement;
  if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') return [];
  return (declaration.declarations as Node[]).map((declarator) => ({ declarator, exported }));
}

/** A factory: `sharedSchema(…)`, or an arrow function whose body builds a schema. */
function isFactory(init: Node, scope: Scope): boolean {
  if (init.type === 'CallExpression' && (init.callee as Node).type === 'Identifier') {
    return nameOf(init.callee) === 'sharedSchema';
  }
  return init.type === 'ArrowFunctionExpression' && buildsSchema(init.body as Node, scope);
}

function scopeOf(body: Node[], known: ContractExports): Scope | undefined {
  const scope: Scope = { z: '', schemas: new Set(), factories: new Set() };
  for (const statement of body) {
    if (statement.type !== 'ImportDeclaration') continue;
    const source = (statement.source as Node).value as string;
    for (const specifier of statement.specifiers as Node[]) {
      if (specifier.type !== 'ImportSpecifier') continue;
      const [imported, local] = [nameOf(specifier.imported), nameOf(specifier.local)];
      if (source === 'zod' && imported === 'z') scope.z = local;
      if (!source.startsWith('.')) continue;
      if (known.schemas.has(imported)) scope.schemas.add(local);
      if (known.factories.has(imported)) scope.factories.add(local);
    }
  }
  return scope.z === '' && scope.factories.size === 0 && scope.schemas.size === 0 ? undefined : scope;
}

const FUNCTIONS = new Set([
  'ArrowFunctionExpression',
  'FunctionExpression',
  'FunctionDeclaration',
  'ClassBody',
]);

/** Calls `wrap` on every schema built while the module loads (not inside functions), outermost only. */
function visitSchemas(node: Node, scope: Scope, wrap: (node: Node) => void): void {
  if (FUNCTIONS.has(node.type)) return;
  if (buildsSchema(node, scope)) {
    wrap(node);
    return;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    // A schema built only to be read from at once (`z.enum([…]).options`) is needed as the module loads.
    if (node.type === 'MemberExpression' && key === 'object') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object' && typeof (child as Node).type === 'string') {
        visitSchemas(child as Node, scope, wrap);
      }
    }
  }
}

/**
 * Wraps the schemas a contracts module builds as it loads in `lazySchema(() => …)`, and reports the
 * schemas and factories it exports. `code` is the module as JavaScript.
 */
export function makeSchemasLazy(
  code: string,
  known: ContractExports,
): { output: MagicString | undefined; exports: ContractExports } {
  const body = (parseAst(code) as unknown as { body: Node[] }).body;
  const exports: ContractExports = { schemas: new Set(), factories: new Set() };
  const scope = scopeOf(body, known);
  if (scope === undefined) return { output: undefined, exports };
  const output = new MagicString(code);
  // Not marked pure: Rollup merges chunks it finds free of side effects into the chunks of other
  // pages (experimentalMinChunkSize), which made the first load of /login 6 KB heavier.
  const wrap = (node: Node) => {
    output.prependLeft(node.start, `${LAZY}(() => (`);
    output.appendRight(node.end, '))');
  };
  for (const statement of body) {
    if (statement.type === 'ImportDeclaration') continue;
    for (const { declarator, exported } of declaratorsOf(statement)) {
      const init = declarator.init as Node | null;
      if (!init || (declarator.id as Node).type !== 'Identifier') continue;
      const name = nameOf(declarator.id);
      if (isFactory(init, scope)) {
        scope.factories.add(name);
        if (exported) exports.factories.add(name);
      } else if (buildsSchema(init, scope)) {
        scope.schemas.add(name);
        if (exported) exports.schemas.add(name);
      }
    }
    visitSchemas(statement, scope, wrap);
  }
  if (!output.hasChanged()) return { output: undefined, exports };
  output.prepend(`import { lazySchema as ${LAZY} } from ${JSON.stringify(RUNTIME)};\n`);
  return { output, exports };
}

/** What every contracts module exports, read until no module learns anything more from the others. */
async function scanContracts(): Promise<ContractExports> {
  const files = readdirSync(CONTRACTS_DIR, { recursive: true, encoding: 'utf8' }).filter((file) =>
    CONTRACT_MODULE.test(`/packages/contracts/src/${file}`),
  );
  const modules = await Promise.all(
    files.map(async (file) => {
      const path = join(CONTRACTS_DIR, file);
      return (await transformWithEsbuild(readFileSync(path, 'utf8'), path, { loader: 'ts' })).code;
    }),
  );
  const known: ContractExports = { schemas: new Set(), factories: new Set() };
  for (let size = -1; size !== known.schemas.size + known.factories.size;) {
    size = known.schemas.size + known.factories.size;
    for (const code of modules) {
      const { exports } = makeSchemasLazy(code, known);
      for (const name of exports.schemas) known.schemas.add(name);
      for (const name of exports.factories) known.factories.add(name);
    }
  }
  return known;
}

/**
 * The web app's copy of the contracts builds each schema on first use (src/lib/lazy-schema.ts):
 * loading a contracts module no longer builds every schema it declares. Runs after TypeScript is
 * stripped, on the contracts' own modules only; the API builds them as written.
 */
export function lazySchemas(): Plugin {
  let known: Promise<ContractExports> | undefined;
  return {
    name: 'aula-lazy-schemas',
    enforce: 'post',
    async transform(code, id) {
      if (!CONTRACT_MODULE.test(id)) return undefined;
      known ??= scanContracts();
      const { output } = makeSchemasLazy(code, await known);
      return output && { code: output.toString(), map: output.generateMap({ hires: true, source: id }) };
    },
  };
}
