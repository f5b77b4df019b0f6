import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  consolePaths,
  proposalMessages,
  proposalPaths,
  staffAdminMessages,
  staffAdminPaths,
  type PendingProposalOf,
  type StaffAccount,
  type StaffMe,
} from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { fail, ok, stubApi } from '../../../test/fetch-stub';

const me = `GET ${consolePaths.me}`;
const accounts = `GET ${staffAdminPaths.list}`;
const create = `POST ${staffAdminPaths.create}`;
const proposals = `GET ${proposalPaths.list}`;
const byId = (template: string, id: number) => template.replace(':id', String(id));
const roles = (id: number) => `POST ${byId(staffAdminPaths.roles, id)}`;
const disable = (id: number) => `POST ${byId(staffAdminPaths.disable, id)}`;
const enable = (id: number) => `POST ${byId(staffAdminPaths.enable, id)}`;
const approve = (id: number) => `POST ${byId(proposalPaths.approve, id)}`;

const administrador: StaffMe = { email: 'administrador@staff.demo.com.ar', roles: ['administrador'] };
const administrador2: StaffMe = { email: 'administrador2@staff.demo.com.ar', roles: ['administrador'] };

const account = (id: number, email: string, over: Partial<StaffAccount> = {}): StaffAccount => ({
  id,
  email,
  roles: ['soporte'],
  activo: true,
  totp: true,
  contrasenaCreada: true,
  creadoEl: '2026-01-05T12:00:00.000Z',
  ultimoIngreso: '2026-03-10T13:30:00.000Z',
  ...over,
});
const staff = [
  account(1, administrador.email, { roles: ['administrador'] }),
  account(5, 'soporte@staff.demo.com.ar', { roles: ['soporte', 'auditor'] }),
  account(6, 'evaluador@staff.demo.com.ar', {
    roles: ['evaluador'],
    activo: false,
    ultimoIngreso: null,
    contrasenaCreada: false,
  }),
];
const newAccount: PendingProposalOf<'staff.create'> = {
  id: 21,
  kind: 'staff.create',
  entity: 'staff',
  entityId: 'ana@asociacion.org',
  payload: { email: 'ana@asociacion.org', roles: ['auditor'], reason: 'Control interno' },
  proposedBy: administrador.email,
  proposedAt: '2026-03-15T12:00:00.000Z',
};
const transfer: PendingProposalOf<'loan.transfer'> = {
  ...newAccount,
  id: 3,
  kind: 'loan.transfer',
  entity: 'loan',
  entityId: '42',
  payload: { date: '2026-03-14', amount: 591_712.57, reference: 'TRF-0001' },
};
const list = (items: StaffAccount[] = staff) => ok({ items });
const page = (items: unknown[]) => ok({ items, next: null });
const table = () => screen.findByRole('table', { name: 'Cuentas del personal' });
const rowOf = async (email: string) =>
  within(await table())
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(email))!;

describe("the staff accounts ('Personal')", () => {
  it('lists every account: roles in Spanish, state, last sign-in; no buttons on one’s own', async () => {
    stubApi({ [me]: () => ok(administrador), [accounts]: () => list(), [proposals]: () => page([]) });
    renderApp('/personal');
    expect(await screen.findByRole('heading', { name: 'Personal' })).toBeInTheDocument();
    const soporte = within(await rowOf('soporte@staff.demo.com.ar'));
    expect(soporte.getByRole('list', { name: 'Roles de soporte@staff.demo.com.ar' })).toHaveTextContent(
      'SoporteAuditor',
    );
    expect(soporte.getByText('Activa')).toBeInTheDocument();
    expect(soporte.getByText('10/03/2026 10:30')).toBeInTheDocument();
    expect(
      soporte.getByRole('button', { name: 'Deshabilitar soporte@staff.demo.com.ar' }),
    ).toBeInTheDocument();
    const evaluador = within(await rowOf('evaluador@staff.demo.com.ar'));
    expect(evaluador.getByText('Deshabilitada')).toBeInTheDocument();
    expect(evaluador.getByText('Nunca')).toBeInTheDocument();
    expect(evaluador.getByText('Todavía no creó su contraseña')).toBeInTheDocument();
    expect(
      evaluador.getByRole('button', { name: 'Habilitar evaluador@staff.demo.com.ar' }),
    ).toBeInTheDocument();
    const own = within(await rowOf(administrador.email));
    expect(own.queryByRole('button')).not.toBeInTheDocument();
    expect(own.getByText('Su cuenta: la administra otra persona')).toBeInTheDocument();
  });

  it('proposes a new account and says another administrador must approve it; it shows as pending', async () => {
    let proposed = false;
    const api = stubApi({
      [me]: () => ok(administrador),
      [accounts]: () => list(),
      [proposals]: () => page(proposed ? [transfer, newAccount] : []),
      [create]: () => {
        proposed = true;
        return ok({ Status: 200, Mensaje: proposalMessages.proposed, proposalId: 21 });
      },
    });
    const { user } = renderApp('/personal');
    await user.click(await screen.findByRole('button', { name: 'Nueva cuenta' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nueva cuenta del personal' }));
    await user.click(dialog.getByRole('button', { name: 'Proponer la cuenta' }));
    expect(await dialog.findByText('Escriba un correo válido')).toBeInTheDocument();
    expect(dialog.getByText('Elija al menos un rol')).toBeInTheDocument();
    expect(api.callsTo(create)).toHaveLength(0);

    await user.type(dialog.getByLabelText('Correo electrónico'), 'Ana@Asociacion.org');
    await user.click(dialog.getByRole('checkbox', { name: /Auditor/ }));
    await user.click(dialog.getByRole('checkbox', { name: /Soporte/ }));
    await user.type(dialog.getByLabelText('Motivo'), 'Control interno');
    await user.click(dialog.getByRole('button', { name: 'Proponer la cuenta' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Cuenta propuesta para ana@asociacion.org. Otro administrador debe aprobarla',
    );
    expect(api.callsTo(create)[0]?.body).toEqual({
      email: 'ana@asociacion.org',
      roles: ['soporte', 'auditor'],
      reason: 'Control interno',
    });
    const pending = within(await screen.findByRole('region', { name: 'Pendiente de aprobación' }));
    expect(pending.getByText('Alta de personal')).toBeInTheDocument();
    expect(pending.getByText('ana@asociacion.org')).toBeInTheDocument();
    expect(pending.getByText('Propuesta suya: otra persona debe aprobarla')).toBeInTheDocument();
    // The inbox's other kinds are not staff accounts.
    expect(pending.queryByText('Transferencia')).not.toBeInTheDocument();
    expect(pending.queryByRole('button', { name: 'Aprobar' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a new account in the form', async () => {
    stubApi({
      [me]: () => ok(administrador),
      [accounts]: () => list(),
      [proposals]: () => page([]),
      [create]: () => fail(409, staffAdminMessages.emailTaken),
    });
    const { user } = renderApp('/personal');
    await user.click(await screen.findByRole('button', { name: 'Nueva cuenta' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nueva cuenta del personal' }));
    await user.type(dialog.getByLabelText('Correo electrónico'), 'soporte@staff.demo.com.ar');
    await user.click(dialog.getByRole('checkbox', { name: /Evaluador/ }));
    await user.type(dialog.getByLabelText('Motivo'), 'Otra cuenta');
    await user.click(dialog.getByRole('button', { name: 'Proponer la cuenta' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(staffAdminMessages.emailTaken);
  });

  it('a second administrador approves a pending account on the screen', async () => {
    let approved = false;
    const api = stubApi({
      [me]: () => ok(administrador2),
      [accounts]: () => list(approved ? [...staff, account(22, 'ana@asociacion.org')] : staff),
      [proposals]: () => page(approved ? [] : [newAccount]),
      [approve(21)]: () => {
        approved = true;
        return ok({ id: 21, decision: 'approved' });
      },
    });
    const { user } = renderApp('/personal');
    const pending = within(await screen.findByRole('region', { name: 'Pendiente de aprobación' }));
    await user.click(pending.getByRole('button', { name: 'Aprobar' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Aprobar: Alta de personal' }));
    expect(confirm.getByText(/se le envía por correo el enlace/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Confirmar la aprobación' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Propuesta aprobada: Alta de personal.');
    expect(await rowOf('ana@asociacion.org')).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Pendiente de aprobación' })).not.toBeInTheDocument();
    expect(api.callsTo(approve(21))).toHaveLength(1);
  });

  it('proposes other roles for an account, starting from its current ones', async () => {
    const api = stubApi({
      [me]: () => ok(administrador),
      [accounts]: () => list(),
      [proposals]: () => page([]),
      [roles(5)]: () => ok({ Status: 200, Mensaje: proposalMessages.proposed, proposalId: 30 }),
    });
    const { user } = renderApp('/personal');
    await user.click(
      await screen.findByRole('button', { name: 'Cambiar roles de soporte@staff.demo.com.ar' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Cambiar roles de soporte@staff.demo.com.ar' }),
    );
    expect(dialog.getByRole('checkbox', { name: /Soporte/ })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: /Auditor/ })).toBeChecked();
    await user.click(dialog.getByRole('checkbox', { name: /Auditor/ }));
    await user.type(dialog.getByLabelText('Motivo'), 'Deja el control interno');
    await user.click(dialog.getByRole('button', { name: 'Proponer el cambio' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Cambio de roles propuesto para soporte@staff.demo.com.ar. Otro administrador debe aprobarlo',
    );
    expect(api.callsTo(roles(5))[0]?.body).toEqual({ roles: ['soporte'], reason: 'Deja el control interno' });
  });

  it('disables and enables after a confirmation, with the server’s answer', async () => {
    const api = stubApi({
      [me]: () => ok(administrador),
      [accounts]: () => list(),
      [proposals]: () => page([]),
      [disable(5)]: () => ok({ Status: 200, Mensaje: staffAdminMessages.disabled }),
      [enable(6)]: () => ok({ Status: 200, Mensaje: staffAdminMessages.enabled }),
    });
    const { user } = renderApp('/personal');
    await user.click(await screen.findByRole('button', { name: 'Deshabilitar soporte@staff.demo.com.ar' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Deshabilitar la cuenta' }));
    expect(confirm.getByText(/se cierran ahora sus sesiones abiertas/)).toBeInTheDocument();
    expect(api.callsTo(disable(5))).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: 'Deshabilitar la cuenta' }));
    expect(await screen.findByRole('status')).toHaveTextContent(staffAdminMessages.disabled);
    expect(api.callsTo(disable(5))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Habilitar evaluador@staff.demo.com.ar' }));
    const again = within(await screen.findByRole('dialog', { name: 'Habilitar la cuenta' }));
    await user.click(again.getByRole('button', { name: 'Habilitar la cuenta' }));
    expect(await screen.findByText(staffAdminMessages.enabled)).toBeInTheDocument();
    expect(api.callsTo(enable(6))).toHaveLength(1);
  });

  it('shows the server’s refusals in Spanish: the last administrador, one’s own account', async () => {
    stubApi({
      [me]: () => ok(administrador),
      [accounts]: () => list(),
      [proposals]: () => page([]),
      [disable(5)]: () => fail(409, staffAdminMessages.lastAdmin),
      [roles(5)]: () => fail(403, staffAdminMessages.ownAccount),
    });
    const { user } = renderApp('/personal');
    await user.click(await screen.findByRole('button', { name: 'Deshabilitar soporte@staff.demo.com.ar' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Deshabilitar la cuenta' }));
    await user.click(confirm.getByRole('button', { name: 'Deshabilitar la cuenta' }));
    expect(await confirm.findByRole('alert')).toHaveTextContent(staffAdminMessages.lastAdmin);
    await user.click(confirm.getByRole('button', { name: 'Volver' }));

    await user.click(screen.getByRole('button', { name: 'Cambiar roles de soporte@staff.demo.com.ar' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Cambiar roles de soporte@staff.demo.com.ar' }),
    );
    await user.click(dialog.getByRole('checkbox', { name: /Evaluador/ }));
    await user.type(dialog.getByLabelText('Motivo'), 'Suma evaluación');
    await user.click(dialog.getByRole('button', { name: 'Proponer el cambio' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(staffAdminMessages.ownAccount);
  });

  it('is only for administradores: no link, no call, and the address explains why', async () => {
    const api = stubApi({
      [me]: () => ok({ email: 'auditor@staff.demo.com.ar', roles: ['auditor'] }),
      [proposals]: () => page([]),
    });
    renderApp('/personal');
    expect(
      await screen.findByRole('heading', { name: 'Sección no disponible para su rol' }),
    ).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Secciones de la consola' }));
    expect(nav.queryByRole('link', { name: 'Personal' })).not.toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Auditoría' })).toBeInTheDocument();
    expect(api.callsTo(accounts)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Nueva cuenta' })).not.toBeInTheDocument();
  });
});
