import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { informalWords } from '@portal/contract/form-of-address';

const srcDir = path.resolve(import.meta.dirname, '..');
const uiDir = path.resolve(srcDir, '../../../packages/ui/src');

/** The app's own source files (tests and comments aside): every text a member reads is in them. */
function screenSources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('test/'))
    .map((file) => path.join(dir, file));
}

const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('form of address', () => {
  it('every text of the member app says usted, except the texts the spec fixes', () => {
    const found = [...screenSources(srcDir), ...screenSources(uiDir)].flatMap((file) =>
      informalWords(withoutComments(readFileSync(file, 'utf8'))).map(
        (word) => `${path.relative(srcDir, file)}: ${word}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
