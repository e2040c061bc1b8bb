import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';

/**
 * The web app's screens speak through the catalogues (src/locales): no literal UI text in JSX, as
 * children or in the attributes people read. Each folder joins this list when its texts are moved.
 */
const TRANSLATED = [
  // The shell, shared components and lib, the sign-in, account and customer screens.
  'apps/web/src/app/**/*.tsx',
  'apps/web/src/components/**/*.tsx',
  'apps/web/src/features/auth/**/*.tsx',
  'apps/web/src/features/account/**/*.tsx',
  'apps/web/src/features/customer-home/**/*.tsx',
  'apps/web/src/features/whats-new/**/*.tsx',
  'apps/web/src/features/businesses/**/*.tsx',
  'apps/web/src/features/payments/**/*.tsx',
  'apps/web/src/features/thank-you/**/*.tsx',
  'apps/web/src/features/upgrade/**/*.tsx',
  // features/dev-outbox stays English on purpose (a developer's tool, not in production builds), so
  // it is left out of this list.
  // The card, greeting, PDF ID card, video and project screens.
  'apps/web/src/features/cards/**',
  'apps/web/src/features/projects/**',
  'apps/web/src/features/greetings/**',
  'apps/web/src/features/pdf-cards/**',
  'apps/web/src/features/promo-videos/**',
  // The staff screens.
  'apps/web/src/features/staff-home/**',
  'apps/web/src/features/ui-customisation/**',
  'apps/web/src/features/link-store/**',
  'apps/web/src/features/static-pages/**',
  'apps/web/src/features/feedback/**',
  'apps/web/src/features/reports/**',
  'apps/web/src/features/insights/**',
  'apps/web/src/features/billing/**',
  'apps/web/src/features/plans-management/**',
  'apps/web/src/features/franchisees/**',
  'apps/web/src/features/admin-businesses/**',
  'apps/web/src/features/agency-management/**',
  'apps/web/src/features/greetings-admin/**',
  'apps/web/src/features/video-templates-admin/**',
];
const HUMAN_ATTRIBUTES = [
  'label',
  'title',
  'subtitle',
  'placeholder',
  'helperText',
  'aria-label',
  'alt',
  'tooltip',
  'message',
  'description',
  'heading',
  'confirmText',
  'emptyText',
  'secondary',
  'primary',
];

// date-fns's root imports all ~300 of its modules, and Node reads its 199 KB package.json for each:
// seconds of the server's start (the web app's bundle drops what it does not use).
const DATE_FNS_BY_PATH = {
  name: 'date-fns',
  message: 'Import each function from its own path: date-fns/addDays.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/server/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [DATE_FNS_BY_PATH],
        },
      ],
    },
  },
  {
    // The shared package must stay importable by both the browser and the server.
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['node:*', '@panel/server*', '@panel/web*', 'react*'],
          paths: [DATE_FNS_BY_PATH],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: TRANSLATED,
    // Tests render fixtures, not the panel's texts.
    ignores: ['apps/web/src/**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: HUMAN_ATTRIBUTES },
          // Field names and translation keys are not texts.
          callees: {
            exclude: [
              't',
              'i18n(ext)?',
              'register',
              'field',
              'watch',
              'setValue',
              'getValues',
              'trigger',
              'setError',
              'clearErrors',
              'resetField',
              'useTranslation',
              'includes',
              'startsWith',
              'endsWith',
            ],
          },
          message: 'Move this text to the catalogue',
        },
      ],
    },
  },
  {
    // Feature folders never import each other: shared things move down to components/, lib/ or packages/shared.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '../../features/*', '@/app/*'],
              message: 'A feature may not import another feature or the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*'],
              message: 'Shared code may not import features or the app layer.',
            },
          ],
        },
      ],
    },
  },
);
