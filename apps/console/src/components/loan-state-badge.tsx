import { loanStates } from '@portal/contract';

const tones: Record<string, string> = {
  [loanStates.pendingEvaluation]: 'bg-amber-100 text-amber-900',
  [loanStates.approved]: 'bg-sky-100 text-sky-900',
  [loanStates.awaitingTransfer]: 'bg-violet-100 text-violet-900',
  [loanStates.deducting]: 'bg-emerald-100 text-emerald-900',
  [loanStates.paidOff]: 'bg-slate-200 text-slate-800',
  [loanStates.rejected]: 'bg-red-100 text-red-900',
  [loanStates.cancelledByMember]: 'bg-slate-100 text-slate-700',
  [loanStates.cancelledByEntity]: 'bg-red-50 text-red-800',
};

/**
 * A loan's state as the server names it, coloured by where it stands. On one line unless `wrap` (a
 * narrow column, where 'Aprobado - pendiente de confirmación' would push the row wider than the screen).
 */
export function LoanStateBadge({ estado, wrap = false }: { estado: string; wrap?: boolean }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${wrap ? '' : 'whitespace-nowrap '}${
        tones[estado] ?? 'bg-slate-100 text-slate-700'
      }`}
    >
      {estado}
    </span>
  );
}
