import { useLayoutEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { arrivedEarlyCalls, type earlyCalls } from '../../lib/early-calls';
import { useUser } from '../../lib/session/session-context';
import { loansQueryOptions } from '../../features/loans/api/loans';
import { newsPageQueryOptions } from '../../features/news/api/get-news';
import { notificationsQueryOptions } from '../../features/notifications/api/get-notifications';

/**
 * Each early call's answer put into its query (it is its query's own fetch, which takes the early answer),
 * without retries: a failure is left to the screen's query, which asks again with its own.
 */
const takeAnswer: Record<keyof typeof earlyCalls, (client: QueryClient, uat: string) => Promise<void>> = {
  news: (client, uat) => client.prefetchQuery({ ...newsPageQueryOptions(uat, 0), retry: false }),
  loans: (client, uat) => client.prefetchQuery({ ...loansQueryOptions(uat), retry: false }),
  notifications: (client, uat) => client.prefetchQuery({ ...notificationsQueryOptions(uat), retry: false }),
};

/**
 * However long the arrived answers take to read, the page is drawn after this: reading a small answer
 * that is already here takes a few milliseconds, even on a slow phone.
 */
const EARLY_ANSWERS_WAIT_MS = 250;

/** Puts the early answers that have already come into the query cache, read and checked as usual. */
async function takeArrivedAnswers(client: QueryClient, uat: string) {
  const reads = Promise.all(arrivedEarlyCalls(uat).map((name) => takeAnswer[name](client, uat)));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, EARLY_ANSWERS_WAIT_MS)));
  await Promise.race([reads, limit]);
  clearTimeout(timer);
}

/**
 * False while the answers that a signed-in page's HTML asked for, and that came before the app's code,
 * are read into the cache; then true. The screen waits for it, so that its first drawing shows the data
 * instead of a loading state that is replaced a moment later (on a slow phone that second drawing is what
 * the member waits for). True at once when no such answer is waiting, as after the first page.
 */
export function useEarlyAnswersTaken(): boolean {
  const client = useQueryClient();
  const { uat } = useUser();
  const [taken, setTaken] = useState(() => arrivedEarlyCalls(uat).length === 0);
  useLayoutEffect(() => {
    if (taken) return;
    let mounted = true;
    void takeArrivedAnswers(client, uat).finally(() => mounted && setTaken(true));
    return () => {
      mounted = false;
    };
  }, [client, uat, taken]);
  return taken;
}
