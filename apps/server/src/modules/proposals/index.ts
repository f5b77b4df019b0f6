// The proposals module's public entry: four eyes for whatever a module registers as a kind.
export { createProposalsService, type NewProposal, type ProposalsService } from './service';
export { defineProposalKind, type Applied, type ProposalKindDefinition } from './kind';
export { proposalRoutes } from './routes';
