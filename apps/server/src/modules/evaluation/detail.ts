import { consoleLoanMessages, documentKindLabels, loanStates, type LoanDetail } from '@portal/contract';
import type { Db } from '../../db/connection';
import { notFound } from '../../lib/http-error';
import type { ProposalsService } from '../proposals/index';
import { loanArrears } from '../installments/index';
import { installmentDue } from '../loan-math/index';
import { centsOf } from '../../db/numeric';
import { netTransferCents } from './net-transfer';
import * as repo from './repository';
import { payeeOf } from './payee-repository';

/** Until the money moves, the screen says how much must be transferred. */
const beforeTransfer: readonly string[] = [
  loanStates.pendingEvaluation,
  loanStates.approved,
  loanStates.awaitingTransfer,
];

/** Everything the decision needs, on one screen, in a handful of queries whatever the loan holds. */
export async function loanDetail(
  db: Db,
  proposals: ProposalsService,
  loanId: number,
  businessDate: string,
): Promise<LoanDetail> {
  const loan = await repo.findLoanDetail(db, loanId);
  if (!loan) throw notFound(consoleLoanMessages.notFound);
  const [documents, preCancellations, others, pending, arrears] = await Promise.all([
    repo.listDocuments(db, loanId),
    repo.listPreCancellations(db, loanId),
    repo.listOtherLoans(db, loan.member_id, loanId),
    proposals.pendingOn(db, 'loan', loanId),
    loanArrears(db, loan, businessDate),
  ]);
  const net = beforeTransfer.includes(loan.estado)
    ? netTransferCents(
        loan.monto_prestado,
        preCancellations.map((p) => ({ estado: p.estado, saldo: p.saldo_actual })),
      ) / 100
    : null;
  return {
    id: loan.id,
    estado: loan.estado,
    producto: loan.producto,
    solicitadoEl: loan.fecha.toISOString(),
    montoPrestado: Number(loan.monto_prestado),
    cantidadCuotas: loan.cantidad_cuotas,
    montoCuota: Number(loan.monto_cuota),
    tna: Number(loan.tna),
    cft: Number(loan.cft),
    socio: {
      id: loan.member_id,
      nombre: `${loan.nombres} ${loan.apellido}`,
      dni: loan.dni,
      mail: loan.mail,
      celular: loan.celular,
      organismo: loan.organismo,
      ejercito: loan.ejercito,
    },
    solicitud: loan.has_request
      ? {
          cuotaDisponibleAlSolicitar: Number(loan.cuota_disponible),
          capacidadActual: loan.capacidad === null ? null : Number(loan.capacidad),
          capacidadActualizadaEl: loan.capacidad_updated_at?.toISOString() ?? null,
          documentos: documents.map((d) => ({
            id: d.id,
            tipo: d.kind,
            etiqueta: documentKindLabels[d.kind as keyof typeof documentKindLabels] ?? d.kind,
          })),
          firma: loan.has_signature,
          precancelaciones: preCancellations.map((p) => ({
            prestamoId: p.precancelled_loan_id,
            producto: p.producto,
            saldo: Number(p.saldo),
            montoCuota: Number(p.monto_cuota),
          })),
        }
      : null,
    otrosPrestamos: others.map((o) => ({
      id: o.id,
      producto: o.producto,
      estado: o.estado,
      saldo: Number(o.saldo),
      // 'Valor de cuota' as the member's app shows it: the installment the loan is in (docs/decisions/012),
      // not the stored first one.
      montoCuota:
        (installmentDue(centsOf(o.monto_prestado), Number(o.tna), o.cantidad_cuotas, o.cuotas_restantes)
          ?.payment ?? centsOf(o.monto_cuota)) / 100,
    })),
    saldo: Number(loan.saldo),
    netoATransferir: net,
    transferencia:
      loan.transfer_fecha === null || loan.transfer_referencia === null
        ? null
        : {
            fecha: loan.transfer_fecha,
            importe: Number(loan.transfer_importe),
            referencia: loan.transfer_referencia,
          },
    cuentaDestino:
      loan.cuenta_id === null || loan.cuenta_cuit === null || loan.cuenta_desde === null
        ? null
        : payeeOf({
            id: loan.cuenta_id,
            cbu: loan.cuenta_cbu,
            alias: loan.cuenta_alias,
            cuit_titular: loan.cuenta_cuit,
            vigente_desde: loan.cuenta_desde,
            reciente: loan.cuenta_reciente === true,
          }),
    loteTransferencia: loan.lote,
    propuestasPendientes: pending,
    ...arrears,
  };
}
