import { Button } from '@portal/ui/button';
import { AlertIcon } from '@portal/ui/icons/alert';
import { loanErrorDefaults } from '../api/loan-error-texts';

export function LoansError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-red-200">
      <AlertIcon className="mx-auto mb-3 h-10 w-10 text-red-600" />
      <p className="text-lg font-semibold text-slate-900">{loanErrorDefaults.loans}</p>
      {message !== loanErrorDefaults.loans && <p className="mt-1 text-sm text-slate-600">{message}</p>}
      <Button variant="secondary" className="mt-5" onClick={onRetry}>
        Reintentar
      </Button>
    </div>
  );
}
