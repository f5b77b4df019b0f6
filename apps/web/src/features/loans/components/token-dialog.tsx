import { useState, type FormEvent } from 'react';
import { confirmLoanRequestSchema } from '@portal/contract/loans';
import { Button } from '@portal/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '@portal/ui/text-field';

interface TokenDialogProps {
  open: boolean;
  /** Where the code went, already masked. */
  maskedEmail: string;
  busy: boolean;
  /** A message from the last failed attempt (e.g. the code expired). */
  failure: string | null;
  onSubmit: (token: string) => void;
  onClose: () => void;
}

/** The contract's own rule for Token: empty -> 'Debe ingresar el token recibido por email'. */
function tokenProblem(value: string): string | null {
  const result = confirmLoanRequestSchema.shape.Token.safeParse(value.trim());
  return result.success
    ? null
    : (result.error.issues[0]?.message ?? 'Debe ingresar el token recibido por email');
}

/** The 'Autenticacion' modal of docs/product.md#route-table: asks for the e-mailed code. */
export function TokenDialog({ open, maskedEmail, busy, failure, onSubmit, onClose }: TokenDialogProps) {
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = tokenProblem(token);
    setError(problem ?? undefined);
    if (!problem) onSubmit(token.trim());
  }

  return (
    <Dialog open={open} title="Autenticacion" onClose={busy ? () => undefined : onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <p className="text-center text-sm text-slate-600">
          Ingrese el token que enviamos a{' '}
          <strong className="font-semibold break-words text-slate-900">{maskedEmail}</strong>
        </p>
        <TextField
          label="Token"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={token}
          onChange={(event) => {
            setToken(event.target.value.replace(/\D/g, ''));
            setError(undefined);
          }}
          error={error}
        />
        {failure && (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure}
          </p>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? 'Confirmando...' : 'Confirmar'}
        </Button>
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
      </form>
    </Dialog>
  );
}
