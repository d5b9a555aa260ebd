// @ts-check
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

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
    files: ['web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // The boundary as a lint error too: core imports nothing of the renderer, the server or Node.
    files: ['core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react-dom', '@tanstack/*', 'js-cookie', 'msw', 'msw/*', 'node:*', 'better-sqlite3', 'hono', 'hono/*'], message: 'core/ is framework-free: reach the outside world through a port.' },
          { group: ['**/adapters/**', '**/web/**', '**/server/**', '@partfront/adapters', '@partfront/web', '@partfront/server'], message: 'Dependencies point down: core imports no other package.' },
        ],
      }],
    },
  },
  {
    files: ['adapters/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/web/**', '**/server/**', '@partfront/web', '@partfront/server', 'react', 'react-dom'], message: 'adapters/ sits below web/ and beside server/.' }],
      }],
    },
  },
])
