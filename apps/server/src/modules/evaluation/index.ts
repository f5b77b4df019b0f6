// The evaluation module's public entry: staff decide on loan requests.
export { createEvaluationService, type EvaluationService } from './service';
export { evaluationRoutes } from './routes';
export { transferKind } from './transfer';
