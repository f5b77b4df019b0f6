import { useMutation } from '@tanstack/react-query';
import { auditVerifyPath, auditVerifyResponseSchema } from '@portal/contract';
import { apiGet } from '../../../lib/api-client';

/** GET /api/console/audit/verify: the server recomputes the audit log's hash chain. */
export const useAuditVerify = () =>
  useMutation({
    mutationFn: () => apiGet(auditVerifyPath, { schema: auditVerifyResponseSchema, session: true }),
  });
