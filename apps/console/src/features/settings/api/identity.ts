import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { messageSchema, settingsPaths, type updateIdentitySchema } from '@portal/contract';
import { apiPost } from '../../../lib/api-client';
import { settingsQueryOptions } from './settings';

export type IdentityChange = z.output<typeof updateIdentitySchema>;

/** POST /api/console/settings/identity { razonSocial, cuit, matriculaInaes, domicilio, reason }: at once. */
export function useSaveIdentity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: IdentityChange) =>
      apiPost(settingsPaths.identity, change, { schema: messageSchema, session: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsQueryOptions().queryKey }),
  });
}
