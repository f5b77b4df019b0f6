import { experimental_createQueryPersister } from '@tanstack/react-query-persist-client';
import { onlineManager, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { onSessionEnd } from '../session/session-end';
import { readAccessToken } from '../session/session-storage';

/** The answers readable offline: the loans list and each loan's movements, news and notifications. */
const offlineRoots = ['loans', 'news', 'notifications'];
const isOfflineReadable = (key: QueryKey) =>
  typeof key[0] === 'string' && offlineRoots.includes(key[0]) && key[2] !== 'file'; // not the legajo PDF

/** How long a kept answer may be shown offline (always with its date). */
const MAX_AGE_MS = 30 * 24 * 60 * 60_000;
/** Raise when a kept answer's shape changes: older ones are then dropped instead of shown. */
const FORMAT = '1';

let store: UseStore | null = null;
const answers = () => (store ??= createStore('portal-offline', 'answers'));

const storage = {
  getItem: (key: string) => get<string>(key, answers()),
  // Never written without a session: an answer that lands after logout is not kept.
  setItem: async (key: string, value: string) => {
    if (readAccessToken()) await set(key, value, answers());
  },
  removeItem: (key: string) => del(key, answers()),
  entries: () => entries<string, string>(answers()),
};

const persister = experimental_createQueryPersister({
  storage,
  maxAge: MAX_AGE_MS,
  buster: FORMAT,
  prefix: 'portal',
  filters: { predicate: (query: Query) => isOfflineReadable(query.queryKey) },
});

/**
 * Runs `work` once the page is idle (at most a second later): keeping answers for offline reading is never
 * what the member waits for, so it does not compete with drawing the first screen on a slow phone.
 */
const whenIdle = (work: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(work, { timeout: 1000 })
    : setTimeout(work, 0);

/**
 * Online, the server answers and its answer is kept; the kept copy is read back only offline. (The library
 * reads it whenever a query has no data, which online would bring back the loans list that a cancel or a
 * confirmation has just dropped so that it is asked for again.)
 */
const readKeptOnlyOffline: typeof persister.persisterFn = async (queryFn, context, query) => {
  if (!onlineManager.isOnline()) return persister.persisterFn(queryFn, context, query);
  const data = await queryFn(context);
  if (isOfflineReadable(query.queryKey))
    whenIdle(() => void persister.persistQuery(query).catch(() => undefined));
  return data;
};

/**
 * Keeps the last answer of each offline-readable query in IndexedDB (docs/decisions/013-offline.md) and,
 * offline, reads it back when the query has no data yet, so the member's last loans, news and
 * notifications show without a connection. 'offlineFirst' lets that read happen offline; the call to the
 * server then waits for the connection. Query keys carry the session token, so one member never reads
 * another's.
 */
export function withOfflineQueries(client: QueryClient): QueryClient {
  // Neither exists when the public pages are prerendered at build time.
  if (typeof navigator === 'undefined' || typeof indexedDB === 'undefined') return client;
  onlineManager.setOnline(navigator.onLine);
  for (const root of offlineRoots)
    client.setQueryDefaults([root], { persister: readKeptOnlyOffline, networkMode: 'offlineFirst' });
  whenIdle(() => void persister.persisterGc().catch(() => undefined));
  return client;
}

/** Forgets every kept answer, and any cached response beside the app's own files (Workbox's precache). */
export async function clearOfflineData() {
  if (typeof indexedDB !== 'undefined') await clear(answers());
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(
      names.filter((name) => !name.startsWith('workbox-precache')).map((name) => caches.delete(name)),
    );
  }
}

// Registered when this module loads, which is before anything can be kept: logout and an ended session
// leave no personal answer on the device.
onSessionEnd(() => void clearOfflineData().catch(() => undefined));
