type Cleanup = () => void;
const cleanups = new Set<Cleanup>();

/**
 * Lets code that the session does not know about (e.g. the query cache, loaded lazily) forget the member
 * when the session ends. Returns an unsubscribe function.
 */
export function onSessionEnd(cleanup: Cleanup) {
  cleanups.add(cleanup);
  return () => {
    cleanups.delete(cleanup);
  };
}

export function runSessionEndCleanups() {
  for (const cleanup of cleanups) cleanup();
}
