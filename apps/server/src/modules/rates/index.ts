// The rates module's public entry: loan lines and their versioned rate tables (console.md section 6).
export { createRatesService, type RatesService } from './service';
export { lineCreateKind, lineRenameKind, rateVersionKind } from './kinds';
export { rateRoutes } from './routes';
