// The loan request module's public entry: a line's rate table, the plan input and the member's
// capacity facts, for staff who price a request again or approve it with a lower plan.
export { loadLine, memberFacts, plansInput } from './affordability';
export type { TierRateRow } from './repository';
