import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { onSessionEnd } from '../lib/session/session-end';
import { createQueryClient } from './query-client';
import { useKeptAlive } from './keep-alive';

/**
 * TanStack Query for every screen but the first one: loaded lazily so that a first visit to /login
 * (and '/') does not download it. The client outlives navigations (see keep-alive.tsx); its cache is
 * dropped when the session ends.
 */
export function QueryLayout() {
  const client = useKeptAlive('queryClient', createQueryClient);
  useEffect(() => onSessionEnd(() => client.clear()), [client]);
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
