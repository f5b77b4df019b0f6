import type { Db, Queryable } from '../../db/connection';
import type { ProposalsService } from '../proposals/index';
import { createCapacitiesImport } from './capacities';
import { createOrdersService } from './orders-service';
import { createMonthClose } from './close';
import { createResultsProposals } from './results-propose';
import { createPostingReversals } from './posting-reversal';

export type PayrollService = ReturnType<typeof createPayrollService>;

/** Files exchanged with each organismo, one part per step of the month (docs/decisions/010-payroll.md). */
export const createPayrollService = ({
  db,
  proposals,
  today,
}: {
  db: Db;
  proposals: ProposalsService;
  /** The business date, read in the caller's transaction. */
  today: (q: Queryable) => Promise<string>;
}) => ({
  capacities: createCapacitiesImport({ db, proposals }),
  orders: createOrdersService({ db, proposals, today }),
  close: createMonthClose({ db, today }),
  results: createResultsProposals({ db, proposals }),
  reversals: createPostingReversals({ db, proposals, today }),
});
