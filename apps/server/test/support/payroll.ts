import type { ConsoleClient } from './app';

/** A results file for `period`: header, the detail lines and the trailer, totalled from each line's sixth field. */
export function resultsFile(organismoId: number, period: string, lines: string[]) {
  const total = lines.reduce((sum, line) => sum + Number(line.split(';')[5] ?? 0), 0);
  return [`H;${organismoId};${period};${lines.length};${total}`, ...lines, `T;${lines.length};${total}`].join(
    '\n',
  );
}

/** Uploads a payroll file as the console does: the text itself, as text/csv. */
export const postCsv = (as: ConsoleClient, url: string, body: string) =>
  as.inject({ method: 'POST', url, headers: { 'content-type': 'text/csv' }, payload: body });
