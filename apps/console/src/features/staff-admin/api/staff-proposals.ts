import { queryOptions, useQuery } from '@tanstack/react-query';
import { proposalPaths, proposalsResponseSchema } from '@portal/contract';
import { apiGet } from '../../../lib/api-client';
import type { Proposal } from '../../../lib/proposals/proposal';

/**
 * The pending proposals on staff accounts (new accounts, role changes), oldest first: the inbox's pages
 * (GET /api/console/proposals, what an administrador may decide, their own included) kept to 'staff'.
 */
export async function fetchStaffProposals(): Promise<Proposal[]> {
  const found: Proposal[] = [];
  let cursor: string | null = null;
  do {
    const path: string = cursor
      ? `${proposalPaths.list}?${new URLSearchParams({ cursor })}`
      : proposalPaths.list;
    const page = await apiGet(path, { schema: proposalsResponseSchema, session: true });
    found.push(...page.items.filter((p) => p.entity === 'staff'));
    cursor = page.next;
  } while (cursor);
  return found;
}

// Under 'proposals': a decision anywhere in the console reads it again.
export const staffProposalsQueryOptions = () =>
  queryOptions({
    queryKey: ['proposals', 'staff'],
    queryFn: fetchStaffProposals,
    staleTime: 20_000,
    refetchInterval: 60_000,
  });

export const useStaffProposals = () => useQuery(staffProposalsQueryOptions());
