import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        performance: 'readonly',
        URL: 'readonly',
        AbortController: 'readonly',
        AbortSignal: 'readonly',
        TextDecoder: 'readonly',
        TextEncoder: 'readonly',
        setImmediate: 'readonly',
        queueMicrotask: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-imports': 'off',
      // One import line per module, type names inline (`import { a, type B } from './x.js'`): ESLint cannot fix it
      // itself; `npx tsx scripts/one-import-line.ts && npm run format` does.
      'no-duplicate-imports': ['error', { includeExports: false, allowSeparateTypeImports: false }],
    },
  },
  {
    // Pure modules: no I/O, no action toolkit, no network. Side effects are passed in.
    files: ['src/vocabulary/**', 'src/plan/**', 'src/metrics/**', 'src/stats/**', 'src/gate/**', 'src/report/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@actions/*', 'undici', 'node:fs', 'node:fs/*', 'node:http', 'node:https', 'node:net', 'fs', 'http', 'https', 'net'],
              message: 'pure module: pass side effects in instead',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/stats/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*', '@actions/*', 'undici', 'node:*'], message: 'stats imports nothing from the project or I/O' }] },
      ],
    },
  },
  {
    // stats/rank/, stats/proportion/, stats/drift/: their parent is stats itself.
    files: ['src/stats/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*', '@actions/*', 'undici', 'node:*'], message: 'stats imports nothing from the project or I/O' }] },
      ],
    },
  },
);
