import { useState } from 'react';
import { payrollPaths } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { downloadFile } from '../api/download-file';
import { pathOf } from '../api/paths';

export type DownloadKind = 'orders' | 'snapshot' | 'snapshotXlsx';

const files = {
  orders: { path: payrollPaths.orders, name: 'ordenes', ext: 'csv' },
  snapshot: { path: payrollPaths.snapshot, name: 'cartera', ext: 'csv' },
  snapshotXlsx: { path: payrollPaths.snapshotXlsx, name: 'cartera', ext: 'xlsx' },
} as const;

/** Which file of which period is being downloaded ('orders:202612'), to disable its button meanwhile. */
export function useDownload(organismoId: number) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = (kind: DownloadKind, period: string) => {
    setBusy(`${kind}:${period}`);
    setError(null);
    const file = files[kind];
    const path = pathOf(file.path, organismoId, period);
    const name = `${file.name}-${organismoId}-${period}.${file.ext}`;
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
