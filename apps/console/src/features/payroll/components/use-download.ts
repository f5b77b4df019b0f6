import { useState } from 'react';
import { payrollPaths } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { downloadFile } from '../api/download-file';
import { pathOf } from '../api/paths';

export type DownloadKind = 'orders' | 'snapshot';

/** Which file of which period is being downloaded ('orders:202612'), to disable its button meanwhile. */
export function useDownload(organismoId: number) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = (kind: DownloadKind, period: string) => {
    setBusy(`${kind}:${period}`);
    setError(null);
    const path = pathOf(kind === 'orders' ? payrollPaths.orders : payrollPaths.snapshot, organismoId, period);
    const name = `${kind === 'orders' ? 'ordenes' : 'cartera'}-${organismoId}-${period}.csv`;
    downloadFile(path, name).then(
      () => setBusy(null),
      (failure: unknown) => {
        setBusy(null);
        setError(`No se pudo descargar el archivo: ${messageOf(failure)}`);
      },
    );
  };
  return { busy, error, start };
}
