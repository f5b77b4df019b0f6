import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  consolePaths,
  proposalMessages,
  proposalPaths,
  type PendingProposalOf,
  type StaffMe,
} from '@portal/contract';
import { formatMoney } from '@portal/ui/format';
import { renderApp } from '../../../test/render-app';
import { fail, ok, stubApi } from '../../../test/fetch-stub';
import { evaluador } from '../../../test/fixtures';

const me = `GET ${consolePaths.me}`;
const list = (cursor?: string) =>
  `GET ${proposalPaths.list}${cursor ? `?${new URLSearchParams({ cursor })}` : ''}`;
const approve = (id: number) => `POST ${proposalPaths.approve.replace(':id', String(id))}`;
const reject = (id: number) => `POST ${proposalPaths.reject.replace(':id', String(id))}`;

const tesoreria: StaffMe = { email: 'tesoreria@staff.demo.com.ar', roles: ['tesoreria'] };
const tesoreria2: StaffMe = { email: 'tesoreria2@staff.demo.com.ar', roles: ['tesoreria'] };
const administrador: StaffMe = { email: 'administrador@staff.demo.com.ar', roles: ['administrador'] };
const auditor: StaffMe = { email: 'auditor@staff.demo.com.ar', roles: ['auditor'] };

const transfer = (id: number, by: string): PendingProposalOf<'loan.transfer'> => ({
  id,
  kind: 'loan.transfer',
  entity: 'loan',
  entityId: '42',
  payload: { date: '2026-03-14', amount: 591_712.57, reference: 'TRF-0001' },
  proposedBy: by,
  proposedAt: '2026-03-14T15:05:00.000Z',
});
const roles: PendingProposalOf<'staff.roles'> = {
  id: 11,
  kind: 'staff.roles',
  entity: 'staff',
  entityId: '5',
  payload: {
    email: 'soporte@staff.demo.com.ar',
    roles: ['soporte', 'auditor'],
    rolesAnteriores: ['soporte'],
    reason: 'Pasa a control interno',
  },
  proposedBy: 'administrador2@staff.demo.com.ar',
  proposedAt: '2026-03-15T12:00:00.000Z',
};

const money = (amount: number) => formatMoney(amount).replace(/\s/g, ' ');
const page = (items: unknown[], next: string | null = null) => ok({ items, next });

describe('Pendientes de aprobación', () => {
  it("lists each proposal in words; the maker's own has no buttons", async () => {
    stubApi({
      [me]: () => ok(tesoreria),
      [list()]: () => page([transfer(9, tesoreria.email), transfer(10, tesoreria2.email)]),
    });
    renderApp('/pendientes');
    expect(await screen.findByRole('heading', { name: 'Pendientes de aprobación' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Propuestas pendientes de aprobación' });
    const [, own, other] = within(table).getAllByRole('row');
    const mine = within(own!);
    expect(mine.getByText('Transferencia')).toBeInTheDocument();
    expect(mine.getByRole('link', { name: 'Préstamo N° 42' })).toHaveAttribute('href', '/prestamos/42');
    expect(mine.getByText(money(591_712.57))).toBeInTheDocument();
    expect(mine.getByText('14/03/2026')).toBeInTheDocument();
    expect(mine.getByText('TRF-0001')).toBeInTheDocument();
    expect(mine.getByText('14/03/2026 12:05')).toBeInTheDocument();
    expect(mine.getByText('Propuesta suya: otra persona debe aprobarla')).toBeInTheDocument();
    expect(mine.queryByRole('button')).not.toBeInTheDocument();
    expect(within(other!).getByRole('button', { name: 'Aprobar' })).toBeInTheDocument();
    expect(within(other!).getByRole('button', { name: 'Rechazar' })).toBeInTheDocument();
    // The nav counts what waits for this person: the other one's proposal, not their own.
    const nav = within(screen.getByRole('navigation', { name: 'Secciones de la consola' }));
    expect(nav.getByRole('link', { name: /^Pendientes\s*\(1 espera su decisión\)$/ })).toHaveAttribute(
      'href',
      '/pendientes',
    );
  });

  it('approves after a confirmation, then shows what is left', async () => {
    let decided = false;
    const api = stubApi({
      [me]: () => ok(tesoreria2),
      [list()]: () => page(decided ? [] : [transfer(9, tesoreria.email)]),
      [approve(9)]: () => {
        decided = true;
        return ok({ id: 9, decision: 'approved' });
      },
    });
    const { user } = renderApp('/pendientes');
    await user.click(await screen.findByRole('button', { name: 'Aprobar' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Aprobar: Transferencia' }));
    expect(dialog.getByText(/El préstamo pasa a Descontando/)).toBeInTheDocument();
    expect(dialog.getByText(money(591_712.57))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Volver' }));
    expect(api.callsTo(approve(9))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Aprobar' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar la aprobación' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Propuesta aprobada: Transferencia.');
    expect(await screen.findByText(/No hay propuestas pendientes/)).toBeInTheDocument();
    expect(api.callsTo(approve(9))).toHaveLength(1);
    expect(api.callsTo(approve(9))[0]?.body).toBeUndefined();
  });

  it("shows the server's refusal in the confirmation", async () => {
    stubApi({
      [me]: () => ok(tesoreria2),
      [list()]: () => page([transfer(9, tesoreria.email)]),
      [approve(9)]: () => fail(403, proposalMessages.sameStaff),
    });
    const { user } = renderApp('/pendientes');
    await user.click(await screen.findByRole('button', { name: 'Aprobar' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar la aprobación' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Aprobar: Transferencia' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(proposalMessages.sameStaff);
  });

  it('rejecting asks for the reason, and sends it', async () => {
    let decided = false;
    const api = stubApi({
      [me]: () => ok(tesoreria2),
      [list()]: () => page(decided ? [] : [transfer(9, tesoreria.email)]),
      [reject(9)]: () => {
        decided = true;
        return ok({ id: 9, decision: 'rejected' });
      },
    });
    const { user } = renderApp('/pendientes');
    await user.click(await screen.findByRole('button', { name: 'Rechazar' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Rechazar: Transferencia' }));
    await user.type(dialog.getByLabelText('Motivo del rechazo'), 'x');
    await user.click(dialog.getByRole('button', { name: 'Rechazar la propuesta' }));
    expect(await dialog.findByText('Escriba el motivo del rechazo')).toBeInTheDocument();
    expect(api.callsTo(reject(9))).toHaveLength(0);
    await user.type(dialog.getByLabelText('Motivo del rechazo'), ' La referencia es de otro préstamo');
    await user.click(dialog.getByRole('button', { name: 'Rechazar la propuesta' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Propuesta rechazada: Transferencia.');
    expect(api.callsTo(reject(9))[0]?.body).toEqual({ reason: 'x La referencia es de otro préstamo' });
  });

  it('shows a change of roles by account and role names', async () => {
    stubApi({ [me]: () => ok(administrador), [list()]: () => page([roles]) });
    renderApp('/pendientes');
    const row = within((await screen.findByText('Cambio de roles')).closest('tr')!);
    expect(row.getByText('Cuenta de personal soporte@staff.demo.com.ar')).toBeInTheDocument();
    expect(row.getByText('Soporte, Auditor')).toBeInTheDocument();
    expect(row.getByText('Pasa a control interno')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Aprobar' })).toBeInTheDocument();
  });

  it("pages with 'Ver más'", async () => {
    const api = stubApi({
      [me]: () => ok(tesoreria2),
      [list()]: () => page([transfer(9, tesoreria.email)], '9'),
      [list('9')]: () => page([{ ...transfer(12, tesoreria.email), entityId: '43' }]),
    });
    const { user } = renderApp('/pendientes');
    await user.click(await screen.findByRole('button', { name: 'Ver más' }));
    expect(await screen.findByRole('link', { name: 'Préstamo N° 43' })).toBeInTheDocument();
    expect(api.callsTo(list('9'))).toHaveLength(1);
  });

  it('says why when the list cannot be read', async () => {
    stubApi({ [me]: () => ok(tesoreria), [list()]: () => fail(500, 'Error interno del servidor') });
    renderApp('/pendientes');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar las propuestas pendientes: Error interno del servidor',
    );
  });
});

describe('who sees the inbox', () => {
  it('a reader without proposals.decide sees the proposals without buttons', async () => {
    stubApi({ [me]: () => ok(auditor), [list()]: () => page([transfer(9, tesoreria.email)]) });
    renderApp('/pendientes');
    expect(await screen.findByText('TRF-0001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aprobar' })).not.toBeInTheDocument();
  });

  it('a role without proposals.read has no link and no list', async () => {
    const api = stubApi({ [me]: () => ok(evaluador) });
    renderApp('/pendientes');
    expect(
      await screen.findByRole('heading', { name: 'Sección no disponible para su rol' }),
    ).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Secciones de la consola' }));
    expect(nav.queryByRole('link', { name: /Pendientes/ })).not.toBeInTheDocument();
    expect(api.callsTo(list())).toHaveLength(0);
  });
});
