import { useId, useState } from 'react';
import { permissionsOf, postingReversalSchema, type PostingView } from '@portal/contract';
import { formatDateTime, formatMoney } from '@portal/ui/format';
import { messageOf } from '@portal/ui/api-error';
import { Button } from '@portal/ui/button';
import { useMe } from '../../../lib/session/me';
import { ProposalDecision } from '../../../components/proposal-decision';
import { TableHead, type HeaderCell } from '../../../components/table-head';
import { useLoanPostings, useProposePostingReversal } from '../api/loan-postings';
import { ReversalReasonDialog } from './reversal-reason-dialog';
import { LoadError } from '../../../components/retry';

const stateLabels: Record<PostingView['estado'], string> = {
  OK: 'Aplicada',
  PARCIAL: 'Parcial',
  RECHAZADO: 'Rechazada',
};
const postingColumns: HeaderCell[] = [
  { label: 'Período' },
  { label: 'Cuota' },
  { label: 'Solicitado', align: 'right' },
  { label: 'Aplicado', align: 'right' },
  { label: 'Resultado' },
  { label: 'Imputada el' },
  { label: 'Reversión', srOnly: true, className: 'py-2' },
];
const period = (p: string) => `${p.slice(4)}/${p.slice(0, 4)}`;

/**
 * 'Imputaciones': each installment the organismo's results posted to the loan, with 'Revertir' (a reason,
 * then a proposal a second tesorería approves). A pending reversal is decided right here.
 */
export function PostingsSection({ loanId, onDone }: { loanId: number; onDone: (message: string) => void }) {
  const titleId = useId();
  const postings = useLoanPostings(loanId);
  const { data: me } = useMe();
  const [reversing, setReversing] = useState<PostingView | null>(null);
  const mayReverse = me ? permissionsOf(me.roles).has('reversals.propose') : false;
  const items = postings.data ?? [];

  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        Imputaciones
      </h2>
      {postings.isPending && <p className="mt-3 text-sm text-slate-500">Cargando las imputaciones...</p>}
      {postings.isError && (
        <LoadError query={postings} className="mt-3">
          No se pudieron cargar las imputaciones: {messageOf(postings.error)}
        </LoadError>
      )}
      {postings.data && items.length === 0 && (
        <p className="mt-3 text-sm text-slate-600">Todavía no se imputó ningún descuento de haberes.</p>
      )}
      {items.length > 0 && (
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">Imputaciones del préstamo</caption>
          <TableHead
            className="text-left text-xs font-semibold tracking-wide text-slate-500 uppercase"
            cell="py-2 pr-3"
            columns={postingColumns}
          />
          <tbody className="divide-y divide-slate-100">
            {items.map((p) => (
              <tr key={p.id} className={p.reversedAt ? 'text-slate-400 line-through' : 'text-slate-800'}>
                <td className="py-2 pr-3 tabular-nums">{period(p.period)}</td>
                <td className="py-2 pr-3 tabular-nums">{p.cuota}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatMoney(p.solicitado)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatMoney(p.aplicado)}</td>
                <td className="py-2 pr-3">{stateLabels[p.estado]}</td>
                <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(p.postedAt)}</td>
                <td className="py-2 text-right no-underline">
                  <PostingStatus
                    posting={p}
                    mayReverse={mayReverse}
                    onReverse={setReversing}
                    onDone={onDone}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {reversing && (
        <PostingReversalDialog
          key={reversing.id}
          posting={reversing}
          onClose={() => setReversing(null)}
          onProposed={(message) => {
            setReversing(null);
            onDone(message);
          }}
        />
      )}
    </section>
  );
}

function PostingStatus({
  posting,
  mayReverse,
  onReverse,
  onDone,
}: {
  posting: PostingView;
  mayReverse: boolean;
  onReverse: (posting: PostingView) => void;
  onDone: (message: string) => void;
}) {
  if (posting.reversedAt)
    return (
      <span className="inline-block text-xs text-slate-500 no-underline">
        Revertida el {formatDateTime(posting.reversedAt)}
      </span>
    );
  if (posting.reversaPendiente)
    return (
      <div className="flex flex-col items-end gap-2">
        <span className="text-xs font-medium text-amber-800">
          Reversión propuesta por {posting.reversaPendiente.proposedBy}
        </span>
        <ProposalDecision proposal={posting.reversaPendiente} onDecided={onDone} />
      </div>
    );
  // A line the organismo refused outright applied nothing: there is nothing to reverse.
  if (!mayReverse || posting.aplicado === 0) return null;
  return (
    <Button
      variant="secondary"
      className="min-h-0 w-auto px-3 py-1.5 text-sm"
      aria-label={`Revertir la imputación de la cuota ${posting.cuota} (${period(posting.period)})`}
      onClick={() => onReverse(posting)}
    >
      Revertir
    </Button>
  );
}

function PostingReversalDialog({
  posting,
  onClose,
  onProposed,
}: {
  posting: PostingView;
  onClose: () => void;
  onProposed: (message: string) => void;
}) {
  const propose = useProposePostingReversal();
  return (
    <ReversalReasonDialog
      title="Revertir la imputación"
      schema={postingReversalSchema}
      open
      proposal={{
        ...propose,
        send: (reason) =>
          propose.mutateAsync({ postingId: posting.id, reason }).then((answer) => answer.Mensaje),
      }}
      onClose={onClose}
      onProposed={onProposed}
    >
      Cuota {posting.cuota} del período {period(posting.period)}:{' '}
      <span className="font-medium">{formatMoney(posting.aplicado)}</span> aplicados. Al aprobarse, se
      registran los movimientos opuestos y el préstamo vuelve a tener el Saldo, las cuotas restantes y la mora
      de antes. Se avisa al socio.
    </ReversalReasonDialog>
  );
}
