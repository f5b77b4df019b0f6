import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { proposeResponseSchema, settingsPaths, type proposeBankAccountSchema } from '@portal/contract';
import { apiPost } from '../../../lib/api-client';
import { settingsQueryOptions } from './settings';

export type BankAccountChange = z.output<typeof proposeBankAccountSchema>;

/**
 * POST /api/console/settings/bank-account { titular, cuit, cbu, alias, reason }: a proposal another
 * administrador approves; the settings are read again to show it pending.
 */
export function useProposeBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: BankAccountChange) =>
      apiPost(settingsPaths.bankAccount, change, { schema: proposeResponseSchema, session: true }),
    onSettled: () => client.invalidateQueries({ queryKey: settingsQueryOptions().queryKey }),
  });
}
