import { useState, type FormEvent } from 'react';
import { bankAccountMessages } from '@portal/contract/messages';
import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/text-field';

interface BankAccountCodeFormProps {
  /** The masked address the code went to. */
  sentTo: string;
  onConfirm: (code: string) => Promise<void>;
  onBack: () => void;
}

/** The 6-digit code e-mailed by ActualizaCuentaBancaria. */
export function BankAccountCodeForm({ sentTo, onConfirm, onBack }: BankAccountCodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return setError(bankAccountMessages.codeFormat);
    setError(null);
    setSending(true);
    try {
      await onConfirm(code);
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        Le enviamos un código de 6 dígitos a{' '}
        <span className="font-medium [overflow-wrap:anywhere]">{sentTo}</span>. Ingréselo para confirmar la
        cuenta.
      </p>
      <TextField
        label="Código"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        error={error ?? undefined}
      />
      <Button type="submit" disabled={sending}>
        {sending ? 'Confirmando...' : 'Confirmar cuenta'}
      </Button>
      <Button variant="ghost" onClick={onBack} disabled={sending}>
        Volver
      </Button>
    </form>
  );
}
