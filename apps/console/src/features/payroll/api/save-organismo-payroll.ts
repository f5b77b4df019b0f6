import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { messageSchema, organismoPaths, type organismoPayrollSchema } from '@portal/contract';
import { apiPost } from '../../../lib/api-client';
import { organismosQueryOptions } from './organismos';
import { pathOf } from './paths';

export type OrganismoPayrollInput = z.output<typeof organismoPayrollSchema>;

/** POST /api/console/organismos/:id/payroll: the payroll settings, with the reason (parámetros). */
export const saveOrganismoPayroll = (organismoId: number, input: OrganismoPayrollInput) =>
  apiPost(pathOf(organismoPaths.payroll, organismoId), input, { schema: messageSchema, session: true });

export function useSaveOrganismoPayroll(organismoId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OrganismoPayrollInput) => saveOrganismoPayroll(organismoId, input),
    onSettled: () => client.invalidateQueries({ queryKey: organismosQueryOptions().queryKey }),
  });
}
