import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffAdminPaths, staffListResponseSchema } from '@portal/contract';
import { apiGet } from '../../../lib/api-client';

/** GET /api/console/staff: every staff account, with its roles and state. */
export const fetchStaffAccounts = () =>
  apiGet(staffAdminPaths.list, { schema: staffListResponseSchema, session: true });

export const staffAccountsQueryOptions = () =>
  queryOptions({ queryKey: ['staff-admin', 'accounts'], queryFn: fetchStaffAccounts });

export const useStaffAccounts = () => useQuery(staffAccountsQueryOptions());
