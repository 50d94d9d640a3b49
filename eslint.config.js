// Lint: typescript-eslint's type-aware recommended rules, and the layer boundaries of
// ARCHITECTURE.md (imports only point down; the page sees the library's public entry only).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const noNode = { group: ['node:*'], message: 'the library runs in browsers too: Node modules belong in cli/.' };
const noCli = { group: ['**/cli/**'], message: 'the library never imports the command line.' };
const noProblems = {
  group: ['**/problems/**'],
  message: 'core/, search/ and games/ never import problems/: imports only point down.',
};
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'bench/data/**',
      'src/games/checkers/perft-sides.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // The types of perft-sides.mjs are read by vitest.config.ts alone, outside the project.
        projectService: { allowDefaultProject: ['vitest.config.ts', 'scripts/perft-sides.d.mts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
    },
  },
  { files: ['src/**'], rules: restrict(noNode, noCli) },
  { files: ['src/core/**', 'src/search/**', 'src/games/**'], rules: restrict(noNode, noCli, noProblems) },
  { files: ['src/cli/**'], rules: { 'no-restricted-imports': 'off' } },
  // A problem's package ingredients are contestants' programs, run by Node, not part of the library.
  { files: ['src/problems/*/package/**'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['src/**'],
    ignores: ['src/core/grouped.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='toLocaleString']",
          message:
            'use grouped() (core/grouped.ts): the first toLocaleString loads the locale data, about 10 ms of every start.',
        },
      ],
    },
  },
  {
    files: ['web/src/**'],
    rules: restrict({
      group: ['**/src/**', '!**/src/index.js'],
      message: 'the page imports only the library’s public entry, src/index.ts.',
    }),
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        performance: 'readonly',
      },
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', __dirname: 'readonly' },
    },
    // The command's loader is CommonJS on purpose (scripts/build-cli.mjs says why).
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
