import {
  capacitiesRefusedSchema,
  capacitiesVerdictSchema,
  payrollPaths,
  proposeResponseSchema,
  type CapacitiesVerdict,
} from '@portal/contract';
import { failureOf, uploadCsv, type UploadProgress } from './upload-csv';
import { pathOf } from './paths';

export type CapacitiesAnswer =
  /** `refused`: why a commit kept nothing (the file has problems); null for a dry run. */
  | { kind: 'verdict'; verdict: CapacitiesVerdict; refused: string | null }
  | { kind: 'proposed'; message: string; proposalId: number };

/**
 * POST a capacities file: `dryRun` only checks it; without it the import is proposed for a second
 * tesorería (four eyes). A refused commit answers 400 with the same verdict, shown like the dry run's.
 */
export async function sendCapacities(
  organismoId: number,
  file: Blob,
  dryRun: boolean,
  onProgress: (progress: UploadProgress) => void,
): Promise<CapacitiesAnswer> {
  const path = `${pathOf(payrollPaths.capacities, organismoId)}${dryRun ? '?dryRun=true' : ''}`;
  const answer = await uploadCsv(path, file, onProgress);
  if (answer.status === 200) {
    const verdict = capacitiesVerdictSchema.safeParse(answer.data);
    if (dryRun && verdict.success) return { kind: 'verdict', verdict: verdict.data, refused: null };
    const proposed = proposeResponseSchema.safeParse(answer.data);
    if (!dryRun && proposed.success)
      return { kind: 'proposed', message: proposed.data.Mensaje, proposalId: proposed.data.proposalId };
  }
  if (answer.status === 400) {
    const refused = capacitiesRefusedSchema.safeParse(answer.data);
    if (refused.success) {
      const { Status: _status, Mensaje, ...verdict } = refused.data;
      return { kind: 'verdict', verdict, refused: Mensaje };
    }
  }
  throw failureOf(answer, path);
}
