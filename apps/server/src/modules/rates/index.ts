// The rates module's public entry: loan lines' versioned rate tables (console.md section 6).
export { createRatesService, rateVersionKind, RATE_PROPOSAL_KIND, type RatesService } from './service';
export { rateRoutes } from './routes';
