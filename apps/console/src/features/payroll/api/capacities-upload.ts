import {
  capacitiesRefusedSchema,
  capacitiesVerdictSchema,
  payrollPaths,
  type CapacitiesVerdict,
} from '@portal/contract';
import { failureOf, uploadCsv, type UploadProgress } from './upload-csv';
import { pathOf } from './paths';

export interface CapacitiesAnswer {
  verdict: CapacitiesVerdict;
  /** Why a commit imported nothing (the file has problems); null for a dry run or an import. */
  refused: string | null;
}

/**
 * POST a capacities file: `dryRun` only checks it; without it the lines are imported (all or none).
 * A refused import answers 400 with the same verdict, shown like the dry run's.
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
    if (verdict.success) return { verdict: verdict.data, refused: null };
  }
  if (answer.status === 400) {
    const refused = capacitiesRefusedSchema.safeParse(answer.data);
    if (refused.success) {
      const { Status: _status, Mensaje, ...verdict } = refused.data;
      return { verdict, refused: Mensaje };
    }
  }
  throw failureOf(answer, path);
}
