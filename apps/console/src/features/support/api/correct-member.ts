import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { supportMessageSchema, supportPaths, type correctMemberSchema } from '@portal/contract';
import { apiPost } from '../../../lib/api-client';
import { memberPath, membersKey } from './member-paths';

export type Correction = z.output<typeof correctMemberSchema>;

/** POST /api/console/members/:id/correct { nombres?, apellido?, dni?, reason }: only what changes. */
export const correctMember = (id: number, correction: Correction) =>
  apiPost(memberPath(supportPaths.correct, id), correction, { schema: supportMessageSchema, session: true });

export function useCorrectMember(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (correction: Correction) => correctMember(id, correction),
    onSuccess: () => client.invalidateQueries({ queryKey: membersKey }),
  });
}
