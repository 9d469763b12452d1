// `npm run lint`: typescript-eslint with type information, React hooks rules and the project's
// layering (scripts/lint/boundaries.mjs). Formatting is Prettier's job (`npm run format`).
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundaries } from './scripts/lint/boundaries.mjs';

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'data/**', 'e2e/.artifacts/**', 'server/db/migrations/**', '**/*.d.ts'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.base],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'react-hooks': reactHooks, vibeline: { rules: { boundaries } } },
    rules: {
      'vibeline/boundaries': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
      '@typescript-eslint/no-for-in-array': 'error',
      '@typescript-eslint/require-await': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through server/config.ts (loadConfig), not process.env.',
        },
      ],
    },
  },
  {
    // ADR 093: client code reaches the API only through its features' api/ modules (callEndpoint and the
    // declared endpoints), so no '/api' path is spelled anywhere else.
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/features/*/api/**', 'client/lib/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        // The rule's options replace the base block's, so its process.env selector is repeated here.
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through server/config.ts (loadConfig), not process.env.',
        },
        {
          selector: 'Literal[value=/^\\/api(\\/|$|\\?)/]',
          message: "No '/api' paths outside a feature's api/ module: call its queries and mutations (ADR 093).",
        },
        {
          selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api(\\/|$|\\?)/]',
          message: "No '/api' paths outside a feature's api/ module: call its queries and mutations (ADR 093).",
        },
      ],
    },
  },
  {
    // The entry points that own the environment: config, the test harness, scripts and benchmarks.
    files: [
      'server/config.ts',
      'server/test/**',
      '**/*.test.ts',
      'scripts/**',
      'bench/**',
      'e2e/**',
      '*.config.ts',
      'vite.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
