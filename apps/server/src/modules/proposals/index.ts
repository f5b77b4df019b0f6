// The proposals module's public entry: four eyes for whatever a module registers as a kind.
export { createProposalsService, type ProposalsService } from './service';
export { defineProposalKind } from './kind';
export { proposalRoutes } from './routes';
