// Proves the import guards in eslint.config.js fire: a circle of three files (on disk under
// lint-fixtures/, which the main lint ignores) and imports against the one-way zones (linted as text at
// paths inside the real apps, so the real zones apply). Each bad case has a clean twin, so a guard that
// reports everything fails too. Type-aware rules are off here: they need the files in a tsconfig.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const root = path.resolve(import.meta.dirname, '..');
const linter = (rules = {}) =>
  new ESLint({ cwd: root, ignore: false, overrideConfig: [tseslint.configs.disableTypeChecked, { rules }] });
const eslint = linter();
// The zone cases need no cycle search through the whole app behind each import (seconds each).
const zonesOnly = linter({ 'import-x/no-cycle': 'off' });

const guardRules = new Set(['import-x/no-cycle', 'import-x/no-restricted-paths']);
const guardErrors = (results) =>
  results.flatMap((r) => r.messages.filter((m) => guardRules.has(m.ruleId ?? '')).map((m) => m.ruleId));
const lintAt = async (file, code) =>
  guardErrors(await zonesOnly.lintText(code, { filePath: path.join(root, file) }));

test('no-cycle reports every file of a circle and nothing on a plain chain', async () => {
  const fixtures = (name) => path.join(root, 'scripts/lint-fixtures/cycle', name);
  const circle = await eslint.lintFiles(['first.ts', 'second.ts', 'third.ts'].map(fixtures));
  assert.deepEqual(guardErrors(circle), ['import-x/no-cycle', 'import-x/no-cycle', 'import-x/no-cycle']);
  assert.deepEqual(guardErrors(await eslint.lintFiles(['no-cycle.ts', 'leaf.ts'].map(fixtures))), []);
});

const apps = [
  { app: 'apps/web', own: './api/get-news', other: '../loans/api/loans' },
  { app: 'apps/console', own: './api/news-list', other: '../loans/api/loan-detail' },
];
for (const { app, own, other } of apps) {
  test(`${app}: a feature never imports another feature`, async () => {
    const file = `${app}/src/features/news/guard-fixture.ts`;
    assert.deepEqual(await lintAt(file, `export * from '${other}';\n`), ['import-x/no-restricted-paths']);
    assert.deepEqual(await lintAt(file, `export * from '${own}';\n`), []);
  });

  test(`${app}: lib/ and components/ never import features/ or app/`, async () => {
    for (const shared of ['lib', 'components']) {
      const file = `${app}/src/${shared}/guard-fixture.ts`;
      for (const upward of [`../features/news/${own.slice(2)}`, '../app/routes'])
        assert.deepEqual(
          await lintAt(file, `export * from '${upward}';\n`),
          ['import-x/no-restricted-paths'],
          file,
        );
      assert.deepEqual(await lintAt(file, "export * from '../lib/api-client';\n"), [], file);
    }
  });

  test(`${app}: features/ never import app/`, async () => {
    const file = `${app}/src/features/news/guard-fixture.ts`;
    assert.deepEqual(await lintAt(file, "export * from '../../app/routes';\n"), [
      'import-x/no-restricted-paths',
    ]);
  });
}
