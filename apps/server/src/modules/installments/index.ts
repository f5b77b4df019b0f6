// The installments module's public entry: the schedule as rows, allocation, arrears, payoff, and their storage;
// its plugin registers the daily arrears job and the schedule's console route.
import fp from 'fastify-plugin';
import { runArrearsJob } from './arrears-repository';
import { installmentsRoutes } from './routes';
import { provisionRatesKind } from './provision-rates';

export { COMPONENT_ORDER, appliedTotal, buildSchedule, dueDate, type Installment } from './schedule';
export { allocate, isOrdered, reverse, type AllocationResult } from './allocation';
export {
  INAES_PROVISION_RATES,
  SITUATION_MAX_DAYS,
  amountOverdue,
  counts,
  daysPastDue,
  provision,
  situation,
  type Situacion,
} from './arrears';
export { accruedInterest, applyPayoff, payoff } from './payoff';
export {
  applyMoney,
  daysLate,
  settleAtSaldo,
  summarize,
  withCharged,
  type LoanSummary,
  type StoredInstallment,
} from './ledger';
export {
  changedRows,
  deleteInstallments,
  insertAllocations,
  installmentsOf,
  openInstallmentsOf,
  liveAllocations,
  updateInstallments,
  updateLoanSummaries,
  writeUndoneAllocation,
} from './repository';
export { backfillInstallments, firstPeriodAfter, openSchedule } from './open';
export {
  keepsPricesBefore,
  precancelInstallments,
  restorePrices,
  undoPrecancel,
  withPricesBefore,
} from './precancel';
export { loanArrears, payoffInPesos, payoffTerms } from './loan-file';
export { frozenArrearsSql } from './arrears-repository';

/**
 * The daily arrears job (close of business, once per day across processes), GET .../schedule and the
 * provision rates with their proposal (kind provisions.rates).
 */
export const installmentsModule = fp(
  async (app) => {
    app.businessDate.registerDailyJob('arrears', runArrearsJob);
    app.proposals.register(provisionRatesKind());
    app.consoleRoutes.add(installmentsRoutes);
  },
  { name: 'installments', dependencies: ['base', 'proposals', 'console-routes', 'business-date'] },
);
