import type { z } from 'zod';
import type { loanSearchResponseSchema } from '@portal/contract';
import { formatMoney } from '@portal/ui/format';

type Totals = z.infer<typeof loanSearchResponseSchema>['totals'];

const count = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });

/** The totals of every loan the filters found (not only the rows loaded), on one line. */
export function LoanTotals({ totals }: { totals: Totals }) {
  const parts = [
    `${count.format(totals.prestamos)} ${totals.prestamos === 1 ? 'préstamo' : 'préstamos'}`,
    `Prestado ${formatMoney(totals.montoPrestado)}`,
    `Saldo ${formatMoney(totals.saldo)}`,
    `Adeudado ${formatMoney(totals.montoAdeudado)}`,
  ];
  return (
    <p
      aria-label="Totales de los préstamos encontrados"
      className="text-sm text-slate-700 tabular-nums"
      role="status"
    >
      {parts.map((part, i) => (
        <span key={part} className={i === 0 ? 'font-semibold text-slate-900' : ''}>
          {i > 0 && <span aria-hidden="true"> · </span>}
          {part}
        </span>
      ))}
    </p>
  );
}
