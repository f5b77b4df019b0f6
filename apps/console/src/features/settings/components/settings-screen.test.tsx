import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  businessDateMessages,
  businessDatePaths,
  consolePaths,
  settingsMessages,
  settingsPaths,
  type BusinessDate,
  type Settings,
  type StaffMe,
} from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { fail, ok, stubApi } from '../../../test/fetch-stub';

const me = `GET ${consolePaths.me}`;
const read = `GET ${settingsPaths.settings}`;
const save = `POST ${settingsPaths.settings}`;
const readDate = `GET ${businessDatePaths.businessDate}`;
const moveDate = `POST ${businessDatePaths.businessDate}`;
const realDay: BusinessDate = { fecha: '2026-12-02', movible: false };
const administrador: StaffMe = { email: 'administrador@staff.demo.com.ar', roles: ['administrador'] };
const installed: Settings = {
  supportEmail: 'soporte@mutual.example',
  supportWhatsapp: null,
  updatedAt: '2026-01-05T12:00:00.000Z',
  updatedBy: null,
  bankAccount: null,
  bankAccountProposal: null,
  identity: null,
};

describe('Ajustes', () => {
  it("shows the installation's contact with a warning, saves a new one with its reason and says who changed it", async () => {
    let current = installed;
    const api = stubApi({
      [me]: () => ok(administrador),
      [read]: () => ok(current),
      [readDate]: () => ok(realDay),
      [save]: () => {
        current = {
          ...installed,
          supportEmail: 'ayuda@mutual.org.ar',
          supportWhatsapp: '5491122334455',
          updatedAt: '2026-03-10T13:30:00.000Z',
          updatedBy: administrador.email,
        };
        return ok({ Status: 200, Mensaje: settingsMessages.saved });
      },
    });
    const { user } = renderApp('/ajustes');
    const card = within(await screen.findByRole('region', { name: 'Contacto de soporte' }));
    expect(card.getByText(/Todavía tiene los valores de la instalación/)).toBeInTheDocument();
    const email = card.getByLabelText('Correo de soporte');
    expect(email).toHaveValue('soporte@mutual.example');
    await user.clear(email);
    await user.type(email, 'Ayuda@Mutual.org.ar');
    await user.type(card.getByLabelText(/WhatsApp de soporte/), '+54 9 11 2233-4455');
    await user.type(card.getByLabelText('Motivo del cambio'), 'Nueva mesa de ayuda');
    await user.click(card.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText(settingsMessages.saved)).toBeInTheDocument();
    expect(api.callsTo(save)[0]?.body).toEqual({
      supportEmail: 'ayuda@mutual.org.ar',
      supportWhatsapp: '5491122334455',
      reason: 'Nueva mesa de ayuda',
    });
    expect(
      await card.findByText('Último cambio: 10/03/2026 10:30, por administrador@staff.demo.com.ar.'),
    ).toBeInTheDocument();
  });

  it('names a bad e-mail, a bad number and a missing reason without calling the server; nothing changed is said', async () => {
    const api = stubApi({
      [me]: () => ok(administrador),
      [read]: () => ok(installed),
      [readDate]: () => ok(realDay),
    });
    const { user } = renderApp('/ajustes');
    const card = within(await screen.findByRole('region', { name: 'Contacto de soporte' }));
    await user.clear(card.getByLabelText('Correo de soporte'));
    await user.type(card.getByLabelText('Correo de soporte'), 'no es un correo');
    await user.type(card.getByLabelText(/WhatsApp de soporte/), '123');
    await user.click(card.getByRole('button', { name: 'Guardar' }));
    expect(await card.findByText('Escriba un correo válido')).toBeInTheDocument();
    expect(card.getByText(/de 10 a 15 dígitos con el código de país/)).toBeInTheDocument();
    expect(card.getByText('Escriba el motivo del cambio')).toBeInTheDocument();

    await user.clear(card.getByLabelText('Correo de soporte'));
    await user.type(card.getByLabelText('Correo de soporte'), 'soporte@mutual.example');
    await user.clear(card.getByLabelText(/WhatsApp de soporte/));
    await user.type(card.getByLabelText('Motivo del cambio'), 'Sin cambios');
    await user.click(card.getByRole('button', { name: 'Guardar' }));
    expect(await card.findByText(settingsMessages.nothingChanged)).toBeInTheDocument();
    expect(api.callsTo(save)).toHaveLength(0);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    stubApi({
      [me]: () => ok(administrador),
      [read]: () => ok(installed),
      [readDate]: () => ok(realDay),
      [save]: () => fail(403, 'Su rol no permite esta acción'),
    });
    const { user } = renderApp('/ajustes');
    const card = within(await screen.findByRole('region', { name: 'Contacto de soporte' }));
    await user.type(card.getByLabelText(/WhatsApp de soporte/), '5491122334455');
    await user.type(card.getByLabelText('Motivo del cambio'), 'Chat nuevo');
    await user.click(card.getByRole('button', { name: 'Guardar' }));
    expect(await card.findByRole('alert')).toHaveTextContent('Su rol no permite esta acción');
    expect(card.getByLabelText(/WhatsApp de soporte/)).toHaveValue('5491122334455');
  });

  it('shows the business date; without demo data it cannot be moved', async () => {
    stubApi({ [me]: () => ok(administrador), [read]: () => ok(installed), [readDate]: () => ok(realDay) });
    renderApp('/ajustes');
    const card = within(await screen.findByRole('region', { name: 'Fecha de negocio' }));
    expect(await card.findByText('02/12/2026')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Avanzar fecha' })).not.toBeInTheDocument();
  });

  it('with demo data moves the business date forward and shows the new one; a refusal is shown', async () => {
    let current: BusinessDate = { fecha: '2026-12-02', movible: true };
    let refuse = false;
    const api = stubApi({
      [me]: () => ok(administrador),
      [read]: () => ok(installed),
      [readDate]: () => ok(current),
      [moveDate]: (body) => {
        if (refuse) return fail(409, businessDateMessages.notAfter);
        current = { fecha: String(body.fecha), movible: true };
        return ok(current);
      },
    });
    const { user } = renderApp('/ajustes');
    const card = within(await screen.findByRole('region', { name: 'Fecha de negocio' }));
    expect(await card.findByText('02/12/2026')).toBeInTheDocument();
    const input = card.getByLabelText('Nueva fecha de negocio');
    expect(input).toHaveAttribute('min', '2026-12-03');
    await user.type(input, '2027-01-11');
    await user.click(card.getByRole('button', { name: 'Avanzar fecha' }));
    expect(await card.findByText('11/01/2027')).toBeInTheDocument();
    expect(api.callsTo(moveDate)[0]?.body).toEqual({ fecha: '2027-01-11' });

    refuse = true;
    await user.type(card.getByLabelText('Nueva fecha de negocio'), '2027-01-12');
    await user.click(card.getByRole('button', { name: 'Avanzar fecha' }));
    expect(await card.findByRole('alert')).toHaveTextContent(businessDateMessages.notAfter);
  });

  it('is not offered to roles without settings.manage', async () => {
    stubApi({ [me]: () => ok({ email: 'soporte@staff.demo.com.ar', roles: ['soporte'] }) });
    renderApp('/ajustes');
    expect(await screen.findByText(/Sección no disponible para su rol/)).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Secciones de la consola' }));
    expect(nav.queryByRole('link', { name: 'Ajustes' })).not.toBeInTheDocument();
  });
});
