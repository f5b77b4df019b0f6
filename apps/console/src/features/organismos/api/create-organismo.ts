import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { organismoCreatedSchema, organismoPaths, type organismoCreateSchema } from '@portal/contract';
import { apiPost } from '../../../lib/api-client';
import { organismosQueryOptions } from './organismos';

export type NewOrganismoInput = z.output<typeof organismoCreateSchema>;

/** POST /api/console/organismos: a new organismo (parámetros); 409 when the name is in use. */
export function useCreateOrganismo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewOrganismoInput) =>
      apiPost(organismoPaths.list, input, { schema: organismoCreatedSchema, session: true }),
    onSettled: () => client.invalidateQueries({ queryKey: organismosQueryOptions().queryKey }),
  });
}
