import { useMutation } from '@tanstack/react-query';
import type { ConfirmMailChangeRequest } from '@portal/contract/accounts';
import { paths } from '@portal/contract/paths';
import { apiPost } from '../../../lib/api-client';

/** ConfirmaCambioMail: the link e-mailed to a new address; public, the token is the only credential. */
export const confirmMailChange = (input: ConfirmMailChangeRequest) => apiPost(paths.confirmMailChange, input);

export const useConfirmMailChange = () => useMutation({ mutationFn: confirmMailChange });
