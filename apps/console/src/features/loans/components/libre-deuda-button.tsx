import { useState } from 'react';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { downloadLibreDeuda } from '../api/libre-deuda';

/** 'Descargar libre deuda' on the file of a loan that ended 'Cancelado' (loans.read; the server audits it). */
export function LibreDeudaButton({ loanId }: { loanId: number }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadLibreDeuda(loanId);
    } catch (failure) {
      setError(`No se pudo descargar el libre deuda: ${messageOf(failure)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col items-end gap-2">
      <Button variant="secondary" onClick={() => void download()} disabled={busy}>
        {busy ? 'Descargando...' : 'Descargar libre deuda'}
      </Button>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
