import {
  payrollPaths,
  proposeResponseSchema,
  resultsRefusedSchema,
  resultsVerdictSchema,
  type ResultsVerdict,
} from '@portal/contract';
import { failureOf, uploadCsv, type UploadProgress } from './upload-csv';
import { pathOf } from './paths';

export type ResultsAnswer =
  | { kind: 'verdict'; verdict: ResultsVerdict; refused: string | null }
  | { kind: 'proposed'; message: string; proposalId: number };

/**
 * POST a results file for a period: `dryRun` checks it against the orders; without it the posting is
 * proposed for a second tesorería (four eyes). A file with problems is refused with its verdict (400).
 */
export async function sendResults(
  organismoId: number,
  period: string,
  file: Blob,
  dryRun: boolean,
  onProgress: (progress: UploadProgress) => void,
): Promise<ResultsAnswer> {
  const path = `${pathOf(payrollPaths.results, organismoId, period)}${dryRun ? '?dryRun=true' : ''}`;
  const answer = await uploadCsv(path, file, onProgress);
  if (answer.status === 200) {
    const verdict = resultsVerdictSchema.safeParse(answer.data);
    if (dryRun && verdict.success) return { kind: 'verdict', verdict: verdict.data, refused: null };
    const proposed = proposeResponseSchema.safeParse(answer.data);
    if (!dryRun && proposed.success)
      return { kind: 'proposed', message: proposed.data.Mensaje, proposalId: proposed.data.proposalId };
  }
  if (answer.status === 400) {
    const refused = resultsRefusedSchema.safeParse(answer.data);
    if (refused.success) {
      const { Status: _status, Mensaje, ...verdict } = refused.data;
      return { kind: 'verdict', verdict, refused: Mensaje };
    }
  }
  throw failureOf(answer, path);
}
