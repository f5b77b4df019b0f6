// The proposals module's public entry: four eyes for whatever a module registers as a kind.
export { createProposalsService, type ProposalKind, type ProposalsService } from './service';
export { proposalRoutes } from './routes';
