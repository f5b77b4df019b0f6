// The loan math module's public entry: what other modules may use.
export { schedule, scheduleCents, type ScheduleRow } from './amortization';
export { availableCapacity } from './capacity';
export { installmentDue } from './installment-due';
export { MAX_AMOUNT_PESOS } from './money';
export { cft } from './cft';
export { offeredPlan, plans, type PlanOption, type PlansInput } from './plans';
export { parsePlanId } from './plan-id';
export { lowestAmount, validateRateTable, type RateTable, type RateTiers } from './rate-table';
export { rateTableFigures, tea } from './row-figures';
export { ivaCents } from './rates';
