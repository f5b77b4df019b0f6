import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { buttonClasses } from '@portal/ui/button';
import { useAuditVerify } from '../api/audit-verify';

/** 'Verificar integridad': every row's hash recomputed on the server; a changed or deleted row is named. */
export function AuditVerify() {
  const verify = useAuditVerify();
  const result = verify.data;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={buttonClasses('secondary')}
        disabled={verify.isPending}
        onClick={() => verify.mutate()}
      >
        {verify.isPending ? 'Verificando…' : 'Verificar integridad'}
      </button>
      {result?.ok && <Alert tone="success">Registro íntegro: se verificaron {result.rows} filas.</Alert>}
      {result && !result.ok && (
        <Alert tone="error">
          Registro alterado: la fila N° {result.firstBroken} no coincide con la cadena de verificación
          (cambiada, o la anterior fue borrada).
        </Alert>
      )}
      {verify.isError && <Alert tone="error">No se pudo verificar: {messageOf(verify.error)}</Alert>}
    </div>
  );
}
