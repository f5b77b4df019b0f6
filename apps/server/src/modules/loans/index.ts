// The loans module's public entry: what the loan request module builds on.
export { insertLoan, insertMovement } from './new-loan-repository';
export { decodeSignature } from './signature';
