import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { onSessionEnd } from '../lib/session/session-end';
import { withOfflineQueries } from '../lib/offline/offline-queries';
import { createQueryClient } from './query-client';
import { useKeptAlive } from './keep-alive';

/**
 * TanStack Query for every screen but the first one: loaded lazily so that a first visit to /login
 * (and '/') does not download it. The client outlives navigations (see keep-alive.tsx); its cache is
 * dropped when the session ends. The last loans, news and notifications are kept on the device to be
 * read offline (lib/offline/offline-queries.ts).
 */
export function QueryLayout() {
  const client = useKeptAlive('queryClient', () => withOfflineQueries(createQueryClient()));
  useEffect(() => onSessionEnd(() => client.clear()), [client]);
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
