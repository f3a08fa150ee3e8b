// Lint: typed rules (the TypeScript project service gives each file its tsconfig's types), React hooks rules
// for the web and the app. Plain JavaScript files (configs, workers, scripts) are linted without types.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
