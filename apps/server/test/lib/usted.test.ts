import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { informalWords } from '@portal/contract/form-of-address';

const srcDir = path.resolve(import.meta.dirname, '../../src');

const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('form of address', () => {
  it('e-mails, messages, notices and demo texts say usted, except the texts the spec fixes', () => {
    const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.ts'),
    );
    const found = files.flatMap((file) =>
      informalWords(withoutComments(readFileSync(path.join(srcDir, file), 'utf8'))).map(
        (word) => `${file}: ${word}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
