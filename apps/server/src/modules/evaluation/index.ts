// The evaluation module's public entry: staff decide on loan requests, transfers and their reversals.
export { createEvaluationService, type EvaluationService } from './service';
export { evaluationRoutes } from './routes';
export { transferKind } from './transfer';
export { transferReversalKind } from './reversal';
