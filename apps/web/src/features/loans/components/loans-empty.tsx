import { useNavigate } from 'react-router';
import { Button } from '@portal/ui/button';
import { LoansIcon } from '@portal/ui/icons/loans';

export function LoansEmpty() {
  const navigate = useNavigate();
  return (
    <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200/70">
      <LoansIcon className="mx-auto mb-3 h-10 w-10 text-brand-700" />
      <p className="text-lg font-semibold text-slate-900">No tienes prestamos</p>
      <p className="mt-1 mb-5 text-sm text-slate-600">Cuando solicites un préstamo lo verás aquí.</p>
      <Button onClick={() => navigate('/loan-request')}>Solicitar Prestamo</Button>
    </div>
  );
}
