#!/usr/bin/env node
// Fails on any import cycle between the repository's own files, `import type` included: eslint's
// import-x/no-cycle skips type-only imports, and a cycle of types still ties modules together.
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const projects = ['packages/contracts', 'packages/db', 'apps/api', 'apps/web', 'e2e'];

/** Every module specifier a file names: imports, re-exports, `import()` and `import('x').T`. */
function specifiersOf(sourceFile) {
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression;
      if (ts.isStringLiteral(expression)) found.push(expression.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) found.push(literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** The import graph of one project: its files and the project files each one imports. */
function graphOf(project) {
  const configPath = resolve(root, project, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configPath));
  const host = ts.createCompilerHost(parsed.options);
  const own = new Set(parsed.fileNames.map((file) => resolve(file)));
  const edges = new Map();
  for (const file of own) {
    const text = ts.sys.readFile(file) ?? '';
    const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const targets = new Set();
    for (const specifier of specifiersOf(sourceFile)) {
      const { resolvedModule } = ts.resolveModuleName(specifier, file, parsed.options, host);
      const target = resolvedModule && resolve(resolvedModule.resolvedFileName);
      if (target && own.has(target)) targets.add(target);
    }
    edges.set(file, [...targets]);
  }
  return edges;
}

/** Tarjan's strongly connected components: every group of files that reach each other. */
function cyclesOf(edges) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const connect = (file) => {
    indexOf.set(file, index);
    low.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!indexOf.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file), indexOf.get(next)));
      }
    }
    if (low.get(file) !== indexOf.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    const selfImport = (edges.get(file) ?? []).includes(file);
    if (component.length > 1 || selfImport) components.push(component);
  };
  for (const file of edges.keys()) if (!indexOf.has(file)) connect(file);
  return components;
}

/** One shortest way round a component, to show where to cut it. */
function loopThrough(component, edges) {
  const members = new Set(component);
  const start = [...component].sort()[0];
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const next of edges.get(file) ?? []) {
      if (next === start) {
        const path = [file];
        while (cameFrom.get(path[0])) path.unshift(cameFrom.get(path[0]));
        return [...path, start];
      }
      if (members.has(next) && !cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

let failures = 0;
for (const project of projects) {
  const edges = graphOf(project);
  for (const component of cyclesOf(edges)) {
    failures += 1;
    const loop = loopThrough(component, edges).map((file) => relative(root, file));
    console.error(`Ciclo de imports (${component.length} arquivos) em ${project}:\n  ${loop.join('\n  → ')}`);
    if (component.length > loop.length - 1) {
      const rest = component.map((file) => relative(root, file)).filter((file) => !loop.includes(file));
      console.error(`  e também: ${rest.join(', ')}`);
    }
  }
}
if (failures) {
  console.error(`\n${failures} ciclo(s) de imports (contando import type): mova o código para quebrá-los.`);
  process.exit(1);
}
