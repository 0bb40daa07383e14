import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'data',
      'dist',
      'coverage',
      'bench/results',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Kysely's orderBy(array) is deprecated and logs so in every run that uses it
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='orderBy'] > ArrayExpression.arguments",
          message: 'orderBy(array) is deprecated in Kysely: one orderBy call per column',
        },
      ],
    },
  },
  {
    files: [
      'src/**',
      'resources/**',
      'dataProvider/**',
      'authProvider/**',
      'i18n/**',
      'tests/client/**',
      'tests/e2e/**',
    ],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // the client never imports the server
    files: ['src/**', 'resources/**', 'dataProvider/**', 'authProvider/**', 'i18n/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'the client never imports server code' }] },
      ],
    },
  },
  {
    // src/ is the generic app: the resources are given to it by the composition root under
    // resources/ (resources/index.ts), never imported (the client's server rule stays)
    files: ['src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'the client never imports server code' },
            {
              // the top-level folder only (schema/resources.ts is the registry, allowed)
              regex: '^(\\.\\./)+resources(/|$)',
              message:
                'src/ never imports resources/: the composition root (resources/index.ts) gives it them',
            },
          ],
        },
      ],
    },
  },
  {
    // every image decode goes through the helper that bounds its pixels (IMAGE_MAX_PIXELS)
    files: ['server/**'],
    ignores: ['server/modules/files/imageVariants.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'sharp', message: 'decode images through server/modules/files/imageVariants.ts' }],
        },
      ],
    },
  },
  {
    // project scoping is done by server/core/scope.ts only: no hand `project_id` condition in a
    // where/having/join-on call elsewhere (the orderBy rule above is repeated: this entry replaces it)
    files: ['server/**'],
    ignores: ['server/core/scope.ts', 'server/db/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='orderBy'] > ArrayExpression.arguments",
          message: 'orderBy(array) is deprecated in Kysely: one orderBy call per column',
        },
        ...[
          '> Literal.arguments', // .where('project_id', '=', id)
          '> ArrowFunctionExpression.arguments Literal', // .where((eb) => eb('x.project_id', '=', id))
        ].map((argument) => ({
          selector: `CallExpression[callee.property.name=/^(where|whereRef|having|havingRef|on|onRef)$/] ${argument}[value=/(^|\\.)project_id$/]`,
          message: 'filter by project through scoped(db, projectId) from server/core/scope.ts',
        })),
      ],
    },
  },
  {
    files: ['schema/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/server/**',
                '**/src/**',
                '**/resources/**',
                '**/dataProvider/**',
                '**/authProvider/**',
                '**/i18n/**',
              ],
              message: 'schema/ imports nothing from the rest of the project',
            },
          ],
        },
      ],
    },
  },
);
