// The one ESLint flat config of the monorepo. Each package's eslint.config.js calls
// `createConfig(import.meta.dirname)`; the layer (domain, api, ui, ...) is read from where the
// package lives, so a package cannot opt out of the dependency direction.
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { boundariesRule, LAYERS } from './boundaries.js';
import { rawControlsRule } from './rawControls.js';

export { LAYERS };

/** Where a package lives decides its layer. */
export function layerOf(packageDir) {
  const parent = path.basename(path.dirname(packageDir));
  const name = path.basename(packageDir);
  if (parent === 'packages') return name;
  if (parent === 'apps') return name === 'server' ? 'server' : 'app';
  return 'tooling';
}

const plugin = { rules: { boundaries: boundariesRule, 'raw-controls': rawControlsRule } };

/** Layers whose screens are composed from @perya/ui (the only layer that writes raw controls). */
const UI_CONSUMERS = new Set(['shell', 'games', 'app']);

/** Files that run in Node at build or test time, not in the shipped product. */
const TOOL_FILES = [
  '**/*.config.{js,mjs,cjs,ts,mts}',
  '**/*.test.{ts,tsx}',
  '**/*.test-d.ts',
  '**/*.spec.{ts,tsx}',
  '**/*.bench.ts',
  '**/e2e/**',
  '**/test/**',
  '**/.storybook/**',
  '**/scripts/**',
  '**/*.stories.tsx',
];

/**
 * @param {string} packageDir absolute directory of the package being linted
 * @param {{ layer?: string, reactFiles?: boolean }} [options]
 */
export function createConfig(packageDir, options = {}) {
  const layer = options.layer ?? layerOf(packageDir);
  const nodeLayer = layer === 'server' || layer === 'tooling';
  const boundary = (l, allowNode = nodeLayer) => [
    'error',
    { layer: l, packageRoot: packageDir, allowNode },
  ];

  return tseslint.config(
    {
      ignores: [
        '**/dist/**',
        '**/dist-e2e/**',
        // pnpm bench:web's builds (the last step of pnpm test): a second run's lint must not read them.
        '**/dist-bench/**',
        // The main app's browser tests build the child app as a companion (its migration flow);
        // a local screenshot build goes to dist-shots: neither is source.
        '**/dist-e2e-companion/**',
        '**/dist-shots/**',
        '**/storybook-static/**',
        '**/coverage/**',
        // pnpm mutation's sandbox copies while a run is in progress.
        '**/.stryker-tmp/**',
        '**/node_modules/**',
        '**/.turbo/**',
        '**/fixtures/**',
        '**/test-results/**',
        '**/public/**',
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      languageOptions: {
        ecmaVersion: 2023,
        sourceType: 'module',
        globals: nodeLayer ? { ...globals.node } : { ...globals.browser },
      },
      plugins: { perya: plugin },
      rules: {
        'perya/boundaries': boundary(layer),
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
        ],
        '@typescript-eslint/consistent-type-imports': 'error',
        'no-console': nodeLayer ? 'off' : ['error', { allow: ['warn', 'error'] }],
        // The account's currency is held once, in @perya/i18n's CurrencyProvider: its useTranslation
        // writes {{amount, money}} in it, react-i18next's would write PHP for every account.
        'no-restricted-imports':
          layer === 'i18n'
            ? 'off'
            : [
                'error',
                {
                  paths: [
                    {
                      name: 'react-i18next',
                      importNames: ['useTranslation'],
                      message: "Use @perya/i18n's useTranslation: its t writes money in the account's currency.",
                    },
                  ],
                },
              ],
      },
    },
    layer === 'games'
      ? { files: ['src/engines/**'], rules: { 'perya/boundaries': boundary('engines', false) } }
      : {},
    {
      files: ['**/*.tsx', '**/*.jsx'],
      plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
      rules: {
        ...reactHooks.configs.recommended.rules,
        ...jsxA11y.flatConfigs.recommended.rules,
        'perya/raw-controls': UI_CONSUMERS.has(layer) ? 'error' : 'off',
      },
    },
    {
      // Build, test and story files run in Node or the test runner: they may use Node, dev
      // dependencies and tooling packages, but still may not break the direction between
      // workspace packages (a domain test cannot import api).
      files: TOOL_FILES,
      languageOptions: { globals: { ...globals.node, ...globals.browser } },
      rules: {
        'perya/boundaries': [
          'error',
          { layer, packageRoot: packageDir, allowNode: true, toolFile: true },
        ],
        'no-console': 'off',
        'perya/raw-controls': 'off',
      },
    },
    layer === 'games'
      ? {
          files: ['src/engines/**'].flatMap((dir) => TOOL_FILES.map((g) => `${dir}/${g.replace('**/', '')}`)),
          rules: {
            'perya/boundaries': [
              'error',
              { layer: 'engines', packageRoot: packageDir, allowNode: true, toolFile: true },
            ],
          },
        }
      : {},
  );
}

export default createConfig;
