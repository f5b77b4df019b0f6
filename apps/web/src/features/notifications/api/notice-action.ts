import type { OkResponse } from '@portal/contract/envelope';
import { apiPost } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { notificationErrors } from './get-notifications';

/** What GrabaConocimientoAviso and GrabaVistoAviso answer when the server sends no message (spec section 7). */
export const noticeDefaultMessage = 'Operación completada';

/** Calls 12 and 13 share their body and answer: { UAT, AvisoId } -> the server's message. */
export async function postNoticeAction(path: string, uat: string | null | undefined, avisoId: number) {
  if (!uat) throw new ApiError({ Status: 401, Mensaje: notificationErrors.noSession, kind: 'status', path });
  const response = await apiPost<Partial<OkResponse>>(
    path,
    { UAT: uat, AvisoId: avisoId },
    { authenticated: true },
  );
  return response.Mensaje?.trim() || noticeDefaultMessage;
}
