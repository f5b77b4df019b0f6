// The loan request module's public entry: a line's rate table and the plan input, for staff who
// approve a request with a lower plan than the one asked for.
export { loadLine, plansInput } from './affordability';
