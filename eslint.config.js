import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

// Feature slices: a feature never imports another feature; shared code never imports features.
const featureBoundaries = features.map((feature) => ({
  files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`, '**/features/*'],
            message:
              'Uma feature não importa outra feature: mova o código comum para src/components ou src/lib.',
          },
        ],
      },
    ],
  },
}));

const apiModulesDir = 'apps/api/src/modules';
const apiModules = existsSync(apiModulesDir)
  ? readdirSync(apiModulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const apiModuleMessage = 'Um módulo da API só usa outro pelo index.ts dele: exporte lá o que for público.';
const moduleInternals = (prefix, module = '[^/]+') => ({
  regex: `${prefix}modules/${module}/`,
  message: apiModuleMessage,
});
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// API modules: another module (or app.ts, plugins, seeds, tests, scripts) reaches a module only
// through its index.ts. The layers point down: lib depends on no plugin or module, plugins on no module.
const apiModuleBoundaries = [
  ...apiModules.map((module) => ({
    files: [`${apiModulesDir}/${module}/**/*.ts`],
    rules: restrict(
      ...apiModules
        .filter((other) => other !== module)
        .map((other) => ({ regex: `^(\\.\\./)+${other}/`, message: apiModuleMessage })),
    ),
  })),
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: [`${apiModulesDir}/**`, 'apps/api/src/lib/**', 'apps/api/src/plugins/**'],
    rules: restrict(moduleInternals('^(\\./|(\\.\\./)+)')),
  },
  {
    files: ['apps/api/src/lib/**/*.ts'],
    rules: restrict({
      regex: '^(\\.\\./)+(modules|plugins)(/|$)',
      message:
        'lib/ não depende de plugins/ nem de módulos: quem precisa dos dois recebe o que for preciso como argumento.',
    }),
  },
  {
    files: ['apps/api/src/plugins/**/*.ts'],
    rules: restrict({
      regex: '^(\\.\\./)+modules(/|$)',
      message: 'plugins/ não depende de módulos: o app.ts passa o que o plugin precisar.',
    }),
  },
  {
    files: ['apps/api/test/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    rules: restrict(moduleInternals('(^|/)src/', '[^/]+')),
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.tsbuild/**',
      'e2e/artifacts/**',
      'packages/db/drizzle/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A dialog moves focus to its first field (WAI-ARIA dialog pattern); MUI fields take autoFocus for that.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['apps/web/src/{app,components,lib}/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '**/features/*'],
              message: 'Código compartilhado não importa features.',
            },
          ],
        },
      ],
    },
  },
  {
    // A phone pays for a formatter while the page starts (the first of a locale loads its data).
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Program > VariableDeclaration', 'Program > ExportNamedDeclaration > VariableDeclaration'].map(
          (declaration) => ({
            selector: `${declaration} > VariableDeclarator > NewExpression[callee.object.name='Intl']`,
            message: 'Crie o formatador no primeiro uso, com onFirstUse() de @aula/contracts.',
          }),
        ),
      ],
    },
  },
  ...featureBoundaries,
  ...apiModuleBoundaries,
  {
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.)', message: 'packages/contracts depende só de zod.' }] },
      ],
    },
  },
);
