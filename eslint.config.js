// Lint: typed rules (the TypeScript project service gives each file its tsconfig's types), React hooks rules
// for the web and the app, and the boundaries between features, apps and packages (import-x/no-restricted-paths
// on resolved paths). Plain JavaScript files (configs, workers, scripts) are linted without types.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const WEB = 'apps/web/src';
/** The web's folders every feature may use; they import no feature. */
const WEB_SHARED = ['ui', 'lib', 'i18n', 'api'];
const WEB_FEATURES = readdirSync(`${import.meta.dirname}/${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Who may import whom (docs/ARCHITECTURE.md; proven by apps/server/test/boundaries.test.ts). Paths are the
 * resolved files, so `../orders/OrderView` and `../../features/orders/OrderView` are the same import.
 */
const BOUNDARIES = [
  // a web feature is used through its index.ts: by the other features, routes/, App.tsx and the test helpers
  ...WEB_FEATURES.map((feature) => ({
    target: [`${WEB}/features/!(${feature})/**`, `${WEB}/!(features|${WEB_SHARED.join('|')})/**`, `${WEB}/*`],
    from: [`${WEB}/features/${feature}/**`],
    except: [`**/${WEB}/features/${feature}/index.ts`],
    message: `Import the ${feature} feature through its index.ts ('…/features/${feature}'), not its files.`,
  })),
  {
    target: WEB_SHARED.map((folder) => `${WEB}/${folder}/**`),
    from: [`${WEB}/features/**`],
    message: `${WEB_SHARED.join('/, ')}/ are shared by the features and import none of them.`,
  },
  {
    target: 'apps/mobile',
    from: 'apps/web',
    message: 'The guest app does not import the web app: share it through packages/.',
  },
  {
    target: 'apps/web',
    from: 'apps/mobile',
    message: 'The web app does not import the guest app: share it through packages/.',
  },
  {
    target: 'packages/core',
    from: ['apps/**', 'packages/!(core)/**', 'e2e/**', 'bench/**'],
    message: 'packages/core holds pure rules: it imports no app and no other workspace package.',
  },
  {
    target: 'apps/server/src/platform',
    from: 'apps/server/src/modules',
    message: 'platform/ knows no feature: the composition root (src/app) puts the modules together.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/.data-test/**',
      '**/.expo/**',
      'e2e/.artifacts/**',
      'test-results/**',
      'playwright-report/**',
      // code the lint must refuse, linted on purpose by apps/server/test/lint.test.ts
      'apps/server/test/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: ['vitest.config.ts', 'apps/server/vitest.config.ts', 'packages/core/vitest.config.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/mobile/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Metro does not tree-shake: the core barrel would bundle zod and every rule into the guest app
    files: ['apps/mobile/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@bakery/core', message: 'Import the module, e.g. @bakery/core/language.', allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: BOUNDARIES }] },
  },
  {
    // platform's integration tests run against the features' test setups (the security matrices, crash drills)
    files: ['apps/server/src/platform/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['apps/mobile/**/*.test.{ts,tsx}', 'apps/mobile/src/test/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['**/cli/**', 'apps/server/src/main.ts', 'bench/**', 'scripts/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  // tests read untyped JSON answers; `any` there keeps assertions readable, and a `!` that is wrong fails the test
  {
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.test-setup.ts',
      '**/*-fixtures.ts',
      '**/test/**',
      'apps/server/test/**',
      'e2e/**',
      'bench/**',
    ],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
);
