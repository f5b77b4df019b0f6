import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { auditPaths, consolePaths, type AuditRow } from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { ok, stubApi } from '../../../test/fetch-stub';
import { evaluador } from '../../../test/fixtures';

const me = `GET ${consolePaths.me}`;
const auditor = { email: 'auditor@staff.demo.com.ar', roles: ['auditor'] };
/** The list call as the screen makes it: the filters in the query string, in the form's order. */
const list = (params: Record<string, string> = {}) => {
  const query = new URLSearchParams(params).toString();
  return `GET ${auditPaths.list}${query ? `?${query}` : ''}`;
};

const row = (id: number, over: Partial<AuditRow> = {}): AuditRow => ({
  id,
  at: '2026-03-10T13:30:00.000Z',
  staff: 'administrador@staff.demo.com.ar',
  address: '10.0.0.7',
  action: 'staff.roles',
  entity: 'staff',
  entityId: '12',
  before: { roles: ['soporte'], email: 'ana@asociacion.org' },
  after: { roles: ['auditor', 'soporte'], email: 'ana@asociacion.org' },
  reason: 'Pasa a control interno',
  ...over,
});

describe('the audit screen', () => {
  it('lists the rows newest first, in words, a loan linking to its file', async () => {
    stubApi({
      [me]: () => ok(auditor),
      [list()]: () =>
        ok({
          items: [
            row(9),
            row(8, { action: 'loan.approve', entity: 'loan', entityId: '42', reason: null }),
            row(7, { action: 'payroll.results.approve', entity: 'periodo', entityId: '2-202612' }),
            row(6, { action: 'algo.nuevo', staff: null, address: null }),
          ],
          next: null,
        }),
    });
    renderApp('/auditoria');
    expect(await screen.findByRole('heading', { name: 'Auditoría' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Registro de auditoría' });
    const rows = await within(table).findAllByRole('row');
    // The header, then the four rows in the server's order.
    expect(rows).toHaveLength(5);
    expect(rows[1]).toHaveTextContent('Cambió los roles de la cuenta');
    expect(rows[1]).toHaveTextContent('administrador@staff.demo.com.ar');
    expect(rows[1]).toHaveTextContent('10.0.0.7');
    expect(rows[1]).toHaveTextContent('Cuenta de personal N° 12');
    expect(rows[1]).toHaveTextContent('Pasa a control interno');
    expect(rows[1]).toHaveTextContent('10/03/2026 10:30');
    expect(within(rows[2]!).getByRole('link', { name: 'Préstamo N° 42' })).toHaveAttribute(
      'href',
      '/prestamos/42',
    );
    expect(rows[2]).toHaveTextContent('Aprobó la solicitud');
    expect(rows[3]).toHaveTextContent('Aprobó: Imputación de resultados');
    expect(rows[4]).toHaveTextContent('algo.nuevo');
    expect(rows[4]).toHaveTextContent('Sistema');
  });

  it('searches by the filters typed: kept in the address, sent in the call and in the CSV link', async () => {
    const filtered = {
      staff: 'administrador@staff.demo.com.ar',
      action: 'staff.create.propose',
      entity: 'staff',
      entityId: 'ana@asociacion.org',
      from: '2026-03-01',
      to: '2026-03-31',
    };
    const api = stubApi({
      [me]: () => ok(auditor),
      [list()]: () => ok({ items: [row(9), row(8)], next: null }),
      [list(filtered)]: () =>
        ok({
          items: [row(5, { action: 'staff.create.propose', entityId: 'ana@asociacion.org' })],
          next: null,
        }),
    });
    const { user } = renderApp('/auditoria');
    const table = await screen.findByRole('table', { name: 'Registro de auditoría' });
    expect(await within(table).findAllByText('Cambió los roles de la cuenta')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Descargar CSV' })).toHaveAttribute('href', auditPaths.csv);
    expect(screen.getByRole('link', { name: 'Descargar XLSX' })).toHaveAttribute('href', auditPaths.xlsx);

    await user.type(screen.getByLabelText('Correo del personal'), 'Administrador@staff.demo.com.ar');
    await user.selectOptions(screen.getByLabelText('Acción'), 'Propuso una cuenta de personal');
    await user.selectOptions(screen.getByLabelText('Entidad'), 'Cuenta de personal');
    await user.type(screen.getByLabelText('Id de la entidad'), 'ana@asociacion.org');
    await user.type(screen.getByLabelText('Desde'), '2026-03-01');
    await user.type(screen.getByLabelText('Hasta'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    expect(await within(table).findByText('Propuso una cuenta de personal')).toBeInTheDocument();
    expect(within(table).queryByText('Cambió los roles de la cuenta')).not.toBeInTheDocument();
    expect(api.callsTo(list(filtered))).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/auditoria');
    expect(screen.getByRole('link', { name: 'Descargar CSV' })).toHaveAttribute(
      'href',
      `${auditPaths.csv}?${new URLSearchParams(filtered)}`,
    );
    expect(screen.getByRole('link', { name: 'Descargar XLSX' })).toHaveAttribute(
      'href',
      `${auditPaths.xlsx}?${new URLSearchParams(filtered)}`,
    );
  });

  it('opens a shared or reloaded search from the address, with its filters in the form', async () => {
    const api = stubApi({
      [me]: () => ok(auditor),
      [list({ entity: 'loan', entityId: '42' })]: () =>
        ok({ items: [row(8, { action: 'loan.approve', entity: 'loan', entityId: '42' })], next: null }),
    });
    renderApp('/auditoria?entity=loan&entityId=42');
    expect(await screen.findByRole('link', { name: 'Préstamo N° 42' })).toBeInTheDocument();
    expect(screen.getByLabelText('Entidad')).toHaveValue('loan');
    expect(screen.getByLabelText('Id de la entidad')).toHaveValue('42');
    expect(api.callsTo(list())).toHaveLength(0);
  });

  it('does not search with filters it cannot read, and says which', async () => {
    const api = stubApi({ [me]: () => ok(auditor) });
    renderApp('/auditoria?from=2026-03-31&to=2026-03-01');
    expect(await screen.findByText("La fecha 'Hasta' no puede ser anterior a 'Desde'")).toBeInTheDocument();
    expect(screen.getByText('Corrija los filtros marcados para buscar.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Descargar CSV' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith(auditPaths.list))).toHaveLength(0);
  });

  it("pages with 'Ver más', from the last row's cursor, keeping the filters", async () => {
    const api = stubApi({
      [me]: () => ok(auditor),
      [list({ entity: 'staff' })]: () => ok({ items: [row(9), row(8)], next: '8' }),
      [list({ entity: 'staff', cursor: '8' })]: () =>
        ok({ items: [row(7, { action: 'staff.disable' })], next: null }),
    });
    const { user } = renderApp('/auditoria?entity=staff');
    const table = await screen.findByRole('table', { name: 'Registro de auditoría' });
    await user.click(await screen.findByRole('button', { name: 'Ver más' }));
    expect(await within(table).findByText('Deshabilitó la cuenta de personal')).toBeInTheDocument();
    expect(within(table).getAllByText('Cambió los roles de la cuenta')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    expect(api.callsTo(list({ entity: 'staff', cursor: '8' }))).toHaveLength(1);
  });

  it('shows a row before and after side by side, the changed fields highlighted', async () => {
    stubApi({ [me]: () => ok(auditor), [list()]: () => ok({ items: [row(9)], next: null }) });
    const { user } = renderApp('/auditoria');
    await user.click(await screen.findByRole('button', { name: 'Ver cambios del registro 9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Antes y después' });
    const before = within(dialog).getByRole('region', { name: 'Antes' });
    const after = within(dialog).getByRole('region', { name: 'Después' });
    expect(before).toHaveTextContent('"roles": [ "soporte" ]');
    expect(after).toHaveTextContent('"roles": [ "auditor", "soporte" ]');
    // Only 'roles' changed: it is marked on both sides, the e-mail is not.
    const marked = dialog.querySelectorAll('mark[title="Cambió"]');
    expect([...marked].map((m) => m.textContent)).toEqual([
      expect.stringContaining('"roles"'),
      expect.stringContaining('"roles"'),
    ]);
    expect(within(dialog).getByText(/los campos que cambiaron \(roles\)/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('desde 10.0.0.7');
    expect(dialog).toHaveTextContent('Pasa a control interno');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says there was nothing before when a row only has an after', async () => {
    stubApi({
      [me]: () => ok(auditor),
      [list()]: () =>
        ok({ items: [row(9, { before: null, after: { propuesta: 3, roles: ['auditor'] } })], next: null }),
    });
    const { user } = renderApp('/auditoria');
    await user.click(await screen.findByRole('button', { name: 'Ver cambios del registro 9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Antes y después' });
    expect(within(dialog).getByRole('region', { name: 'Antes' })).toHaveTextContent('Sin datos');
    expect(dialog.querySelectorAll('mark[title="Cambió"]')).toHaveLength(2);
  });

  it('is not for roles without the audit permission: no link, and the address explains why', async () => {
    const api = stubApi({ [me]: () => ok(evaluador) });
    renderApp('/auditoria');
    expect(
      await screen.findByRole('heading', { name: 'Sección no disponible para su rol' }),
    ).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Secciones de la consola' }));
    expect(nav.queryByRole('link', { name: 'Auditoría' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith(auditPaths.list))).toHaveLength(0);
  });
});
