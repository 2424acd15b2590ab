import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      'server/dist/**',
      'bench/results/**',
      '**/.react-router/**',
      '**/generated/**',
      'apps/storefront/app/graphql/**',
      'server/src/graphql/**',
      'packages/api/migrations/**',
      '.data*/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['apps/storefront/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    // Type-aware rules (decision 044): each file is checked with its own package's tsconfig; the
    // root tsconfig.json holds the files of no package (codegen, Vitest's config, scripts).
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Input hygiene deliberately matches control characters (hostile paths, filter values).
      'no-control-regex': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'log', 'table'] }],
      // A promise nobody awaits loses its error; a promise where a boolean or a void callback is
      // expected is always truthy or never awaited; awaiting a non-promise is a mistaken belief.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // The packages stand below the apps (decision 042): a path climbing out of packages/ into an app,
    // the server or the tools (a file read by path, a URL built from import.meta.url) would bypass
    // the import rules dependency-cruiser holds. What a package needs of them is a named entry point.
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'Literal[value=/\\.\\.\\/(apps|server|bench|e2e|scripts)\\//]',
          'TemplateElement[value.raw=/\\.\\.\\/(apps|server|bench|e2e|scripts)\\//]',
        ].map((selector) => ({
          selector,
          message: "A package reaches an app, the server or the tools only through its package's named entry points, never by path.",
        })),
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    // Tools that read only CommonJS configuration (dependency-cruiser).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
