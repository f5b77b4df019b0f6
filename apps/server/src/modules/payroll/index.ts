// The payroll module's public entry: files exchanged with each organismo (docs/decisions/009-payroll.md).
import type { Db } from '../../db/connection';
import { createCapacitiesImport } from './capacities';
import { createOrdersService } from './orders-service';
import { createMonthClose } from './close';

export { payrollRoutes } from './routes';

export type PayrollService = ReturnType<typeof createPayrollService>;

export const createPayrollService = ({ db }: { db: Db }) => ({
  capacities: createCapacitiesImport({ db }),
  orders: createOrdersService({ db }),
  close: createMonthClose({ db }),
});
