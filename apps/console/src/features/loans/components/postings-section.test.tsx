import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  type PendingProposalOf,
  businessDatePaths,
  consoleLoanPaths,
  consolePaths,
  payrollMessages,
  postingPaths,
  proposalPaths,
  type PostingView,
  type StaffMe,
} from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { ok, stubApi } from '../../../test/fetch-stub';
import { auditor, deducting, money, schedule, tesoreria, tesoreria2 } from '../test/fixtures';

const at = (template: string, id: number | string = 42) => template.replace(':id', String(id));
const postingsCall = `GET ${at(postingPaths.ofLoan)}`;
const reversalCall = `POST ${at(postingPaths.reversal, 501)}`;

const posting = (overrides: Partial<PostingView> = {}): PostingView => ({
  id: 501,
  period: '202612',
  cuota: 7,
  solicitado: 86_101.65,
  aplicado: 86_101.65,
  estado: 'OK',
  postedAt: '2026-12-12T15:00:00.000Z',
  reversedAt: null,
  reversaPendiente: null,
  ...overrides,
});

const reversalProposal: PendingProposalOf<'payroll.reversal'> = {
  id: 88,
  kind: 'payroll.reversal',
  entity: 'posting',
  entityId: '501',
  payload: {
    reason: 'El organismo devolvió el descuento',
    prestamo: 42,
    periodo: '202612',
    cuota: 7,
    aplicado: 7_000,
  },
  proposedBy: 'tesoreria@staff.demo.com.ar',
  proposedAt: '2026-12-13T15:00:00.000Z',
};

/** The file of the deducting loan 42 for `who`; `lists` answers the postings in turn. */
function openFile(who: StaffMe, lists: PostingView[][], extra: Parameters<typeof stubApi>[0] = {}) {
  let read = 0;
  const api = stubApi({
    [`GET ${consolePaths.me}`]: () => ok(who),
    [`GET ${at(consoleLoanPaths.detail)}`]: () => ok(deducting),
    [`GET ${at(consoleLoanPaths.schedule)}`]: () => ok(schedule),
    [`GET ${businessDatePaths.businessDate}`]: () => ok({ fecha: '2026-12-15', movible: false }),
    [`GET ${at(consoleLoanPaths.payoff)}?fecha=2026-12-15`]: () =>
      ok({ fecha: '2026-12-15', importe: 1, capital: 1, interes: 0, iva: 0, adeudado: 0 }),
    [postingsCall]: () => ok({ items: lists[Math.min(read++, lists.length - 1)] }),
    [`GET ${at(consoleLoanPaths.payments)}`]: () => ok({ items: [] }),
    ...extra,
  });
  // The postings sit in the 'Cuotas' tab, beside the schedule they settle.
  return { api, ...renderApp('/prestamos/42?pestana=cuotas') };
}

const section = async () => within(await screen.findByRole('region', { name: 'Imputaciones' }));

describe("the loan file's postings", () => {
  it('lists each posted installment; an auditor reads them without Revertir', async () => {
    openFile(auditor, [
      [
        posting(),
        posting({
          id: 400,
          period: '202611',
          cuota: 6,
          estado: 'PARCIAL',
          aplicado: 5000,
          reversedAt: '2026-12-01T10:00:00.000Z',
        }),
      ],
    ]);
    const list = await section();
    const rows = await list.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('12/2026')).toBeInTheDocument();
    expect(within(rows[1]!).getAllByText(money(86_101.65))).toHaveLength(2);
    expect(within(rows[1]!).getByText('Aplicada')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Parcial')).toBeInTheDocument();
    expect(within(rows[2]!).getByText(/Revertida el/)).toBeInTheDocument();
    expect(list.queryByRole('button', { name: /Revertir/ })).not.toBeInTheDocument();
  });

  it("offers no 'Revertir' on a refused line that applied nothing", async () => {
    openFile(tesoreria, [
      [
        posting({ id: 502, period: '202701', cuota: 8, estado: 'RECHAZADO', aplicado: 0 }),
        posting({ id: 503, period: '202702', cuota: 8, estado: 'PARCIAL', aplicado: 1_000 }),
      ],
    ]);
    const list = await section();
    const refused = within((await list.findByText('Rechazada')).closest('tr')!);
    expect(refused.getByText(money(0))).toBeInTheDocument();
    expect(refused.queryByRole('button', { name: /Revertir/ })).not.toBeInTheDocument();
    // A partial line applied something: that one is reversed.
    expect(
      list.getByRole('button', { name: 'Revertir la imputación de la cuota 8 (02/2027)' }),
    ).toBeInTheDocument();
    expect(list.getAllByRole('button', { name: /Revertir/ })).toHaveLength(1);
  });

  it('says when nothing was posted yet', async () => {
    openFile(tesoreria, [[]]);
    expect(
      await (await section()).findByText('Todavía no se imputó ningún descuento de haberes.'),
    ).toBeInTheDocument();
  });

  it("'Revertir' asks a reason and proposes the reversal, which then waits on the line", async () => {
    const { api, user } = openFile(
      tesoreria,
      [[posting()], [posting({ reversaPendiente: reversalProposal })]],
      {
        [reversalCall]: () => ok({ Status: 200, Mensaje: payrollMessages.reversalProposed, proposalId: 88 }),
      },
    );
    const list = await section();
    await user.click(
      await list.findByRole('button', { name: 'Revertir la imputación de la cuota 7 (12/2026)' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Revertir la imputación' }));
    await user.click(dialog.getByRole('button', { name: 'Proponer la reversión' }));
    expect(await dialog.findByText('Escriba el motivo de la reversión')).toBeInTheDocument();
    expect(api.callsTo(reversalCall)).toHaveLength(0);
    await user.type(dialog.getByLabelText('Motivo de la reversión'), 'El organismo devolvió el descuento');
    await user.click(dialog.getByRole('button', { name: 'Proponer la reversión' }));
    expect(await screen.findByText(payrollMessages.reversalProposed)).toBeInTheDocument();
    expect(api.callsTo(reversalCall)[0]?.body).toEqual({ reason: 'El organismo devolvió el descuento' });
    expect(await list.findByText('Reversión propuesta por tesoreria@staff.demo.com.ar')).toBeInTheDocument();
    expect(list.getByText('Propuesta suya: otra persona debe aprobarla')).toBeInTheDocument();
  });

  it('a second tesorería approves the pending reversal on the line', async () => {
    const approve = `POST ${at(proposalPaths.approve, 88)}`;
    const { user } = openFile(
      tesoreria2,
      [
        [posting({ reversaPendiente: reversalProposal })],
        [posting({ reversedAt: '2026-12-14T10:00:00.000Z' })],
      ],
      { [approve]: () => ok({ id: 88, decision: 'approved' }) },
    );
    const list = await section();
    await user.click(await list.findByRole('button', { name: 'Aprobar' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Aprobar: Reversión de una imputación' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Confirmar la aprobación' }));
    expect(await list.findByText(/Revertida el/)).toBeInTheDocument();
  });
});
