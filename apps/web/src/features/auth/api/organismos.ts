import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Organismo } from '@portal/contract/accounts';
import { paths } from '@portal/contract/paths';
import { apiPost } from '../../../lib/api-client';

/** TraeOrganismos (call 9); only Id > 0 is listed (docs/product.md#calls). */
export const fetchOrganismos = async (): Promise<Organismo[]> => {
  const response = await apiPost(paths.organismos, {});
  return (response.Organismos ?? []).filter((organismo) => organismo.Id > 0);
};

export const organismosQueryOptions = () =>
  queryOptions({ queryKey: ['organismos'], queryFn: fetchOrganismos, staleTime: 10 * 60_000 });

export const useOrganismos = () => useQuery(organismosQueryOptions());
