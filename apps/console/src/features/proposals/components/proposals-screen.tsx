import { useState } from 'react';
import { Link } from 'react-router';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  proposalDecisionResponseSchema,
  proposalKindLabels,
  proposalPaths,
  proposalsResponseSchema,
} from '@portal/contract';
import type { z } from 'zod';
import type { proposalSchema } from '@portal/contract';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { messageOf } from '@portal/ui/api-error';
import { formatDateTime, formatMoney } from '@portal/ui/format';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useMe } from '../../../lib/session/me';
import { withParams } from '../../../lib/paths';
import { useCan } from '../../../lib/permissions';
import { Dialog } from '../../../components/dialog';
import { TextAreaField } from '../../../components/choice-fields';

type Proposal = z.infer<typeof proposalSchema>;

const key = ['console', 'proposals'] as const;

const fieldLabels: Record<string, string> = {
  date: 'Fecha',
  amount: 'Importe',
  reference: 'Referencia bancaria',
  reason: 'Motivo',
  roles: 'Roles',
  email: 'Correo',
  period: 'Período',
  organismoId: 'Organismo',
  lineas: 'Líneas a imputar',
  yaImputadas: 'Ya imputadas',
  aplicado: 'Aplicado',
  prestamo: 'Préstamo',
  periodo: 'Período',
  cuota: 'Cuota',
};

/** The payload in words: money as money, the rest as it came. */
function describe(p: Proposal) {
  return Object.entries(p.payload).map(([field, value]) => {
    const text =
      typeof value === 'number' && /amount|aplicado|importe/i.test(field)
        ? formatMoney(value)
        : Array.isArray(value)
          ? value.join(', ')
          : String(value);
    return `${fieldLabels[field] ?? field}: ${text}`;
  });
}

function target(p: Proposal) {
  if (p.entity === 'loan')
    return (
      <Link to={`/prestamos/${p.entityId}`} className="text-brand-700 hover:underline">
        Préstamo N° {p.entityId}
      </Link>
    );
  return `${p.entity} ${p.entityId}`;
}

/** "Pendientes de aprobación": what others proposed and this staff member may decide, oldest first. */
export function ProposalsScreen() {
  const { data: me } = useMe();
  const can = useCan();
  const client = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<Proposal | null>(null);
  const [reason, setReason] = useState('');
  const list = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) =>
      apiGet(`${proposalPaths.list}${pageParam ? `?cursor=${pageParam}` : ''}`, {
        schema: proposalsResponseSchema,
        session: true,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const decide = useMutation({
    mutationFn: ({ id, decision, body }: { id: number; decision: 'approve' | 'reject'; body?: object }) =>
      apiPost(
        withParams(decision === 'approve' ? proposalPaths.approve : proposalPaths.reject, { id }),
        body,
        {
          schema: proposalDecisionResponseSchema,
          session: true,
        },
      ),
    onSuccess: (answer) => {
      setNotice(`Propuesta N° ${answer.id} ${answer.decision === 'approved' ? 'aprobada' : 'rechazada'}.`);
      setRejecting(null);
      setReason('');
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['console'] }),
  });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Pendientes de aprobación</h1>
        <p className="mt-1 text-sm text-slate-600">
          Lo que otra persona propuso y necesita una segunda aprobación, lo más antiguo primero.
        </p>
      </div>
      {notice && <Alert tone="success">{notice}</Alert>}
      {decide.isError && <Alert tone="error">{messageOf(decide.error)}</Alert>}
      {list.isError && <Alert tone="error">{messageOf(list.error)}</Alert>}
      {list.isPending && <p className="text-sm text-slate-600">Cargando...</p>}
      {list.isSuccess && items.length === 0 && (
        <p className="rounded-xl bg-white p-6 text-sm text-slate-600 ring-1 ring-slate-200">
          No hay propuestas pendientes.
        </p>
      )}
      <ul className="space-y-3">
        {items.map((p) => {
          const mine = p.proposedBy === me?.email;
          return (
            <li key={p.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <p className="font-semibold text-slate-900">
                    {proposalKindLabels[p.kind] ?? p.kind} · {target(p)}
                  </p>
                  <p className="text-xs text-slate-500">
                    Propuesta N° {p.id} por {p.proposedBy} el {formatDateTime(p.proposedAt)}
                  </p>
                  <ul className="mt-2 text-sm text-slate-700">
                    {describe(p).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </div>
                {mine ? (
                  <p className="text-sm font-medium text-amber-800">
                    Propuesta suya: otra persona debe aprobarla
                  </p>
                ) : (
                  can('proposals.decide') && (
                    <div className="flex gap-2">
                      <Button
                        disabled={decide.isPending}
                        onClick={() => decide.mutate({ id: p.id, decision: 'approve' })}
                      >
                        Aprobar
                      </Button>
                      <Button variant="secondary" onClick={() => setRejecting(p)}>
                        Rechazar
                      </Button>
                    </div>
                  )
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {list.hasNextPage && (
        <Button variant="secondary" onClick={() => void list.fetchNextPage()}>
          Ver más
        </Button>
      )}
      <Dialog
        open={rejecting !== null}
        title={`Rechazar la propuesta N° ${rejecting?.id ?? ''}`}
        onClose={() => setRejecting(null)}
      >
        <div className="space-y-4">
          <TextAreaField
            label="Motivo del rechazo"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setRejecting(null)}>
              Volver
            </Button>
            <Button
              disabled={decide.isPending || reason.trim().length < 3}
              onClick={() =>
                rejecting && decide.mutate({ id: rejecting.id, decision: 'reject', body: { reason } })
              }
            >
              Rechazar
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
