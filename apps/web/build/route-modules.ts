import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

/** A screen of the route table: its `spaRoutes` name and the lazy modules a first visit loads, outermost first. */
export interface RouteScreen {
  name: string;
  modules: string[];
}

function property(node: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const member of node.properties) {
    if (ts.isPropertyAssignment(member) && ts.isIdentifier(member.name) && member.name.text === name) {
      return member.initializer;
    }
  }
  return undefined;
}

function importedSpecifier(node: ts.Node): string | undefined {
  if (
    ts.isCallExpression(node) &&
    node.expression.kind === ts.SyntaxKind.ImportKeyword &&
    node.arguments[0] &&
    ts.isStringLiteral(node.arguments[0])
  ) {
    return node.arguments[0].text;
  }
  return ts.forEachChild(node, importedSpecifier);
}

/**
 * Reads the router's route table (apps/web/src/app/routes.tsx) as source: every route object whose
 * `path` is `spaRoutes.<name>`, with the `import()` of each lazy route on the way to it (layouts
 * included). Reading the source, not running it, keeps the check independent of the browser runtime.
 */
export function routeScreens(routesFile: string, webRoot: string): RouteScreen[] {
  const source = ts.createSourceFile(routesFile, readFileSync(routesFile, 'utf8'), ts.ScriptTarget.Latest);
  const arrays = new Map<string, ts.ArrayLiteralExpression>();
  source.forEachChild(function collect(node) {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    ) {
      arrays.set(node.name.text, node.initializer);
    }
    node.forEachChild(collect);
  });

  const resolveModule = (specifier: string): string => {
    const base = join(dirname(routesFile), specifier);
    const file = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync);
    if (!file) throw new Error(`Módulo de rota não encontrado: ${specifier}`);
    return relative(webRoot, file);
  };

  const screens: RouteScreen[] = [];
  const visit = (elements: ts.NodeArray<ts.Expression>, chain: string[]) => {
    for (const element of elements) {
      const target = ts.isSpreadElement(element) ? element.expression : element;
      if (ts.isIdentifier(target)) {
        const array = arrays.get(target.text);
        if (!array) throw new Error(`Lista de rotas não encontrada: ${target.text}`);
        visit(array.elements, chain);
        continue;
      }
      if (!ts.isObjectLiteralExpression(target)) continue;
      const lazy = property(target, 'lazy');
      const specifier = lazy && importedSpecifier(lazy);
      const modules = specifier ? [...chain, resolveModule(specifier)] : chain;
      const path = property(target, 'path');
      if (
        path &&
        ts.isPropertyAccessExpression(path) &&
        ts.isIdentifier(path.expression) &&
        path.expression.text === 'spaRoutes'
      ) {
        screens.push({ name: path.name.text, modules });
      }
      const children = property(target, 'children');
      if (children && ts.isArrayLiteralExpression(children)) visit(children.elements, modules);
    }
  };

  const routes = arrays.get('routes');
  if (!routes) throw new Error(`${routesFile} não exporta "routes".`);
  visit(routes.elements, []);
  return screens;
}
