import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  collectionsPaths,
  contactSavedSchema,
  contactsResponseSchema,
  type NewContact,
} from '@portal/contract';
import { fillPath } from '@portal/contract/paths';
import { apiGet, apiPost } from '../../../lib/api-client';
import { loansKey } from '../../../lib/query-keys';
import { collectionsKey } from './collections';

const contactsPath = (loanId: number) => fillPath(collectionsPaths.contacts, { id: loanId });

/** Under the loans' key: whatever refreshes a loan refreshes its contacts. */
const contactsKey = (loanId: number) => [...loansKey, loanId, 'contacts'] as const;

/** GET /api/console/loans/:id/contacts: the loan's contacts, newest first, 50 a page below `cursor`. */
export const contactsQueryOptions = (loanId: number) =>
  infiniteQueryOptions({
    queryKey: contactsKey(loanId),
    queryFn: ({ pageParam }) =>
      apiGet(pageParam ? `${contactsPath(loanId)}?cursor=${pageParam}` : contactsPath(loanId), {
        schema: contactsResponseSchema,
        session: true,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

export const useContacts = (loanId: number) => useInfiniteQuery(contactsQueryOptions(loanId));

/** POST /api/console/loans/:id/contacts; the list shows the new last contact and promise. */
export function useRecordContact(loanId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (contact: NewContact) =>
      apiPost(contactsPath(loanId), contact, { schema: contactSavedSchema, session: true }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: collectionsKey }),
        client.invalidateQueries({ queryKey: contactsKey(loanId) }),
      ]),
  });
}
