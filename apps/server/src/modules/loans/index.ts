// The loans module's public entry: what the loan request module builds on.
export { formatMoney } from './legajo/format';
export { insertLoan, insertMovement } from './new-loan-repository';
export { decodeSignature } from './signature';
