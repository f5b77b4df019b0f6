import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  businessDatePaths,
  consolePaths,
  settingsMessages,
  settingsPaths,
  type AssociationIdentity,
  type Settings,
  type StaffMe,
} from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { fail, ok, stubApi } from '../../../test/fetch-stub';

const me = `GET ${consolePaths.me}`;
const read = `GET ${settingsPaths.settings}`;
const save = `POST ${settingsPaths.identity}`;
const readDate = `GET ${businessDatePaths.businessDate}`;
const administrador: StaffMe = { email: 'administrador@staff.demo.com.ar', roles: ['administrador'] };
const identity: AssociationIdentity = {
  razonSocial: 'Asociación Mutual Solidaria del Centro',
  cuit: '30709123455',
  matriculaInaes: 'CBA 1234',
  domicilio: 'Av. Colón 1250, X5000 Córdoba',
};
const settingsWith = (current: AssociationIdentity | null): Settings => ({
  supportEmail: 'soporte@mutual.example',
  supportWhatsapp: null,
  updatedAt: '2026-01-05T12:00:00.000Z',
  updatedBy: null,
  bankAccount: null,
  bankAccountProposal: null,
  identity: current,
});

const section = async () => within(await screen.findByRole('region', { name: 'Identidad de la asociación' }));

describe('Ajustes: identidad de la asociación', () => {
  it('without one, checks the CUIT before calling the server, saves it and shows it', async () => {
    let current = settingsWith(null);
    const api = stubApi({
      [me]: () => ok(administrador),
      [read]: () => ok(current),
      [readDate]: () => ok({ fecha: '2026-12-02', movible: false }),
      [save]: () => {
        current = settingsWith(identity);
        return ok({ Status: 200, Mensaje: settingsMessages.identitySaved });
      },
    });
    const { user } = renderApp('/ajustes');
    const card = await section();
    expect(card.getByText(/Todavía no está cargada/)).toBeInTheDocument();
    await user.type(card.getByLabelText('Razón social'), identity.razonSocial);
    await user.type(card.getByLabelText(/^CUIT/), '30-70912345-7');
    await user.type(card.getByLabelText(/^Matrícula INAES/), identity.matriculaInaes);
    await user.type(card.getByLabelText('Domicilio legal'), identity.domicilio);
    await user.type(card.getByLabelText('Motivo del cambio'), 'Datos del estatuto');
    await user.click(card.getByRole('button', { name: 'Guardar la identidad' }));
    expect(await card.findByText(/El dígito verificador del CUIT no es válido/)).toBeInTheDocument();
    expect(api.callsTo(save)).toHaveLength(0);

    const cuit = card.getByLabelText(/^CUIT/);
    await user.clear(cuit);
    await user.type(cuit, '30-70912345-5');
    await user.click(card.getByRole('button', { name: 'Guardar la identidad' }));
    expect(await screen.findByText(settingsMessages.identitySaved)).toBeInTheDocument();
    expect(api.callsTo(save)[0]?.body).toEqual({ ...identity, reason: 'Datos del estatuto' });
    const shown = within(await card.findByLabelText('Identidad vigente'));
    expect(shown.getByText('30-70912345-5')).toBeInTheDocument();
    expect(shown.getByText('CBA 1234')).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    stubApi({
      [me]: () => ok(administrador),
      [read]: () => ok(settingsWith(identity)),
      [readDate]: () => ok({ fecha: '2026-12-02', movible: false }),
      [save]: () => fail(400, settingsMessages.identityUnchanged),
    });
    const { user } = renderApp('/ajustes');
    const card = await section();
    expect(card.getByLabelText('Razón social')).toHaveValue(identity.razonSocial);
    expect(card.getByLabelText(/^CUIT/)).toHaveValue('30-70912345-5');
    await user.type(card.getByLabelText('Motivo del cambio'), 'Sin cambios');
    await user.click(card.getByRole('button', { name: 'Guardar la identidad' }));
    expect(await card.findByText(settingsMessages.identityUnchanged)).toBeInTheDocument();
    expect(card.getByLabelText('Domicilio legal')).toHaveValue(identity.domicilio);
  });
});
