import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { paths } from '@portal/contract/paths';
import { bankAccountMessages } from '@portal/contract/messages';
import { renderApp } from '../../../test/render-app';
import { createLoginResponse, memberBankAccount, storeSignedIn } from '../../../test/fixtures';
import { fail, ok, stubApi } from '../../../test/fetch-stub';

const support = { [paths.supportContact]: () => ok({ Mail: 'ayuda@mutual.org.ar', WhatsApp: null }) };
const section = () => screen.findByRole('region', { name: 'Cuenta para acreditar préstamos' });

describe("profile: 'Cuenta para acreditar préstamos'", () => {
  it('shows the account in force, masked', async () => {
    storeSignedIn(createLoginResponse({ CuentaBancaria: memberBankAccount }));
    stubApi(support);
    renderApp('/profile');
    const box = await section();
    expect(within(box).getByText('CBU ···· 4569')).toBeInTheDocument();
    expect(within(box).getByText('27-****5678-4')).toBeInTheDocument();
    expect(within(box).getByText('02/01/2025')).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Cambiar cuenta' })).toBeInTheDocument();
  });

  it('sets an account: checks the digits here, sends it with the password, confirms it with the code', async () => {
    storeSignedIn();
    const api = stubApi({
      ...support,
      [paths.updateBankAccount]: () =>
        ok({ Mensaje: bankAccountMessages.codeSent, MailEnmascarado: 'ma***@example.com' }),
      [paths.confirmBankAccount]: (body) =>
        body.Codigo === '123456'
          ? ok({ CuentaBancaria: memberBankAccount })
          : fail(400, bankAccountMessages.wrongCode),
      [paths.userData]: () => ok(createLoginResponse({ CuentaBancaria: memberBankAccount })),
    });
    const { user } = renderApp('/profile');
    const box = await section();
    expect(within(box).getByText(bankAccountMessages.noAccount)).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Cargar cuenta' }));

    await user.type(within(box).getByLabelText('CBU, CVU o alias'), '0110599520000001234568');
    await user.type(within(box).getByLabelText('CUIT/CUIL del titular'), '27-12345678-0');
    await user.click(within(box).getByRole('button', { name: 'Enviar código' }));
    expect(await within(box).findByText(/^Los dígitos verificadores del CBU/)).toBeInTheDocument();
    expect(within(box).getByText(bankAccountMessages.passwordRequired)).toBeInTheDocument();
    expect(api.callsTo(paths.updateBankAccount)).toHaveLength(0);

    const cuenta = within(box).getByLabelText('CBU, CVU o alias');
    await user.clear(cuenta);
    await user.type(cuenta, '01105995 20000001234569');
    await user.type(within(box).getByLabelText('Contraseña actual'), 'Secreta123');
    await user.click(within(box).getByRole('button', { name: 'Enviar código' }));
    expect(await within(box).findByText('ma***@example.com')).toBeInTheDocument();
    expect(api.callsTo(paths.updateBankAccount)[0]?.body).toEqual({
      uat: 'uat-123',
      CBU: '0110599520000001234569',
      CuitTitular: '27123456780',
      PasswordActual: 'Secreta123',
    });

    const code = within(box).getByLabelText('Código');
    await user.type(code, '654321');
    await user.click(within(box).getByRole('button', { name: 'Confirmar cuenta' }));
    expect(await within(box).findByText(bankAccountMessages.wrongCode)).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(box).getByRole('button', { name: 'Confirmar cuenta' }));
    expect(await screen.findByText(bankAccountMessages.accountSet)).toBeInTheDocument();
    expect(await within(box).findByText('CBU ···· 4569')).toBeInTheDocument();
    expect(api.callsTo(paths.confirmBankAccount).map((c) => c.body)).toEqual([
      { uat: 'uat-123', Codigo: '654321' },
      { uat: 'uat-123', Codigo: '123456' },
    ]);
  });

  it("sends an alias as Alias, and shows the server's refusal", async () => {
    storeSignedIn(createLoginResponse({ CuentaBancaria: memberBankAccount }));
    const api = stubApi({
      ...support,
      [paths.updateBankAccount]: () => fail(400, bankAccountMessages.cuitNotYours),
    });
    const { user } = renderApp('/profile');
    const box = await section();
    await user.click(within(box).getByRole('button', { name: 'Cambiar cuenta' }));
    await user.type(within(box).getByLabelText('CBU, CVU o alias'), 'Maria.Gonzalez.MP');
    await user.type(within(box).getByLabelText('CUIT/CUIL del titular'), '20301112220');
    await user.type(within(box).getByLabelText('Contraseña actual'), 'Secreta123');
    await user.click(within(box).getByRole('button', { name: 'Enviar código' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(bankAccountMessages.cuitNotYours);
    expect(api.callsTo(paths.updateBankAccount)[0]?.body).toMatchObject({ Alias: 'maria.gonzalez.mp' });
    expect(within(box).getByLabelText('CBU, CVU o alias')).toBeInTheDocument();
  });
});
