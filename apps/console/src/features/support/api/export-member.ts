import { argentineDay } from '@portal/contract/argentine-day';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportPaths } from '@portal/contract';
import { ApiError, genericRequestError } from '@portal/ui/api-error';
import { connectionErrorMessage } from '../../../lib/api-client';
import { memberPath, membersKey } from './member-paths';

const mensajeOf = async (response: Response) => {
  try {
    const data = (await response.json()) as { Mensaje?: unknown };
    return typeof data.Mensaje === 'string' && data.Mensaje.trim() !== '' ? data.Mensaje : null;
  } catch {
    return null;
  }
};

/**
 * GET /api/console/members/:id/export: everything held on the member (Ley 25.326 access request) as one
 * JSON document, with the photo, documents and signatures in base64. Read as bytes, never cached.
 */
export async function fetchMemberExport(id: number): Promise<Blob> {
  const path = memberPath(supportPaths.export, id);
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', cache: 'no-store' });
  } catch {
    throw new ApiError({ Status: 0, Mensaje: connectionErrorMessage, kind: 'network', path });
  }
  if (!response.ok) {
    const Mensaje = (await mensajeOf(response)) ?? genericRequestError;
    throw new ApiError({ Status: response.status, Mensaje, kind: 'status', path });
  }
  return response.blob();
}

/** 'socio-28765432-2026-03-14.json': whose data and from which day, as the file is kept. */
export const exportFileName = (dni: string, now = new Date()) => `socio-${dni}-${argentineDay(now)}.json`;

/** Hands `blob` to the browser as a download named `name`; the object URL lives only for the click. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportMember(id: number, dni: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => fetchMemberExport(id),
    onSuccess: (blob) => {
      saveFile(blob, exportFileName(dni));
      // The export is recorded in the member's history.
      return client.invalidateQueries({ queryKey: membersKey });
    },
  });
}
