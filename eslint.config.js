// @ts-check
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// `effect` by its modules only (`effect/Schema`, `effect/Option`): the barrel pulls all of effect into a
// bundle (99 kB gzip against 24 kB for the modules we use) and into Vite's pre-bundling for browser tests.
// Every `no-restricted-imports` below repeats it: a later block's options replace an earlier one's.
const effectBarrel = {
  name: 'effect',
  message: "Import effect's modules by path (`import * as Schema from 'effect/Schema'`): the `effect` barrel costs 99 kB gzip against 24 kB.",
}

export default defineConfig([
  globalIgnores([
    '**/node_modules/**',
    '**/dist/**',
    '**/.tsbuild/**',
    '**/.tanstack/**',
    'reports/**',
    'test-results/**',
    'playwright-report/**',
    'data/**',
    'web/src/routeTree.gen.ts',
    '.scratch/**',
    '**/mockServiceWorker.js',
  ]),
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['{web,terminal}/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // TanStack Router's redirect() and notFound() are thrown by design: the router catches them.
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/only-throw-error': ['error', {
        allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }],
      }],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: { 'no-restricted-imports': ['error', { paths: [effectBarrel] }] },
  },
  {
    // The boundary as a lint error too: core imports nothing of the renderer, the server or Node.
    files: ['core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [effectBarrel],
        patterns: [
          { group: ['react', 'react-dom', 'react/*', 'ink', 'ink-*', '@inkjs/*', '@tanstack/*', 'js-cookie', 'msw', 'msw/*', 'node:*', 'fs', 'path', 'os', 'child_process', 'better-sqlite3', 'hono', 'hono/*'], message: 'core/ is framework-free: reach the outside world through a port.' },
          { group: ['**/adapters/**', '**/web/**', '**/server/**', '**/terminal/**', '@partfront/adapters', '@partfront/web', '@partfront/server', '@partfront/terminal'], message: 'Dependencies point down: core imports no other package.' },
        ],
      }],
    },
  },
  {
    // Features do not import each other (a shared piece moves down to web/src/ui, web/src/app or core).
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [effectBarrel],
        patterns: [{ regex: '^\\.\\./(?!\\.\\./)[^/]+/', message: 'A feature does not import another feature: move the shared piece to web/src/ui, web/src/app or core.' }],
      }],
    },
  },
  {
    // Test data stays in tests: product code never imports a fixtures or testing module (core exports
    // `@partfront/core/bom-tool/fixtures` for the web app's tests only).
    files: ['{core,adapters,web,server,terminal}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.testing.{ts,tsx}', '**/*.fixtures.{ts,tsx}', '**/*.suite.ts', '**/testing/**', '**/suite/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/(fixtures|\\.testing)(\\.tsx?)?$/], ImportExpression[source.value=/(fixtures|\\.testing)(\\.tsx?)?$/]',
          message: 'Fixtures and testing helpers are for tests only.',
        },
      ],
    },
  },
  {
    files: ['adapters/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [effectBarrel],
        patterns: [{ group: ['**/web/**', '**/server/**', '@partfront/web', '@partfront/server', 'react', 'react-dom'], message: 'adapters/ sits below web/ and beside server/.' }],
      }],
    },
  },
  {
    // The terminal renderer stands beside web/: it builds on core and adapters only (issue 27).
    files: ['terminal/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [effectBarrel],
        patterns: [{ group: ['**/web/**', '**/server/**', '**/scripts/**', '**/specs/**', '@partfront/web', '@partfront/server', 'react-dom', 'react-dom/*', '@tanstack/*'], message: 'terminal/ imports core and adapters only, never web/, server/ or a browser renderer.' }],
      }],
    },
  },
])
