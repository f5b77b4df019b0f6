import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  permissionsOf,
  proposalNeedsNote,
  rejectProposalSchema,
  type ProposalKindName,
} from '@portal/contract';
import { useMe } from '../lib/session/me';
import { isOwnProposal, mayDecide, proposalKindLabel } from '../lib/proposals/describe-proposal';
import { useApproveProposal, useRejectProposal } from '../lib/proposals/decide-proposal';
import type { Proposal } from '../lib/proposals/proposal';
import { Button } from '@portal/ui/button';
import { Dialog } from './dialog';
import { TextAreaField } from './choice-fields';
import { ProposalFacts } from './proposal-facts';
import { ConfirmActions } from './confirm-actions';

/** What approving does, so that the checker knows what they are confirming. */
const approvalEffects: Record<ProposalKindName, string> = {
  'loan.transfer':
    'El préstamo pasa a Descontando con su Saldo y la acreditación, se cancelan los préstamos que precancela y se avisa al socio.',
  'loan.transfer-batch':
    'Los préstamos del lote quedan reservados y se genera el archivo para subir al banco. Pasan a Descontando cuando Tesorería marca el lote ejecutado con la referencia del banco.',
  'loan.transfer-reversal':
    'Se revierte la acreditación: el préstamo vuelve a Esperando transferencia, los préstamos que había cancelado vuelven a Descontando y se avisa al socio.',
  'staff.create': 'Se crea la cuenta y se le envía por correo el enlace para crear su contraseña.',
  'staff.roles': 'La cuenta pasa a tener los roles propuestos y se cierran sus sesiones abiertas.',
  'payroll.results':
    'Se imputan las líneas del archivo: cada préstamo baja su Saldo y sus cuotas, lo no descontado queda adeudado, los préstamos saldados se cancelan y se avisa a esos socios. El archivo se verifica otra vez antes de imputar.',
  'payroll.capacities':
    'Cada socio del organismo nombrado en el archivo toma la capacidad propuesta (su margen de descuento); quien se registre después toma la suya del archivo.',
  'payroll.reversal':
    'Se revierte la imputación: el préstamo recupera exactamente el Saldo, las cuotas y lo adeudado que tenía, y se avisa al socio.',
  'rates.version':
    'La tabla se verifica otra vez (huecos, tasas y tope de CFT) y rige desde su fecha para los planes nuevos; las solicitudes y los préstamos ya hechos conservan la suya.',
  'lines.create':
    'Se crea la línea con esta tabla, verificada otra vez; se ofrece a los socios desde la fecha de vigencia.',
  'lines.rename':
    'La línea pasa a llamarse así para los socios y la consola; los préstamos ya hechos conservan el nombre con el que se pidieron.',
  'settings.bank':
    'La cuenta pasa a ser la que los avisos indican a los socios para pagar lo que el organismo no descontó. Verifique titular, CUIT y CBU con el banco antes de aprobar.',
  'loan.payment':
    'Se imputa el pago a las cuotas más antiguas impagas (IVA, interés y capital), baja el Saldo, se avisa al socio y se le envía el recibo por correo. Verifique que el dinero llegó antes de aprobar.',
  'loan.payment-reversal':
    'Se revierte el pago: las cuotas y el Saldo vuelven a lo que eran sin él (lo imputado después se vuelve a imputar), un préstamo que el pago había cancelado vuelve a Descontando y se avisa al socio.',
  'provisions.rates':
    'Las previsiones de cada préstamo se calculan con estas tasas desde hoy; los cierres de mes ya hechos conservan las suyas.',
};

export const ownProposalText = 'Propuesta suya: otra persona debe aprobarla';

/**
 * 'Aprobar' (after a confirmation) and 'Rechazar' (with a reason) for a checker; the maker reads that
 * someone else must approve it. The server refuses the maker and a role without the kind's permission
 * anyway; its message is shown if it does.
 */
export function ProposalDecision({
  proposal,
  onDecided,
}: {
  proposal: Proposal;
  /** Told what was decided, to show once the proposal has left the list. */
  onDecided: (message: string) => void;
}) {
  const { data: me } = useMe();
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  if (!me) return null;
  if (isOwnProposal(proposal.proposedBy, me.email))
    return <p className="text-sm font-medium text-amber-800">{ownProposalText}</p>;
  if (!mayDecide(proposal.kind, permissionsOf(me.roles))) return null;

  const close = () => setOpen(null);
  const decided = (message: string) => {
    close();
    onDecided(message);
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => setOpen('approve')}>Aprobar</Button>
      <Button variant="secondary" onClick={() => setOpen('reject')}>
        Rechazar
      </Button>
      <ApproveDialog proposal={proposal} open={open === 'approve'} onClose={close} onDone={decided} />
      <RejectDialog proposal={proposal} open={open === 'reject'} onClose={close} onDone={decided} />
    </div>
  );
}

interface DecisionDialogProps {
  proposal: Proposal;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}

export const brakeWarning =
  'La cuenta del socio cambió hace menos de 48 horas. Antes de aprobar, confirme el cambio con el socio por un canal que no sea la cuenta (por ejemplo, el teléfono del legajo) y escriba cómo lo verificó.';

function ApproveDialog({ proposal, open, onClose, onDone }: DecisionDialogProps) {
  const approve = useApproveProposal();
  const kind = proposalKindLabel(proposal.kind);
  const needsNote = proposalNeedsNote(proposal);
  const [nota, setNota] = useState('');
  const [notaError, setNotaError] = useState<string | undefined>();
  const close = () => {
    approve.reset();
    setNota('');
    setNotaError(undefined);
    onClose();
  };
  const confirm = () => {
    if (needsNote && !nota.trim()) {
      setNotaError('Escriba cómo verificó el cambio de cuenta');
      return;
    }
    // The list it sits in is read again before this resolves, and may no longer hold it.
    void approve.mutateAsync({ id: proposal.id, nota: nota.trim() || undefined }).then(
      () => onDone(`Propuesta aprobada: ${kind}.`),
      () => undefined,
    );
  };
  return (
    <Dialog open={open} title={`Aprobar: ${kind}`} onClose={close}>
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          Propuesta de <span className="font-medium">{proposal.proposedBy}</span>.{' '}
          {approvalEffects[proposal.kind]}
        </p>
        <div className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
          <ProposalFacts proposal={proposal} />
        </div>
        {needsNote && (
          <>
            <p
              role="alert"
              className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
            >
              {brakeWarning}
            </p>
            <TextAreaField
              label="Nota de verificación"
              maxLength={1000}
              value={nota}
              error={notaError}
              onChange={(event) => {
                setNota(event.target.value);
                setNotaError(undefined);
              }}
            />
          </>
        )}
        <ConfirmActions
          error={approve.error}
          pending={approve.isPending}
          busy="Aprobando..."
          confirm="Confirmar la aprobación"
          onBack={close}
          onConfirm={confirm}
        />
      </div>
    </Dialog>
  );
}

const rejectFormSchema = rejectProposalSchema;
type RejectForm = z.input<typeof rejectFormSchema>;

function RejectDialog({ proposal, open, onClose, onDone }: DecisionDialogProps) {
  const reject = useRejectProposal();
  const kind = proposalKindLabel(proposal.kind);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RejectForm, unknown, z.output<typeof rejectFormSchema>>({
    resolver: zodResolver(rejectFormSchema),
    defaultValues: { reason: '' },
  });
  const close = () => {
    reject.reset();
    reset();
    onClose();
  };
  const submit = handleSubmit(({ reason }) =>
    reject.mutateAsync({ id: proposal.id, reason }).then(
      () => onDone(`Propuesta rechazada: ${kind}.`),
      () => undefined,
    ),
  );
  return (
    <Dialog open={open} title={`Rechazar: ${kind}`} onClose={close}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <p className="text-sm text-slate-700">
          La propuesta de <span className="font-medium">{proposal.proposedBy}</span> no se aplica. El motivo
          queda registrado.
        </p>
        <TextAreaField
          label="Motivo del rechazo"
          maxLength={1000}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <ConfirmActions
          error={reject.error}
          pending={reject.isPending}
          busy="Rechazando..."
          confirm="Rechazar la propuesta"
          onBack={close}
        />
      </form>
    </Dialog>
  );
}
