import { useMutation, useQueryClient } from '@tanstack/react-query';
import { proposalDecisionResponseSchema, proposalPaths } from '@portal/contract';
import { apiPost } from '../api-client';
import { fillPath } from '@portal/contract/paths';
import { loansKey } from '../query-keys';

const pathOf = (template: string, id: number) => fillPath(template, { id });

/**
 * POST /api/console/proposals/:id/approve { nota? }: the change takes effect (a second person than the
 * maker); a transfer to an account changed within 48 hours is refused without the note.
 */
export const approveProposal = ({ id, nota }: { id: number; nota?: string }) =>
  apiPost(pathOf(proposalPaths.approve, id), nota ? { nota } : undefined, {
    schema: proposalDecisionResponseSchema,
    session: true,
  });

/** POST /api/console/proposals/:id/reject { reason }: nothing changes, the reason is recorded. */
export const rejectProposal = (id: number, reason: string) =>
  apiPost(
    pathOf(proposalPaths.reject, id),
    { reason },
    { schema: proposalDecisionResponseSchema, session: true },
  );

/**
 * A decision changes the inbox and the thing it affects (a loan's state, Saldo and timeline), so both are
 * read again, also after a refusal: 'ya fue decidida' means the lists on screen are out of date.
 */
function useRefreshAfterDecision() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['proposals'] }),
      client.invalidateQueries({ queryKey: loansKey }),
    ]);
}

export function useApproveProposal() {
  const refresh = useRefreshAfterDecision();
  return useMutation({ mutationFn: approveProposal, onSettled: refresh });
}

export function useRejectProposal() {
  const refresh = useRefreshAfterDecision();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => rejectProposal(id, reason),
    onSettled: refresh,
  });
}
