import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  type PendingProposalOf,
  businessDatePaths,
  consoleLoanPaths,
  consolePaths,
  paymentMessages,
  postingPaths,
  proposalPaths,
  type LoanPaymentView,
  type StaffMe,
} from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { ok, stubApi } from '../../../test/fetch-stub';
import { auditor, deducting, money, schedule, tesoreria, tesoreria2 } from '../test/fixtures';

const at = (template: string, id: number | string = 42) => template.replace(':id', String(id));
const paymentsCall = `GET ${at(consoleLoanPaths.payments)}`;
const reversalCall = `POST ${at(consoleLoanPaths.paymentReversal).replace(':paymentId', '17')}`;

const payment = (overrides: Partial<LoanPaymentView> = {}): LoanPaymentView => ({
  recibo: 17,
  fecha: '2026-12-10',
  importe: 25_000.5,
  canal: 'transferencia',
  referencia: 'OP-778899',
  cancelacion: false,
  reversedAt: null,
  reversaPendiente: null,
  ...overrides,
});

const reversalProposal: PendingProposalOf<'loan.payment-reversal'> = {
  id: 91,
  kind: 'loan.payment-reversal',
  entity: 'payment',
  entityId: '17',
  payload: { reason: 'Transferencia rechazada', prestamo: 42, recibo: 17, importe: 25_000.5 },
  proposedBy: 'tesoreria@staff.demo.com.ar',
  proposedAt: '2026-12-13T15:00:00.000Z',
};

/** The file of the deducting loan 42 for `who`; `lists` answers the payments in turn. */
function openFile(who: StaffMe, lists: LoanPaymentView[][], extra: Parameters<typeof stubApi>[0] = {}) {
  let read = 0;
  const api = stubApi({
    [`GET ${consolePaths.me}`]: () => ok(who),
    [`GET ${at(consoleLoanPaths.detail)}`]: () => ok(deducting),
    [`GET ${at(consoleLoanPaths.schedule)}`]: () => ok(schedule),
    [`GET ${businessDatePaths.businessDate}`]: () => ok({ fecha: '2026-12-15', movible: false }),
    [`GET ${at(consoleLoanPaths.payoff)}?fecha=2026-12-15`]: () =>
      ok({ fecha: '2026-12-15', importe: 1, capital: 1, interes: 0, iva: 0, adeudado: 0 }),
    [`GET ${at(postingPaths.ofLoan)}`]: () => ok({ items: [] }),
    [paymentsCall]: () => ok({ items: lists[Math.min(read++, lists.length - 1)] }),
    ...extra,
  });
  // The payments sit in the 'Cuotas' tab, beside the schedule they settle.
  return { api, ...renderApp('/prestamos/42?pestana=cuotas') };
}

const section = async () => within(await screen.findByRole('region', { name: 'Pagos' }));

describe("the loan file's payments", () => {
  it('lists each payment with its receipt, date, amount, channel, reference and state; an auditor cannot reverse', async () => {
    openFile(auditor, [
      [
        payment(),
        payment({
          recibo: 12,
          fecha: '2026-11-03',
          importe: 500,
          canal: 'efectivo',
          referencia: '',
          reversedAt: '2026-11-05T10:00:00.000Z',
        }),
      ],
    ]);
    const list = await section();
    const rows = await list.findAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1]!);
    for (const text of ['N° 17', '10/12/2026', money(25_000.5), 'Transferencia', 'OP-778899', 'Aplicado'])
      expect(first.getByText(text)).toBeInTheDocument();
    const second = within(rows[2]!);
    expect(second.getByText('Efectivo')).toBeInTheDocument();
    expect(second.getByText('Revertido')).toBeInTheDocument();
    expect(second.getByText(/Revertido el/)).toBeInTheDocument();
    expect(list.queryByRole('button', { name: /Revertir/ })).not.toBeInTheDocument();
  });

  it('says when there are no payments', async () => {
    openFile(tesoreria, [[]]);
    expect(
      await (await section()).findByText('Todavía no se registró ningún pago fuera de haberes.'),
    ).toBeInTheDocument();
  });

  it("'Revertir' asks a reason and proposes the reversal, which then waits on the payment", async () => {
    const { api, user } = openFile(
      tesoreria,
      [[payment()], [payment({ reversaPendiente: reversalProposal })]],
      {
        [reversalCall]: () => ok({ Status: 200, Mensaje: paymentMessages.reversalProposed, proposalId: 91 }),
      },
    );
    const list = await section();
    await user.click(await list.findByRole('button', { name: 'Revertir el pago N° 17' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revertir el pago' }));
    expect(dialog.getByText(/Pago N° 17 del 10\/12\/2026/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Proponer la reversión' }));
    expect(await dialog.findByText('Escriba el motivo de la reversión')).toBeInTheDocument();
    expect(api.callsTo(reversalCall)).toHaveLength(0);
    await user.type(dialog.getByLabelText('Motivo de la reversión'), 'Transferencia rechazada');
    await user.click(dialog.getByRole('button', { name: 'Proponer la reversión' }));
    expect(await screen.findByText(paymentMessages.reversalProposed)).toBeInTheDocument();
    expect(api.callsTo(reversalCall)[0]?.body).toEqual({ reason: 'Transferencia rechazada' });
    expect(await list.findByText('Reversión propuesta por tesoreria@staff.demo.com.ar')).toBeInTheDocument();
    expect(list.getByText('Propuesta suya: otra persona debe aprobarla')).toBeInTheDocument();
  });

  it('a second tesorería approves the pending reversal on the payment', async () => {
    const approve = `POST ${at(proposalPaths.approve, 91)}`;
    const { user } = openFile(
      tesoreria2,
      [
        [payment({ reversaPendiente: reversalProposal })],
        [payment({ reversedAt: '2026-12-14T10:00:00.000Z' })],
      ],
      { [approve]: () => ok({ id: 91, decision: 'approved' }) },
    );
    const list = await section();
    await user.click(await list.findByRole('button', { name: 'Aprobar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Aprobar: Reversión de un pago' }));
    await user.click(dialog.getByRole('button', { name: 'Confirmar la aprobación' }));
    expect(await list.findByText(/Revertido el/)).toBeInTheDocument();
  });
});
