import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { messageSchema, settingsPaths, settingsSchema, type updateSettingsSchema } from '@portal/contract';
import { apiGet, apiPost } from '../../../lib/api-client';

const settingsKey = ['settings'] as const;

/** GET /api/console/settings: the support contact members see, and who changed it last. */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKey,
    queryFn: () => apiGet(settingsPaths.settings, { schema: settingsSchema, session: true }),
  });

export const useSettings = () => useQuery(settingsQueryOptions());

export type SettingsChange = z.output<typeof updateSettingsSchema>;

/** POST /api/console/settings { supportEmail, supportWhatsapp, reason }. */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: SettingsChange) =>
      apiPost(settingsPaths.settings, change, { schema: messageSchema, session: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKey }),
  });
}
