import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { consoleMessages, consolePaths, messageSchema } from '@portal/contract';
import { apiDelete } from '../api-client';
import { isApiError } from '@portal/ui/api-error';
import type { LoginNotice } from './login-notice';

/** DELETE /api/console/session: ends the session and clears its cookie. */
export const signOut = () => apiDelete(consolePaths.session, { schema: messageSchema });

/**
 * 'Salir': once the server has ended the session (or says there was none, 401), everything cached for
 * this person is dropped and the sign-in screen says so. Any other failure keeps the person signed in
 * and is shown by the caller: the session would still be open.
 */
export function useSignOut() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const leave = (notice: LoginNotice) => {
    client.clear();
    void navigate('/login', { replace: true, state: notice });
  };
  return useMutation({
    mutationFn: signOut,
    onSuccess: (answer) => leave({ notice: answer.Mensaje || consoleMessages.signedOut }),
    onError: (error) => {
      if (isApiError(error) && error.Status === 401) leave({ notice: consoleMessages.signedOut });
    },
  });
}
