// The payroll module's public entry: files exchanged with each organismo (docs/decisions/010-payroll.md).
import type { Db } from '../../db/connection';
import type { ProposalsService } from '../proposals/index';
import { createCapacitiesImport } from './capacities';
import { createOrdersService } from './orders-service';
import { createMonthClose } from './close';
import { createResultsProposals } from './results-propose';
import { createPostingReversals } from './posting-reversal';

export { payrollRoutes } from './routes';
export { resultsKind } from './results-apply';
export { capacitiesKind } from './capacities';
export { postingReversalKind } from './posting-reversal';

export type PayrollService = ReturnType<typeof createPayrollService>;

export const createPayrollService = ({ db, proposals }: { db: Db; proposals: ProposalsService }) => ({
  capacities: createCapacitiesImport({ db, proposals }),
  orders: createOrdersService({ db, proposals }),
  close: createMonthClose({ db }),
  results: createResultsProposals({ db, proposals }),
  reversals: createPostingReversals({ db, proposals }),
});
