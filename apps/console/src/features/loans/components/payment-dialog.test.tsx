import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  consoleLoanPaths,
  consolePaths,
  paymentMessages,
  postingPaths,
  timelinePaths,
  type LoanDetail,
  type PaymentPayoff,
  type PendingProposalOf,
  type StaffMe,
} from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { fail, ok, stubApi } from '../../../test/fetch-stub';
import { auditor, deducting, money, tesoreria, timeline } from '../test/fixtures';

const at = (template: string) => template.replace(':id', '42');
const me = `GET ${consolePaths.me}`;
const detail = `GET ${at(consoleLoanPaths.detail)}`;
const payments = `POST ${at(consoleLoanPaths.payments)}`;
const payoffToday = `GET ${at(consoleLoanPaths.paymentPayoff)}`;
const payoffOn = (fecha: string) => `GET ${at(consoleLoanPaths.paymentPayoff)}?fecha=${fecha}`;
const cobranzas: StaffMe = { email: 'cobranzas@staff.demo.com.ar', roles: ['cobranzas'] };

const quote = (fecha: string, importe: number): PaymentPayoff => ({
  fecha,
  importe,
  capital: importe - 2_000,
  interes: 1_652.89,
  iva: 347.11,
  adeudado: 0,
  desde: '2026-03-14',
  hasta: '2027-01-10',
});
const paymentProposal = (by: string): PendingProposalOf<'loan.payment'> => ({
  id: 11,
  kind: 'loan.payment',
  entity: 'loan',
  entityId: '42',
  payload: {
    prestamo: 42,
    socio: 'Juan Carlos Pérez',
    fecha: '2027-01-10',
    importe: 612_345.67,
    referencia: 'OP-5566',
    canal: 'transferencia',
  },
  proposedBy: by,
  proposedAt: '2027-01-10T14:00:00.000Z',
});

function openFile(who: StaffMe, loans: LoanDetail[], extra: Parameters<typeof stubApi>[0] = {}) {
  let read = 0;
  const api = stubApi({
    [me]: () => ok(who),
    [detail]: () => ok(loans[Math.min(read++, loans.length - 1)]),
    [`GET ${at(timelinePaths.loan)}`]: () => ok(timeline),
    [`GET ${at(postingPaths.ofLoan)}`]: () => ok({ items: [] }),
    [payoffToday]: () => ok(quote('2027-01-10', 612_345.67)),
    [payoffOn('2027-01-05')]: () => ok(quote('2027-01-05', 611_000)),
    ...extra,
  });
  return { api, ...renderApp('/prestamos/42') };
}

describe("the loan file's 'Registrar pago'", () => {
  it('starts at the business date, shows the payoff, uses it as the amount and proposes the payment', async () => {
    const proposed = { ...deducting, propuestasPendientes: [paymentProposal(tesoreria.email)] };
    const { api, user } = openFile(tesoreria, [deducting, proposed], {
      [payments]: () => ok({ Status: 200, Mensaje: paymentMessages.proposed, proposalId: 11 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Registrar pago' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Registrar pago' }));
    expect(await dialog.findByLabelText('Fecha del pago')).toHaveValue('2027-01-10');
    expect(dialog.getByText('Total para cancelar al 10/01/2027')).toBeInTheDocument();
    expect(dialog.getByText(money(612_345.67))).toBeInTheDocument();

    // Another day: the payoff of that day.
    await user.clear(dialog.getByLabelText('Fecha del pago'));
    await user.type(dialog.getByLabelText('Fecha del pago'), '2027-01-05');
    expect(await dialog.findByText('Total para cancelar al 05/01/2027')).toBeInTheDocument();
    expect(dialog.getByText(money(611_000))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Usar el total para cancelar' }));
    expect(dialog.getByLabelText('Importe pagado')).toHaveValue('611000,00');
    await user.type(dialog.getByLabelText('Referencia bancaria'), ' OP-5566 ');
    await user.click(dialog.getByRole('button', { name: 'Proponer el pago' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Pago propuesto: otra persona de Tesorería debe aprobarlo.',
    );
    expect(api.callsTo(payments)[0]?.body).toEqual({
      fecha: '2027-01-05',
      importe: 611_000,
      canal: 'transferencia',
      referencia: 'OP-5566',
    });
    // The file is read again: the payment waits on it, and no second one can be proposed meanwhile.
    expect(await screen.findByRole('region', { name: 'Pendiente de aprobación' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar pago' })).not.toBeInTheDocument();
  });

  it('asks a transfer for its reference but not cash, and shows what the server refuses', async () => {
    const { api, user } = openFile(cobranzas, [deducting], {
      [payments]: () => fail(400, paymentMessages.overPayoff('10/01/2027', '$ 612.345,67')),
    });
    await user.click(await screen.findByRole('button', { name: 'Registrar pago' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Registrar pago' }));
    await user.type(await dialog.findByLabelText('Importe pagado'), '50.000,5');
    await user.click(dialog.getByRole('button', { name: 'Proponer el pago' }));
    expect(await dialog.findByText('Escriba la referencia de la transferencia')).toBeInTheDocument();
    expect(api.callsTo(payments)).toHaveLength(0);

    await user.click(dialog.getByRole('radio', { name: 'Efectivo' }));
    expect(dialog.getByLabelText('Referencia (opcional)')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Proponer el pago' }));
    expect(
      await dialog.findByText(
        'El importe supera el total para cancelar el préstamo al 10/01/2027 ($ 612.345,67)',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo(payments)[0]?.body).toEqual({
      fecha: '2027-01-10',
      importe: 50_000.5,
      canal: 'efectivo',
      referencia: '',
    });
  });

  it('says which days a payment may carry', async () => {
    const { user } = openFile(tesoreria, [deducting]);
    await user.click(await screen.findByRole('button', { name: 'Registrar pago' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Registrar pago' }));
    await user.clear(await dialog.findByLabelText('Fecha del pago'));
    await user.type(dialog.getByLabelText('Fecha del pago'), '2027-01-11');
    expect(
      dialog.getByText(
        'La fecha del pago va del 14/03/2026 (acreditación) al 10/01/2027 (fecha de negocio).',
      ),
    ).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Usar el total para cancelar' })).not.toBeInTheDocument();
  });

  it('is offered only on a loan in repayment, to whoever may propose payments', async () => {
    openFile(auditor, [deducting]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Préstamo N° 42' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar pago' })).not.toBeInTheDocument();
  });
});
