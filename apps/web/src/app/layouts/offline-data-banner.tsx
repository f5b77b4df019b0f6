import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryCache } from '@tanstack/react-query';
import { OfflineBanner } from '../../components/ui/offline-banner';
import { useOnline } from '../../lib/offline/use-online';

/** When the oldest answer on screen (of the queries screens are reading) was fetched; 0 when none. */
function oldestShownAnswer(cache: QueryCache): number {
  let oldest = 0;
  for (const query of cache.findAll({ type: 'active' })) {
    const fetchedAt = query.state.data === undefined ? 0 : query.state.dataUpdatedAt;
    if (fetchedAt > 0 && (oldest === 0 || fetchedAt < oldest)) oldest = fetchedAt;
  }
  return oldest;
}

/** Offline, every signed-in screen says that what it shows is the last answer kept, and its date. */
export function OfflineDataBanner() {
  const online = useOnline();
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(() => onChange()), [cache]);
  const since = useSyncExternalStore(
    subscribe,
    () => oldestShownAnswer(cache),
    () => 0,
  );
  if (online || since === 0) return null;
  return <OfflineBanner since={new Date(since)} />;
}
