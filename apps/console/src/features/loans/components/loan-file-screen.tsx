import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { loanStates, permissionsOf, type LoanDetail } from '@portal/contract';
import { useMe } from '../../../lib/session/me';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { useLoanDetail } from '../api/loan-detail';
import { loanScheduleQueryOptions } from '../api/loan-schedule';
import { FileFrame, FileQueryState } from '../../../components/file-frame';
import { LoanStateBadge } from '../../../components/loan-state-badge';
import { idFromParam } from '../../../lib/id-param';
import { LoanProposals } from './loan-proposals';
import { AmountsCard, MemberCard, OtherLoansCard, PreCancellationsCard, TermsCard } from './loan-sections';
import { ArrearsCard } from './arrears-card';
import { FileTabs, type FileTab } from './file-tabs';
import { LoanTimeline } from './loan-timeline';
import { PayoffSection } from './payoff-section';
import { PaymentsSection } from './payments-section';
import { PostingsSection } from './postings-section';
import { ScheduleSection } from './schedule-section';
import { TransferDialog } from './transfer-dialog';
import { ReversalDialog } from './reversal-dialog';
import { PaymentDialog } from './payment-dialog';
import { LibreDeudaButton } from './libre-deuda-button';

const back = { to: '/prestamos', label: 'Préstamos' };

type TabKey = 'resumen' | 'cuotas';
const tabs: readonly FileTab<TabKey>[] = [
  { key: 'resumen', label: 'Resumen' },
  { key: 'cuotas', label: 'Cuotas' },
];
/** The address keeps the tab (?pestana=cuotas), so a reload or a shared link opens the same one. */
const tabParam = 'pestana';

function useSelectedTab() {
  const [params, setParams] = useSearchParams();
  const selected: TabKey = params.get(tabParam) === 'cuotas' ? 'cuotas' : 'resumen';
  const select = (key: TabKey) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === 'resumen') next.delete(tabParam);
        else next.set(tabParam, key);
        return next;
      },
      // Moving between tabs is not a page of its own: 'Atrás' goes back to where the file was opened from.
      { replace: true },
    );
  return [selected, select] as const;
}

/**
 * The loan file: state and pending proposals above two tabs. 'Resumen': arrears, terms, member, amounts,
 * pre-cancellations, other loans and history; 'Cuotas': the schedule, the payoff and the postings.
 */
export function LoanFileScreen() {
  const id = idFromParam(useParams().id);
  if (id === null)
    return (
      <FileFrame back={back} title="Préstamo">
        <Alert tone="error">La dirección no corresponde a un número de préstamo.</Alert>
      </FileFrame>
    );
  return <LoanFile id={id} />;
}

function LoanFile({ id }: { id: number }) {
  const loan = useLoanDetail(id);
  const [tab, selectTab] = useSelectedTab();
  // Opened on 'Cuotas': the schedule is asked beside the detail, not once the detail has answered.
  useQuery({ ...loanScheduleQueryOptions(id), enabled: tab === 'cuotas' });
  const [notice, setNotice] = useState<string | null>(null);
  const title = `Préstamo N° ${id}`;

  if (loan.isPending || loan.isError)
    return (
      <FileFrame back={back} title={title}>
        <FileQueryState query={loan} loading="Cargando el préstamo..." />
      </FileFrame>
    );

  const data = loan.data;
  return (
    <FileFrame
      back={back}
      title={title}
      aside={
        data.estado === loanStates.paidOff ? (
          <LibreDeudaButton loanId={id} />
        ) : (
          <LoanActions loan={data} onProposed={setNotice} />
        )
      }
    >
      <p className="-mt-4 flex flex-wrap items-center gap-3 text-sm text-slate-600">
        <LoanStateBadge estado={data.estado} />
        <span>
          {data.producto} de {data.socio.nombre} (DNI {data.socio.dni})
        </span>
      </p>
      {notice && <Alert tone="success">{notice}</Alert>}
      <LoanProposals proposals={data.propuestasPendientes} onDecided={setNotice} />
      <FileTabs tabs={tabs} selected={tab} onSelect={selectTab} label="Secciones del préstamo">
        {tab === 'resumen' ? (
          <>
            <div className="grid grid-cols-2 items-start gap-6">
              <div className="space-y-6">
                {repaying(data) && <ArrearsCard loan={data} />}
                <TermsCard loan={data} />
                <AmountsCard loan={data} />
              </div>
              <div className="space-y-6">
                <MemberCard loan={data} />
                <PreCancellationsCard loan={data} />
                <OtherLoansCard loan={data} />
              </div>
            </div>
            <LoanTimeline loanId={id} />
          </>
        ) : (
          <>
            <ScheduleSection loanId={id} />
            {repaying(data) && <PayoffSection loanId={id} />}
            <PostingsSection loanId={id} onDone={setNotice} />
            <PaymentsSection loanId={id} onDone={setNotice} />
          </>
        )}
      </FileTabs>
    </FileFrame>
  );
}

const repaying = (loan: LoanDetail) => loan.estado === loanStates.deducting;

/**
 * What tesorería may do from here: record the transfer of a loan waiting for it, or propose undoing a
 * recorded one. Hidden while a proposal of the same kind is pending (the server allows one at a time).
 */
function LoanActions({ loan, onProposed }: { loan: LoanDetail; onProposed: (message: string) => void }) {
  const { data: me } = useMe();
  const [open, setOpen] = useState<'transfer' | 'reversal' | 'payment' | null>(null);
  if (!me) return null;
  const granted = permissionsOf(me.roles);
  const pending = (kind: string) => loan.propuestasPendientes.some((p) => p.kind === kind);
  const net = loan.netoATransferir;
  const transfer = loan.transferencia;
  const canTransfer =
    loan.estado === loanStates.awaitingTransfer &&
    net !== null &&
    // A loan in a transfer batch is paid by the batch.
    loan.loteTransferencia === null &&
    granted.has('transfers.propose') &&
    !pending('loan.transfer');
  const canReverse =
    loan.estado === loanStates.deducting &&
    transfer !== null &&
    granted.has('reversals.propose') &&
    !pending('loan.transfer-reversal');
  const canPay =
    loan.estado === loanStates.deducting && granted.has('payments.propose') && !pending('loan.payment');
  if (!canTransfer && !canReverse && !canPay) return null;

  const close = () => setOpen(null);
  return (
    <div className="flex gap-2">
      {canTransfer && net !== null && (
        <>
          <Button onClick={() => setOpen('transfer')}>Registrar transferencia</Button>
          <TransferDialog
            // A new net (a pre-cancelled loan was paid meanwhile) starts the form again with it.
            key={net}
            loan={loan}
            netAmount={net}
            open={open === 'transfer'}
            onClose={close}
            onProposed={onProposed}
          />
        </>
      )}
      {canPay && (
        <>
          <Button onClick={() => setOpen('payment')}>Registrar pago</Button>
          <PaymentDialog loan={loan} open={open === 'payment'} onClose={close} onProposed={onProposed} />
        </>
      )}
      {canReverse && transfer !== null && (
        <>
          <Button variant="secondary" onClick={() => setOpen('reversal')}>
            Revertir transferencia
          </Button>
          <ReversalDialog
            loan={loan}
            transfer={transfer}
            open={open === 'reversal'}
            onClose={close}
            onProposed={onProposed}
          />
        </>
      )}
    </div>
  );
}
