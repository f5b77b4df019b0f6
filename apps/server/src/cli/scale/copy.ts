/**
 * COPY ... FROM STDIN for the scale seeder: each table on its own connection, in one transaction that
 * first empties it, so that the rows go in frozen (COPY FREEZE: no later rewrite to set hint bits).
 * Rows are buffered as COPY text and sent in chunks; `ready()` waits while the server is behind.
 */
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, type CopyStreamQuery } from 'pg-copy-streams';

export type CopyValue = string | number | boolean | null;

/** One value as COPY's text format writes it (\N for null; backslash, tab and line breaks escaped). */
export function copyText(value: CopyValue): string {
  if (value === null) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!)
    : value;
}

const CHUNK = 1 << 20;

export class TableCopy {
  rows = 0;
  private buffer: string[] = [];
  private size = 0;
  private blocked: Promise<unknown> | null = null;
  private failed: Error | null = null;

  private constructor(
    readonly table: string,
    private readonly client: pg.Client,
    private readonly stream: CopyStreamQuery,
  ) {
    // A row the server refuses ends the COPY: kept, and thrown at the next row.
    stream.on('error', (error) => {
      this.failed = error;
    });
  }

  static async open(url: string, table: string, columns: readonly string[]): Promise<TableCopy> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('SET synchronous_commit = off');
    await client.query('BEGIN');
    await client.query(`TRUNCATE ${table}`);
    const stream = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN WITH (FREEZE)`));
    return new TableCopy(table, client, stream);
  }

  row(values: readonly CopyValue[]) {
    if (this.failed) throw this.failed;
    const line = values.map(copyText).join('\t') + '\n';
    this.buffer.push(line);
    this.size += line.length;
    this.rows += 1;
    if (this.size >= CHUNK) this.flush();
  }

  private flush() {
    if (this.buffer.length === 0) return;
    const chunk = this.buffer.join('');
    this.buffer = [];
    this.size = 0;
    if (!this.stream.write(chunk) && !this.blocked)
      this.blocked = Promise.race([once(this.stream, 'drain'), once(this.stream, 'close')]).finally(() => {
        this.blocked = null;
      });
  }

  /** Resolves at once unless the server is behind. */
  ready(): Promise<unknown> | undefined {
    return this.blocked ?? undefined;
  }

  async end() {
    if (this.failed) throw this.failed;
    this.flush();
    this.stream.end();
    await finished(this.stream);
    await this.client.query('COMMIT');
    await this.client.end();
    return this.rows;
  }

  async abort() {
    this.stream.destroy();
    await this.client.end().catch(() => undefined);
  }
}
