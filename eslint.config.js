// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = import.meta.dirname;
const dirsIn = (dir) =>
  existsSync(path.join(root, dir))
    ? readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/** A feature of a React app never imports another feature: features meet in app/. */
const featureZonesOf = (app) =>
  dirsIn(`${app}/src/features`).map((feature) => ({
    target: `${app}/src/features/${feature}`,
    from: `${app}/src/features`,
    except: [`./${feature}`],
    message:
      'A feature never imports another feature; move the shared piece to lib/ or components/, or join them in app/.',
  }));

/** Imports point one way in a React app: lib/ and components/ -> features/ -> app/, never back. */
const layerZonesOf = (app) => [
  ...['lib', 'components'].map((shared) => ({
    target: `${app}/src/${shared}`,
    from: [`${app}/src/features`, `${app}/src/app`],
    message:
      'Shared code (lib/, components/) never imports a feature or app/; pass what it needs in instead.',
  })),
  {
    target: `${app}/src/features`,
    from: `${app}/src/app`,
    message: 'A feature never imports app/; app/ is where features are put together.',
  },
];

const featureZones = [...featureZonesOf('apps/web'), ...featureZonesOf('apps/console')];
const layerZones = [...layerZonesOf('apps/web'), ...layerZonesOf('apps/console')];
const restrictedPaths = (zones) => ['error', { basePath: root, zones }];

/** A server module reaches another only through its public entry, modules/<name>/index.ts. */
const moduleZones = dirsIn('apps/server/src/modules').map((mod) => ({
  target: `apps/server/src/modules/${mod}`,
  from: 'apps/server/src/modules',
  except: [
    `./${mod}`,
    ...dirsIn('apps/server/src/modules')
      .filter((m) => m !== mod)
      .map((m) => `./${m}/index.ts`),
  ],
  message: 'Another module is reached only through its index.ts.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'data/**',
      // Deliberately broken code for the guards' self-test (scripts/lint-guards.test.mjs).
      'scripts/lint-fixtures/**',
      'apps/web/e2e/screenshots/**',
      'apps/web/public/**',
      'apps/console/e2e/screenshots/**',
      'apps/console/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Without these two the import-x rules skip every .ts/.tsx file they meet (their default is only
      // .js/.mjs/.cjs), so no-cycle never followed an import; the flat `typescript` preset sets the same.
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/*/tsconfig.json',
            'apps/*/tsconfig.json',
            'apps/web/e2e/tsconfig.json',
            'apps/console/e2e/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // node:test's describe/it return promises that the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['describe', 'it', 'test', 'suite'] },
          ],
        },
      ],
      // Fastify plugins, hooks and handlers are async by contract (that is how Fastify knows there is no
      // callback), whether or not their body awaits anything.
      '@typescript-eslint/require-await': 'off',
      // React ignores what an event handler returns, and react-hook-form's handleSubmit and React Router's
      // navigate return promises by design; promises passed anywhere else must still be handled.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'import-x/no-restricted-paths': restrictedPaths([...moduleZones, ...featureZones, ...layerZones]),
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/console/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The two classic rules; the plugin's React Compiler rules (refs, set-state-in-effect...) judge code
    // written for the compiler, which this app does not use.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // A test is a leaf nothing imports, so it may reach up a layer (a lib/ test driving the features'
    // fetchers, a screen's test rendering the app's routes); features and modules stay apart in tests too.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...moduleZones, ...featureZones]) },
  },
  {
    // Test answers are read as `any` on purpose (`app.inject().json()`, `fetch().json()`): the assertions
    // are what check their shape, so the unsafe-any family would only add casts.
    files: ['**/test/**', '**/*.test.{ts,tsx}', 'apps/web/e2e/**', 'apps/console/e2e/**', '**/bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // Scripts and browser tests hand functions to a page (page.evaluate), where the DOM is global.
    files: ['**/scripts/**', 'apps/web/e2e/**', 'apps/console/e2e/**', 'apps/web/bench/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
