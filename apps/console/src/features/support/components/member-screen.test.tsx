import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  consolePaths,
  loanStates,
  supportMessages,
  supportPaths,
  timelinePaths,
  type MemberView,
  type StaffMe,
} from '@portal/contract';
import { formatMoney } from '@portal/ui/format';
import { renderApp } from '../../../test/render-app';
import { fail, ok, stubApi } from '../../../test/fetch-stub';
import { evaluador } from '../../../test/fixtures';
import { exportFileName } from '../api/export-member';
import { auditor, blocked, member, soporte, timeline } from '../test/fixtures';

const me = `GET ${consolePaths.me}`;
const at = (template: string, id: number | string = 7) => template.replace(':id', String(id));
const view = `GET ${at(supportPaths.member)}`;
const history = `GET ${at(timelinePaths.member)}`;
const post = (path: string) => `POST ${at(path)}`;
const money = (amount: number) => formatMoney(amount).replace(/\s/g, ' ');

/** The member's page for `who`; `views` answers the member call in turn (the last one repeats). */
function openMember(who: StaffMe, views: MemberView[], extra: Parameters<typeof stubApi>[0] = {}) {
  let read = 0;
  const api = stubApi({
    [me]: () => ok(who),
    [view]: () => ok(views[Math.min(read++, views.length - 1)]),
    [history]: () => ok(timeline),
    ...extra,
  });
  return { api, ...renderApp('/socios/7') };
}

const actions = () => screen.queryByRole('group', { name: 'Acciones sobre el socio' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the member's page", () => {
  it('shows the data, loans (linked to their files), notifications and history', async () => {
    openMember(soporte, [member]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'María Laura González' }),
    ).toBeInTheDocument();
    const data = within(screen.getByRole('region', { name: 'Datos del socio' }));
    expect(data.getByText('María Laura')).toBeInTheDocument();
    expect(data.getByText('González')).toBeInTheDocument();
    expect(data.getByText('28456789')).toBeInTheDocument();
    expect(data.getByText('1145678901')).toBeInTheDocument();
    expect(data.getByText('Ministerio de Educación')).toBeInTheDocument();
    expect(data.getByText('05/01/2026 10:30')).toBeInTheDocument();
    expect(data.getByText('2')).toBeInTheDocument();
    expect(data.queryByText('Bloqueado desde')).not.toBeInTheDocument();

    const loans = within(screen.getByRole('region', { name: 'Préstamos' }));
    expect(loans.getByRole('link', { name: 'Préstamo N° 42' })).toHaveAttribute('href', '/prestamos/42');
    expect(loans.getByText(loanStates.deducting)).toBeInTheDocument();
    expect(loans.getByText(money(612_345.67))).toBeInTheDocument();
    expect(loans.getByText('2 préstamos')).toBeInTheDocument();

    const notices = within(screen.getByRole('region', { name: 'Notificaciones' }));
    expect(notices.getByText('Su préstamo fue aprobado')).toBeInTheDocument();
    expect(notices.getAllByText('Vista')).toHaveLength(2);
    expect(notices.getByText('Sin tomar conocimiento')).toBeInTheDocument();
    expect(notices.getByText('Tomó conocimiento')).toBeInTheDocument();

    const story = within(screen.getByRole('region', { name: 'Historia' }));
    expect(await story.findByText('Bloqueó al socio')).toBeInTheDocument();
    // The latest first.
    expect(story.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Bloqueó al socio',
      'Se registró',
      'Solicitó el alta',
    ]);
    expect(story.getByText('14/03/2026 12:05 · soporte@staff.demo.com.ar')).toBeInTheDocument();
    expect(story.getByText('Denuncia de robo del celular')).toBeInTheDocument();
    expect(story.getByText('05/01/2026 10:30 · Socio')).toBeInTheDocument();

    const offered = within(actions()!);
    for (const name of [
      'Corregir datos',
      'Bloquear',
      'Cerrar sesiones',
      'Enviar correo de contraseña',
      'Descargar datos',
    ])
      expect(offered.getByRole('button', { name })).toBeInTheDocument();
  });

  it('a blocked member shows since when, and offers unblocking instead of blocking', async () => {
    openMember(soporte, [blocked]);
    const data = within(await screen.findByRole('region', { name: 'Datos del socio' }));
    expect(data.getByText('Bloqueado desde')).toBeInTheDocument();
    expect(data.getByText('14/03/2026 12:05')).toBeInTheDocument();
    expect(data.getByText('Ninguna')).toBeInTheDocument();
    expect(screen.getAllByText('Bloqueado').length).toBeGreaterThan(0);
    const offered = within(actions()!);
    expect(offered.getByRole('button', { name: 'Desbloquear' })).toBeInTheDocument();
    expect(offered.queryByRole('button', { name: 'Bloquear' })).not.toBeInTheDocument();
    expect(offered.getByRole('button', { name: 'Cerrar sesiones' })).toBeDisabled();
  });

  it('roles that only read members see no actions', async () => {
    for (const who of [evaluador, auditor]) {
      const { unmount } = openMember(who, [member]);
      expect(await screen.findByRole('region', { name: 'Datos del socio' })).toBeInTheDocument();
      expect(actions()).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Corregir datos' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Descargar datos' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it("says so when the member does not exist (the server's message), or the address is not a member", async () => {
    stubApi({
      [me]: () => ok(soporte),
      [`GET ${at(supportPaths.member, 999)}`]: () => fail(404, supportMessages.notFound),
    });
    const { unmount } = renderApp('/socios/999');
    expect(await screen.findByRole('alert')).toHaveTextContent(supportMessages.notFound);
    unmount();
    renderApp('/socios/abc');
    expect(await screen.findByText('La dirección no corresponde a un número de socio.')).toBeInTheDocument();
  });
});

describe('correcting the name, surname or DNI', () => {
  const correct = post(supportPaths.correct);

  it('sends only what changed, with the reason, and shows the answer and the new data', async () => {
    const { api, user } = openMember(soporte, [member, { ...member, apellido: 'González Ruiz' }], {
      [correct]: () => ok({ Status: 200, Mensaje: supportMessages.corrected }),
    });
    await user.click(await screen.findByRole('button', { name: 'Corregir datos' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Corregir datos del socio' }));
    expect(dialog.getByLabelText('Nombres')).toHaveValue('María Laura');
    expect(dialog.getByLabelText('DNI')).toHaveValue('28456789');
    const surname = dialog.getByLabelText('Apellido');
    expect(surname).toHaveValue('González');

    await user.clear(surname);
    await user.type(surname, 'González Ruiz');
    await user.click(dialog.getByRole('button', { name: 'Guardar la corrección' }));
    expect(await dialog.findByText('Escriba el motivo')).toBeInTheDocument();
    expect(api.callsTo(correct)).toHaveLength(0);

    await user.type(dialog.getByLabelText('Motivo de la corrección'), 'Partida de nacimiento');
    await user.click(dialog.getByRole('button', { name: 'Guardar la corrección' }));
    expect(await screen.findByText(supportMessages.corrected)).toBeInTheDocument();
    expect(api.callsTo(correct)[0]?.body).toEqual({
      apellido: 'González Ruiz',
      reason: 'Partida de nacimiento',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const data = within(screen.getByRole('region', { name: 'Datos del socio' }));
    expect(await data.findByText('González Ruiz')).toBeInTheDocument();
  });

  it("says 'No hay cambios para guardar' when nothing changed, without calling the server", async () => {
    const { api, user } = openMember(soporte, [member], {
      [correct]: () => ok({ Status: 200, Mensaje: supportMessages.corrected }),
    });
    await user.click(await screen.findByRole('button', { name: 'Corregir datos' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Corregir datos del socio' }));
    await user.type(dialog.getByLabelText('Motivo de la corrección'), 'Revisión');
    await user.click(dialog.getByRole('button', { name: 'Guardar la corrección' }));
    expect(await dialog.findByText(supportMessages.nothingToCorrect)).toBeInTheDocument();
    expect(api.callsTo(correct)).toHaveLength(0);
  });

  it('checks the DNI with the contract, and tells a DNI that another member has', async () => {
    const { api, user } = openMember(soporte, [member], {
      [correct]: () => fail(409, supportMessages.dniTaken),
    });
    await user.click(await screen.findByRole('button', { name: 'Corregir datos' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Corregir datos del socio' }));
    const dni = dialog.getByLabelText('DNI');
    await user.clear(dni);
    await user.type(dni, '123');
    await user.type(dialog.getByLabelText('Motivo de la corrección'), 'Error de tipeo');
    await user.click(dialog.getByRole('button', { name: 'Guardar la corrección' }));
    expect(await dialog.findByText('El DNI debe tener al menos 7 dígitos')).toBeInTheDocument();
    expect(api.callsTo(correct)).toHaveLength(0);

    await user.clear(dni);
    await user.type(dni, '30999888');
    await user.click(dialog.getByRole('button', { name: 'Guardar la corrección' }));
    expect(await dialog.findByText(supportMessages.dniTaken)).toBeInTheDocument();
    expect(dni).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(correct)[0]?.body).toEqual({ dni: '30999888', reason: 'Error de tipeo' });
    expect(screen.getByRole('dialog', { name: 'Corregir datos del socio' })).toBeInTheDocument();
  });
});

describe('blocking, unblocking and closing sessions', () => {
  it('blocks with a reason; the page then shows the member blocked', async () => {
    const { api, user } = openMember(soporte, [member, blocked], {
      [post(supportPaths.block)]: () => ok({ Status: 200, Mensaje: supportMessages.blocked }),
    });
    await user.click(await screen.findByRole('button', { name: 'Bloquear' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Bloquear al socio' }));
    await user.click(dialog.getByRole('button', { name: 'Bloquear' }));
    expect(await dialog.findByText('Escriba el motivo')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Motivo del bloqueo'), 'Denuncia de robo del celular');
    await user.click(dialog.getByRole('button', { name: 'Bloquear' }));
    expect(await screen.findByText(supportMessages.blocked)).toBeInTheDocument();
    expect(api.callsTo(post(supportPaths.block))[0]?.body).toEqual({
      reason: 'Denuncia de robo del celular',
    });
    expect(await screen.findByRole('button', { name: 'Desbloquear' })).toBeInTheDocument();
    expect(screen.getByText('Bloqueado desde')).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const { user } = openMember(soporte, [member], {
      [post(supportPaths.block)]: () => fail(403, 'Su rol no permite esta operación'),
    });
    await user.click(await screen.findByRole('button', { name: 'Bloquear' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Bloquear al socio' }));
    await user.type(dialog.getByLabelText('Motivo del bloqueo'), 'Pedido del socio');
    await user.click(dialog.getByRole('button', { name: 'Bloquear' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Su rol no permite esta operación');
  });

  it('unblocks with a reason', async () => {
    const { api, user } = openMember(soporte, [blocked, member], {
      [post(supportPaths.unblock)]: () => ok({ Status: 200, Mensaje: supportMessages.unblocked }),
    });
    await user.click(await screen.findByRole('button', { name: 'Desbloquear' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Desbloquear al socio' }));
    await user.type(dialog.getByLabelText('Motivo del desbloqueo'), 'Recuperó el celular');
    await user.click(dialog.getByRole('button', { name: 'Desbloquear' }));
    expect(await screen.findByText(supportMessages.unblocked)).toBeInTheDocument();
    expect(api.callsTo(post(supportPaths.unblock))[0]?.body).toEqual({ reason: 'Recuperó el celular' });
    expect(await screen.findByRole('button', { name: 'Bloquear' })).toBeInTheDocument();
  });

  it('closes every session with a reason, and tells a failure', async () => {
    let answer = fail(503, 'El servidor se está reiniciando');
    const { api, user } = openMember(soporte, [member, { ...member, sesionesAbiertas: 0 }], {
      [post(supportPaths.revokeSessions)]: () => answer,
    });
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesiones' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cerrar todas las sesiones' }));
    await user.type(dialog.getByLabelText('Motivo'), 'Celular perdido');
    await user.click(dialog.getByRole('button', { name: 'Cerrar las sesiones' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('El servidor se está reiniciando');

    answer = ok({ Status: 200, Mensaje: supportMessages.sessionsRevoked });
    await user.click(dialog.getByRole('button', { name: 'Cerrar las sesiones' }));
    expect(await screen.findByText(supportMessages.sessionsRevoked)).toBeInTheDocument();
    expect(api.callsTo(post(supportPaths.revokeSessions))).toHaveLength(2);
    expect(await screen.findByRole('button', { name: 'Cerrar sesiones' })).toBeDisabled();
  });
});

describe('the password mail', () => {
  it("sends it after a confirmation and shows the server's answer", async () => {
    const { api, user } = openMember(soporte, [member], {
      [post(supportPaths.passwordMail)]: () => ok({ Status: 200, Mensaje: supportMessages.passwordMailSent }),
    });
    await user.click(await screen.findByRole('button', { name: 'Enviar correo de contraseña' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Enviar correo de contraseña' }));
    expect(dialog.getByText('socio@demo.com.ar')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Enviar el correo' }));
    expect(await screen.findByText(supportMessages.passwordMailSent)).toBeInTheDocument();
    expect(api.callsTo(post(supportPaths.passwordMail))).toHaveLength(1);
  });

  it('tells a failure in the dialog', async () => {
    const { user } = openMember(soporte, [member], {
      [post(supportPaths.passwordMail)]: () => fail(404, supportMessages.notFound),
    });
    await user.click(await screen.findByRole('button', { name: 'Enviar correo de contraseña' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Enviar correo de contraseña' }));
    await user.click(dialog.getByRole('button', { name: 'Enviar el correo' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(supportMessages.notFound);
  });
});

describe("the member's data export", () => {
  const exportCall = `GET ${at(supportPaths.export)}`;

  /** jsdom neither makes object URLs nor downloads: the click on the link is where the file is handed over. */
  function watchDownloads() {
    const saved: { name: string; href: string }[] = [];
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      writable: true,
      value: () => 'blob:test/1',
    });
    Object.defineProperty(URL, 'revokeObjectURL', {
      configurable: true,
      writable: true,
      value: () => undefined,
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    return saved;
  }

  it("downloads the server's file named by the member's DNI and the day", async () => {
    const saved = watchDownloads();
    const { api, user } = openMember(soporte, [member], {
      [exportCall]: () => ({ text: JSON.stringify({ socio: { id: 7, dni: '28456789' } }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Descargar datos' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Descargar los datos del socio' }));
    await user.click(dialog.getByRole('button', { name: 'Descargar' }));
    const name = exportFileName('28456789');
    expect(name).toMatch(/^socio-28456789-\d{4}-\d{2}-\d{2}\.json$/);
    expect(await screen.findByText(`Se descargó ${name} con todos los datos del socio.`)).toBeInTheDocument();
    expect(saved).toEqual([{ name, href: 'blob:test/1' }]);
    expect(api.callsTo(exportCall)[0]?.init).toMatchObject({ credentials: 'same-origin', cache: 'no-store' });
  });

  it("tells the server's refusal and downloads nothing", async () => {
    const saved = watchDownloads();
    const { user } = openMember(soporte, [member], {
      [exportCall]: () => fail(403, 'Su rol no permite esta operación'),
    });
    await user.click(await screen.findByRole('button', { name: 'Descargar datos' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Descargar los datos del socio' }));
    await user.click(dialog.getByRole('button', { name: 'Descargar' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Su rol no permite esta operación');
    expect(saved).toEqual([]);
  });
});
