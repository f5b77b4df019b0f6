import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  consoleLoanPaths,
  consoleLoanMessages,
  consolePaths,
  loanStates,
  postingPaths,
  proposalMessages,
  proposalPaths,
  timelinePaths,
  type LoanDetail,
  type StaffMe,
} from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { fail, ok, stubApi } from '../../../test/fetch-stub';
import { evaluador } from '../../../test/fixtures';
import {
  auditor,
  awaitingTransfer,
  deducting,
  money,
  tesoreria,
  tesoreria2,
  timeline,
  transferProposal,
} from '../test/fixtures';
import { argentineDay } from '@portal/contract/argentine-day';

const me = `GET ${consolePaths.me}`;
const at = (template: string, id: number | string = 42) => template.replace(':id', String(id));
const detail = `GET ${at(consoleLoanPaths.detail)}`;
const history = `GET ${at(timelinePaths.loan)}`;
const postings = `GET ${at(postingPaths.ofLoan)}`;
const transfer = `POST ${at(consoleLoanPaths.transfer)}`;
const reversal = `POST ${at(consoleLoanPaths.transferReversal)}`;

/** The loan file of `loan` for `who`; `loans` answers the detail call in turn (the last one repeats). */
function openFile(who: StaffMe, loans: LoanDetail[], extra: Parameters<typeof stubApi>[0] = {}) {
  let read = 0;
  const api = stubApi({
    [me]: () => ok(who),
    [detail]: () => ok(loans[Math.min(read++, loans.length - 1)]),
    [history]: () => ok(timeline),
    [postings]: () => ok({ items: [] }),
    [`GET ${at(consoleLoanPaths.payments)}`]: () => ok({ items: [] }),
    ...extra,
  });
  return { api, ...renderApp('/prestamos/42') };
}

describe('the loan file', () => {
  it('shows the state, terms, member, amounts, pre-cancellations and the history', async () => {
    openFile(evaluador, [awaitingTransfer]);
    const terms = within(await screen.findByRole('region', { name: 'Condiciones' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Préstamo N° 42' })).toBeInTheDocument();
    expect(screen.getByText(loanStates.awaitingTransfer)).toBeInTheDocument();
    expect(terms.getByText(money(700_000))).toBeInTheDocument();
    expect(terms.getByText('12')).toBeInTheDocument();
    expect(terms.getByText(money(85_432.1))).toBeInTheDocument();
    expect(terms.getByText('142,37 %')).toBeInTheDocument();
    const amounts = within(screen.getByRole('region', { name: 'Importes' }));
    expect(amounts.getByText(money(591_712.57))).toBeInTheDocument();
    expect(amounts.getByText('Sin transferencia registrada')).toBeInTheDocument();
    const member = within(screen.getByRole('region', { name: 'Socio' }));
    expect(member.getByText('28765432')).toBeInTheDocument();
    expect(member.getByText('Ministerio de Educación')).toBeInTheDocument();
    const pre = within(screen.getByRole('region', { name: 'Precancelaciones' }));
    expect(pre.getByRole('link', { name: 'N° 12' })).toHaveAttribute('href', '/prestamos/12');

    const story = within(screen.getByRole('region', { name: 'Historia' }));
    expect(await story.findByText('Aprobado por el evaluador')).toBeInTheDocument();
    expect(story.getByText('11/03/2026 11:00 · evaluador@staff.demo.com.ar')).toBeInTheDocument();
    expect(story.getByText('Documentación completa')).toBeInTheDocument();
    expect(story.getAllByText(/· Socio$/)).toHaveLength(2);
  });

  it("says so when the loan does not exist (the server's message)", async () => {
    stubApi({
      [me]: () => ok(tesoreria),
      [`GET ${at(consoleLoanPaths.detail, 9999)}`]: () => fail(404, consoleLoanMessages.notFound),
    });
    renderApp('/prestamos/9999');
    expect(await screen.findByRole('alert')).toHaveTextContent(consoleLoanMessages.notFound);
  });

  it('only tesorería may record the transfer; other roles read the file without it', async () => {
    openFile(evaluador, [awaitingTransfer]);
    expect(await screen.findByRole('region', { name: 'Condiciones' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar transferencia' })).not.toBeInTheDocument();
  });
});

describe("'Registrar transferencia'", () => {
  it('proposes the transfer with the net amount prefilled, and shows the server answer and the proposal', async () => {
    const proposed = { ...awaitingTransfer, propuestasPendientes: [transferProposal(tesoreria.email)] };
    const { api, user } = openFile(tesoreria, [awaitingTransfer, proposed], {
      [transfer]: () => ok({ Status: 200, Mensaje: proposalMessages.proposed, proposalId: 9 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Registrar transferencia' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Registrar transferencia' }));
    expect(dialog.getByText('Importe a transferir al socio')).toBeInTheDocument();
    expect(dialog.getByText(money(591_712.57))).toBeInTheDocument();
    expect(dialog.getByText(/menos .* que se retienen para cancelar/)).toHaveTextContent(money(108_287.43));
    expect(dialog.getByLabelText('Importe transferido')).toHaveValue('591712,57');
    expect(dialog.getByLabelText('Fecha de la transferencia')).toHaveValue(argentineDay(new Date()));

    await user.clear(dialog.getByLabelText('Fecha de la transferencia'));
    await user.type(dialog.getByLabelText('Fecha de la transferencia'), '2026-03-14');
    await user.type(dialog.getByLabelText('Referencia bancaria'), ' TRF-0001 ');
    await user.click(dialog.getByRole('button', { name: 'Proponer la transferencia' }));

    expect(await screen.findByRole('status')).toHaveTextContent(proposalMessages.proposed);
    expect(api.callsTo(transfer)[0]?.body).toEqual({
      date: '2026-03-14',
      amount: 591_712.57,
      reference: 'TRF-0001',
    });
    // The file is read again: the proposal shows on it, and the form is gone while it waits.
    const pending = within(await screen.findByRole('region', { name: 'Pendiente de aprobación' }));
    expect(pending.getByText('Propuesta suya: otra persona debe aprobarla')).toBeInTheDocument();
    expect(pending.getByText('TRF-0001')).toBeInTheDocument();
    expect(pending.queryByRole('button', { name: 'Aprobar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar transferencia' })).not.toBeInTheDocument();
    expect(api.callsTo(detail)).toHaveLength(2);
  });

  it('checks the date, the amount and the reference before sending', async () => {
    const { api, user } = openFile(tesoreria, [awaitingTransfer]);
    await user.click(await screen.findByRole('button', { name: 'Registrar transferencia' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Registrar transferencia' }));
    await user.clear(dialog.getByLabelText('Fecha de la transferencia'));
    await user.type(dialog.getByLabelText('Fecha de la transferencia'), '2999-01-01');
    await user.clear(dialog.getByLabelText('Importe transferido'));
    await user.type(dialog.getByLabelText('Importe transferido'), '591.712,575');
    await user.click(dialog.getByRole('button', { name: 'Proponer la transferencia' }));
    expect(await dialog.findByText('La fecha de la transferencia no puede ser futura')).toBeInTheDocument();
    expect(dialog.getByText('Escriba el importe en pesos, por ejemplo 150000,50')).toBeInTheDocument();
    expect(dialog.getByText('Escriba la referencia bancaria')).toBeInTheDocument();
    expect(api.callsTo(transfer)).toHaveLength(0);
  });

  it("keeps the form open with the server's message when it refuses", async () => {
    const { user } = openFile(tesoreria, [awaitingTransfer], {
      [transfer]: () => fail(400, proposalMessages.wrongAmount('$ 591.712,57')),
    });
    await user.click(await screen.findByRole('button', { name: 'Registrar transferencia' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Registrar transferencia' }));
    await user.clear(dialog.getByLabelText('Importe transferido'));
    await user.type(dialog.getByLabelText('Importe transferido'), '591.712');
    await user.type(dialog.getByLabelText('Referencia bancaria'), 'TRF-0001');
    await user.click(dialog.getByRole('button', { name: 'Proponer la transferencia' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'El importe no coincide con el neto a transferir ($ 591.712,57)',
    );
  });
});

describe("'Revertir transferencia'", () => {
  it('asks for the reason and proposes the reversal of a recorded transfer', async () => {
    const { api, user } = openFile(tesoreria, [deducting], {
      [reversal]: () => ok({ Status: 200, Mensaje: proposalMessages.proposed, proposalId: 10 }),
    });
    const amounts = within(await screen.findByRole('region', { name: 'Importes' }));
    expect(amounts.getByText('TRF-0001')).toBeInTheDocument();
    expect(amounts.getByText('14/03/2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar transferencia' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revertir transferencia' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Revertir transferencia' }));
    await user.click(dialog.getByRole('button', { name: 'Proponer la reversión' }));
    expect(await dialog.findByText('Escriba el motivo de la reversión')).toBeInTheDocument();
    expect(api.callsTo(reversal)).toHaveLength(0);

    await user.type(dialog.getByLabelText('Motivo de la reversión'), 'El banco devolvió la transferencia');
    await user.click(dialog.getByRole('button', { name: 'Proponer la reversión' }));
    expect(await screen.findByRole('status')).toHaveTextContent(proposalMessages.proposed);
    expect(api.callsTo(reversal)[0]?.body).toEqual({ reason: 'El banco devolvió la transferencia' });
  });

  it("shows the server's refusal (installments already deducted)", async () => {
    const { user } = openFile(tesoreria, [deducting], {
      [reversal]: () => fail(409, proposalMessages.alreadyRepaying),
    });
    await user.click(await screen.findByRole('button', { name: 'Revertir transferencia' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Revertir transferencia' }));
    await user.type(dialog.getByLabelText('Motivo de la reversión'), 'Error de carga');
    await user.click(dialog.getByRole('button', { name: 'Proponer la reversión' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(proposalMessages.alreadyRepaying);
  });

  it('is not offered without reversals.propose', async () => {
    openFile(auditor, [deducting]);
    expect(await screen.findByRole('region', { name: 'Importes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revertir transferencia' })).not.toBeInTheDocument();
  });
});

describe('proposals pending on the loan', () => {
  const pendingTransfer = { ...awaitingTransfer, propuestasPendientes: [transferProposal(tesoreria.email)] };
  const approve = `POST ${at(proposalPaths.approve, 9)}`;
  const reject = `POST ${at(proposalPaths.reject, 9)}`;

  it('another tesorería approves the transfer right there, after confirming', async () => {
    const { api, user } = openFile(tesoreria2, [pendingTransfer, deducting], {
      [approve]: () => ok({ id: 9, decision: 'approved' }),
    });
    const pending = within(await screen.findByRole('region', { name: 'Pendiente de aprobación' }));
    expect(
      pending.getByText(/propuesta por tesoreria@staff\.demo\.com\.ar el 14\/03\/2026 12:05/),
    ).toBeInTheDocument();
    expect(pending.getByText(money(591_712.57))).toBeInTheDocument();
    await user.click(pending.getByRole('button', { name: 'Aprobar' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Aprobar: Transferencia' }));
    expect(api.callsTo(approve)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Confirmar la aprobación' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Propuesta aprobada: Transferencia.');
    // Read again: now 'Descontando' with its transfer, which this role may propose to reverse.
    expect(await screen.findByRole('button', { name: 'Revertir transferencia' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Importes' })).getByText('TRF-0001'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pendiente de aprobación' })).not.toBeInTheDocument();
    expect(api.callsTo(approve)).toHaveLength(1);
  });

  it('rejecting needs a reason; a refusal of the server is shown', async () => {
    const { api, user } = openFile(tesoreria2, [pendingTransfer], {
      [reject]: () => fail(409, proposalMessages.alreadyDecided),
    });
    const pending = within(await screen.findByRole('region', { name: 'Pendiente de aprobación' }));
    await user.click(pending.getByRole('button', { name: 'Rechazar' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Rechazar: Transferencia' }));
    await user.click(dialog.getByRole('button', { name: 'Rechazar la propuesta' }));
    expect(await dialog.findByText('Escriba el motivo del rechazo')).toBeInTheDocument();
    expect(api.callsTo(reject)).toHaveLength(0);
    await user.type(dialog.getByLabelText('Motivo del rechazo'), 'La referencia no es de este préstamo');
    await user.click(dialog.getByRole('button', { name: 'Rechazar la propuesta' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(proposalMessages.alreadyDecided);
    expect(api.callsTo(reject)[0]?.body).toEqual({ reason: 'La referencia no es de este préstamo' });
  });

  it('a role that may not approve transfers reads the proposal without the buttons', async () => {
    openFile(auditor, [pendingTransfer]);
    const pending = within(await screen.findByRole('region', { name: 'Pendiente de aprobación' }));
    expect(pending.getByText('TRF-0001')).toBeInTheDocument();
    expect(pending.queryByRole('button', { name: 'Aprobar' })).not.toBeInTheDocument();
    expect(pending.queryByText('Propuesta suya: otra persona debe aprobarla')).not.toBeInTheDocument();
  });
});
