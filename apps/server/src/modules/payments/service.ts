import { centsOf } from '../../db/numeric';
import type { Db, Queryable } from '../../db/connection';
import { HttpError, conflict, notFound } from '../../lib/http-error';
import {
  consoleLoanMessages,
  loanStates,
  paymentMessages,
  type PaymentPayoff,
  type paymentSchema,
} from '@portal/contract';
import type { z } from 'zod';
import type { StaffActor } from '../../console/permissions';
import { payoff, payoffInPesos, payoffTerms } from '../installments/index';
import type { ProposalsService } from '../proposals/index';
import { checkPayment } from './check';
import * as repo from './repository';

export type PaymentBody = z.output<typeof paymentSchema>;
export type PaymentsService = ReturnType<typeof createPaymentsService>;

const dated = (d: string) => d.split('-').reverse().join('/');

export function createPaymentsService({
  db,
  proposals,
  today,
}: {
  db: Db;
  proposals: ProposalsService;
  today: (q: Queryable) => Promise<string>;
}) {
  return {
    /**
     * Staff record money a member paid outside payroll: checked against the loan now, and kept as a
     * proposal a second tesorería approves. One pending payment a loan (proposals_one_pending_key): each
     * is checked against the payoff, and two pending could together exceed it.
     */
    propose: (loanId: number, body: PaymentBody, actor: StaffActor) =>
      db.transaction(async (tx) => {
        const request = { ...body, importe: centsOf(body.importe) };
        const { loan } = await checkPayment(tx, loanId, request, await today(tx));
        if (body.canal === 'transferencia' && (await repo.referenceUsed(tx, loanId, body.referencia)))
          throw conflict(paymentMessages.referenceUsed);
        return proposals.propose(
          tx,
          {
            kind: 'loan.payment',
            entity: 'loan',
            entityId: loanId,
            payload: {
              prestamo: loanId,
              socio: `${loan.nombres} ${loan.apellido}`,
              fecha: body.fecha,
              importe: body.importe,
              referencia: body.referencia,
              canal: body.canal,
            },
            pendingMessage: paymentMessages.pendingExists,
          },
          actor,
        );
      }),

    /** What a payment dated `fecha` (the business date when absent) must be to pay the loan off. */
    async payoff(loanId: number, fecha: string | undefined): Promise<PaymentPayoff> {
      const hasta = await today(db);
      const terms = await payoffTerms(db, loanId);
      if (!terms) throw notFound(consoleLoanMessages.notFound);
      if (terms.estado !== loanStates.deducting) throw conflict(paymentMessages.notRepaying);
      const day = fecha ?? hasta;
      const desde = terms.desembolso ?? day;
      if (day > hasta) throw new HttpError(400, paymentMessages.future);
      if (day < desde) throw new HttpError(400, paymentMessages.beforeTransfer(dated(desde)));
      const figures = payoff(terms.rows, day, { tnaPercent: terms.tnaPercent, desembolso: desde });
      return { ...payoffInPesos(day, figures), desde, hasta };
    },
  };
}
