import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  consoleNewsPaths,
  newsItemPath,
  newsSavedSchema,
  type NewsDraft,
  type PublishNews,
} from '@portal/contract';
import { apiPost } from '../../../lib/api-client';
import { newsKey } from './news-list';

/** POST /api/console/news (a new draft) or /api/console/news/:id (its new content). */
export const saveNews = (id: number | null, draft: NewsDraft) =>
  apiPost(id === null ? consoleNewsPaths.list : newsItemPath(consoleNewsPaths.item, id), draft, {
    schema: newsSavedSchema,
    session: true,
  });

/** POST /api/console/news/:id/publish { publishAt }: now (null) or at a time to come. */
export const publishNews = (id: number, body: PublishNews) =>
  apiPost(newsItemPath(consoleNewsPaths.publish, id), body, { schema: newsSavedSchema, session: true });

/** POST /api/console/news/:id/unpublish. */
export const unpublishNews = (id: number) =>
  apiPost(newsItemPath(consoleNewsPaths.unpublish, id), undefined, {
    schema: newsSavedSchema,
    session: true,
  });

function useNewsMutation<V>(fn: (v: V) => ReturnType<typeof saveNews>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (saved) => {
      client.setQueryData([...newsKey, 'item', saved.item.id], saved.item);
      return client.invalidateQueries({ queryKey: [...newsKey, 'list'] });
    },
  });
}

export const useSaveNews = () =>
  useNewsMutation(({ id, draft }: { id: number | null; draft: NewsDraft }) => saveNews(id, draft));
export const usePublishNews = () =>
  useNewsMutation(({ id, publishAt }: { id: number; publishAt: string | null }) =>
    publishNews(id, { publishAt }),
  );
export const useUnpublishNews = () => useNewsMutation((id: number) => unpublishNews(id));
