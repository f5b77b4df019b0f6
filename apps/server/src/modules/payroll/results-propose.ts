import { readFile } from 'node:fs/promises';
import { payrollMessages } from '@portal/contract';
import type { Db } from '../../db/connection';
import { conflict } from '../../lib/http-error';
import { isUniqueViolation } from '../../db/pg-errors';
import type { ProposalsService } from '../proposals/index';
import * as repo from './posting-repository';
import { scanResults } from './results';
import type { SpooledFile } from './upload';
import type { StaffActor } from '../../console/permissions';

export function createResultsProposals({ db, proposals }: { db: Db; proposals: ProposalsService }) {
  return {
    /** The dry run: the whole file checked against the period's orders and postings, nothing kept. */
    dryRun: (organismoId: number, period: string, file: SpooledFile) =>
      scanResults(db, organismoId, period, file.read()),

    /**
     * Tesorería proposes posting a results file: it is checked whole first, and only a file without
     * problems and with something new to post is kept (its bytes) for a second tesorería to approve.
     */
    async propose(organismoId: number, period: string, file: SpooledFile, actor: StaffActor) {
      const verdict = await scanResults(db, organismoId, period, file.read());
      if (verdict.problemCount > 0) return { refused: { ...verdict, dryRun: false } };
      if (verdict.toPost === 0) throw conflict(payrollMessages.nothingToPost);
      const data = await readFile(file.path);
      try {
        return await db.transaction(async (tx) => {
          const state = await repo.lockPeriod(tx, organismoId, period);
          if (state === 'closed') throw conflict(payrollMessages.periodClosed);
          const resultFileId = await repo.insertResultFile(tx, {
            organismoId,
            period,
            sha256: file.sha256,
            data,
            lines: verdict.lines,
            staffId: actor.staffId,
          });
          const proposalId = await proposals.propose(
            tx,
            {
              kind: 'payroll.results',
              entity: 'periodo',
              entityId: `${organismoId}-${period}`,
              payload: {
                organismoId,
                period,
                resultFileId,
                lineas: verdict.toPost,
                yaImputadas: verdict.alreadyPosted,
                aplicado: verdict.applied / 100,
              },
            },
            actor,
          );
          if (state === 'ordered') await repo.setPeriodState(tx, organismoId, period, 'results');
          return { Status: 200, Mensaje: payrollMessages.resultsProposed, proposalId };
        });
      } catch (error) {
        if (isUniqueViolation(error, 'payroll_result_files_key'))
          throw conflict(payrollMessages.resultsFileExists);
        throw error;
      }
    },
  };
}
