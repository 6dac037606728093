// ESLint for the whole repository (flat config). `npm run lint` runs it with --max-warnings 0,
// so a warning fails `npm test` like an error; docs/code-health.md says what runs and how to fix.
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const [, noninteractiveInteractions] =
  jsxA11y.flatConfigs.recommended.rules['jsx-a11y/no-noninteractive-element-interactions'];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/.next/',
      '**/.next-*/',
      '.data/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      'apps/web/next-env.d.ts',
    ],
  },
  {
    // A disable comment whose rule no longer fires is itself a finding.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_name` marks a parameter or binding kept on purpose (a callback's position, a rest split).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // The site runs in the browser too; e2e and the bench pass functions to page.evaluate().
    files: ['apps/web/**/*.{ts,tsx}', 'e2e/**/*.ts', 'scripts/bench/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Playwright reads a fixture's first parameter as a destructuring pattern: `async ({}, use)`
    // is how a fixture that needs no other fixture is written.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      // The site takes only types from the content model: its builders and collections are the
      // CMS's code, and a value import would carry them into the site's bundles.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@rental/content-model', '@rental/content-model/*'],
              allowTypeImports: true,
              message: 'The site imports only types from the content model (`import type`).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      // Its findings here are values only the browser knows (today, the origin, the time zone,
      // the address), set once after hydration so server and client render alike, and a busy
      // flag set before an awaited call: no cascade a renter could see, nor a bug.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...nextPlugin.configs['core-web-vitals'],
    settings: { next: { rootDir: 'apps/web/' } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      // Images are the CMS's files through the site's own cached /assets/{id} (SPEC §7) and the
      // brands' SVGs, each <img> with its width and height: next/image's optimiser would keep a
      // second copy of what /assets already caches, and SVGs it passes through unoptimised.
      '@next/next/no-img-element': 'off',
    },
  },
  {
    files: ['apps/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['apps/web/**/*.tsx'],
    rules: {
      // Tailwind's reset removes list markers, and with them Safari's list semantics: role="list"
      // on <ul>/<ol> puts them back, so it is not redundant here.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
      // A component's autoFocus (react-day-picker's day grid in its dialog) is that component's
      // own focus management, not a page that steals focus on load.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // Escape closes a <details> menu: the key comes from its focused summary or link, as the
      // preset already allows on <dialog>.
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        { ...noninteractiveInteractions, details: ['onKeyDown'] },
      ],
    },
  },
);
