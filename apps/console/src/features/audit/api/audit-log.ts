import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { auditPaths, auditResponseSchema, type AuditQuery } from '@portal/contract';
import { apiGet } from '../../../lib/api-client';
import { filterParams, withQuery } from '../../../lib/address-filters';

/** The screen's filters: the contract's query without paging; every one optional, combined with AND. */
export type AuditFilters = Partial<
  Pick<AuditQuery, 'staff' | 'action' | 'entity' | 'entityId' | 'from' | 'to'>
>;

/** GET /api/console/audit: the rows matching the filters, newest first, 50 a page below `cursor`. */
export const fetchAuditLog = (filters: AuditFilters, cursor: string | null) => {
  const params = filterParams(filters);
  if (cursor) params.set('cursor', cursor);
  return apiGet(withQuery(auditPaths.list, params), { schema: auditResponseSchema, session: true });
};

/** GET /api/console/audit.csv with the same filters: every matching row, for a spreadsheet. */
export const auditCsvHref = (filters: AuditFilters) => withQuery(auditPaths.csv, filterParams(filters));

/** GET /api/console/audit.xlsx: the same rows and columns as an XLSX workbook. */
export const auditXlsxHref = (filters: AuditFilters) => withQuery(auditPaths.xlsx, filterParams(filters));

export const auditLogQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: ['audit', filters],
    queryFn: ({ pageParam }) => fetchAuditLog(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

/** `filters` null: the address holds filters that are not valid, so nothing is asked. */
export const useAuditLog = (filters: AuditFilters | null) =>
  useInfiniteQuery({ ...auditLogQueryOptions(filters ?? {}), enabled: filters !== null });
