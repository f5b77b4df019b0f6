import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  businessDatePaths,
  consolePaths,
  proposalPaths,
  settingsMessages,
  settingsPaths,
  type BankAccount,
  type PendingProposalOf,
  type Settings,
  type StaffMe,
} from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { fail, ok, stubApi } from '../../../test/fetch-stub';

const me = `GET ${consolePaths.me}`;
const read = `GET ${settingsPaths.settings}`;
const propose = `POST ${settingsPaths.bankAccount}`;
const readDate = `GET ${businessDatePaths.businessDate}`;
const approve = (id: number) => `POST ${proposalPaths.approve.replace(':id', String(id))}`;
const administrador: StaffMe = { email: 'administrador@staff.demo.com.ar', roles: ['administrador'] };
const base = {
  [me]: () => ok(administrador),
  [readDate]: () => ok({ fecha: '2026-12-02', movible: false }),
};

const account: BankAccount = {
  titular: 'Asociación Mutual de Ejemplo',
  cuit: '30709123455',
  cbu: '2850590940090418135201',
  alias: 'mutual.ejemplo',
};
const settingsWith = (
  bankAccount: BankAccount | null,
  bankAccountProposal: PendingProposalOf<'settings.bank'> | null = null,
): Settings => ({
  supportEmail: 'soporte@mutual.example',
  supportWhatsapp: null,
  updatedAt: '2026-01-05T12:00:00.000Z',
  updatedBy: null,
  bankAccount,
  bankAccountProposal,
  identity: null,
});
const proposal = (proposedBy: string, payload: BankAccount): PendingProposalOf<'settings.bank'> => ({
  id: 7,
  kind: 'settings.bank',
  entity: 'settings',
  entityId: '1',
  payload: { ...payload, anterior: null, reason: 'Cuenta para cobranzas' },
  proposedBy,
  proposedAt: '2026-12-02T13:30:00.000Z',
});

const section = async () =>
  within(await screen.findByRole('region', { name: 'Cuenta bancaria de la asociación' }));

describe('Ajustes: cuenta bancaria de la asociación', () => {
  it('without an account, checks the CBU before calling the server, proposes one and shows it pending', async () => {
    let current = settingsWith(null);
    const api = stubApi({
      ...base,
      [read]: () => ok(current),
      [propose]: () => {
        current = settingsWith(null, proposal(administrador.email, account));
        return ok({ Status: 200, Mensaje: settingsMessages.bankAccountProposed, proposalId: 7 });
      },
    });
    const { user } = renderApp('/ajustes');
    const card = await section();
    expect(card.getByText(/Todavía no hay una cuenta cargada/)).toBeInTheDocument();
    await user.type(card.getByLabelText('Titular de la cuenta'), account.titular);
    await user.type(card.getByLabelText('CUIT del titular'), '30-70912345-5');
    await user.type(card.getByLabelText('CBU'), '2850590940090418135202');
    await user.type(card.getByLabelText('Alias'), 'Mutual.Ejemplo');
    await user.type(card.getByLabelText('Motivo del cambio'), 'Cuenta para cobranzas');
    await user.click(card.getByRole('button', { name: 'Proponer el cambio' }));
    expect(await card.findByText(/Los dígitos verificadores del CBU no son válidos/)).toBeInTheDocument();
    expect(api.callsTo(propose)).toHaveLength(0);

    await user.clear(card.getByLabelText('CBU'));
    await user.type(card.getByLabelText('CBU'), '28505909 40090418135201');
    await user.click(card.getByRole('button', { name: 'Proponer el cambio' }));
    expect(await screen.findByText(settingsMessages.bankAccountProposed)).toBeInTheDocument();
    expect(api.callsTo(propose)[0]?.body).toEqual({ ...account, reason: 'Cuenta para cobranzas' });
    expect(
      await card.findByText(
        'Propuesta por administrador@staff.demo.com.ar el 02/12/2026 10:30, espera la aprobación de otro administrador.',
      ),
    ).toBeInTheDocument();
    expect(card.getByText('Propuesta suya: otra persona debe aprobarla')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Proponer el cambio' })).not.toBeInTheDocument();
  });

  it('shows the account readable; another administrador approves the pending change from here', async () => {
    const next = { ...account, alias: 'mutual.cobros' };
    let current = settingsWith(account, proposal('administrador2@staff.demo.com.ar', next));
    const api = stubApi({
      ...base,
      [read]: () => ok(current),
      [approve(7)]: () => {
        current = settingsWith(next);
        return ok({ id: 7, decision: 'approved' });
      },
    });
    const { user } = renderApp('/ajustes');
    const card = await section();
    const vigente = within(card.getByLabelText('Cuenta vigente'));
    expect(vigente.getByText('30-70912345-5')).toBeInTheDocument();
    expect(vigente.getByText('28505909 40090418135201')).toBeInTheDocument();
    expect(vigente.getByText('mutual.ejemplo')).toBeInTheDocument();
    const proposed = within(card.getByRole('group', { name: 'Cambio propuesto' }));
    expect(proposed.getByText(/Propuesta por administrador2@staff.demo.com.ar/)).toBeInTheDocument();
    expect(proposed.getByText('mutual.cobros')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Aprobar' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Confirmar la aprobación' }));
    expect(
      await screen.findByText('Propuesta aprobada: Cambio de la cuenta bancaria de la asociación.'),
    ).toBeInTheDocument();
    expect(api.callsTo(approve(7))).toHaveLength(1);
    expect(await card.findByRole('button', { name: 'Proponer el cambio' })).toBeInTheDocument();
    expect(card.queryByRole('group', { name: 'Cambio propuesto' })).not.toBeInTheDocument();
    expect(within(card.getByLabelText('Cuenta vigente')).getByText('mutual.cobros')).toBeInTheDocument();
  });

  it("shows the server's refusal when another change is already waiting", async () => {
    stubApi({
      ...base,
      [read]: () => ok(settingsWith(account)),
      [propose]: () => fail(409, settingsMessages.bankAccountPending),
    });
    const { user } = renderApp('/ajustes');
    const card = await section();
    expect(card.getByLabelText('Titular de la cuenta')).toHaveValue(account.titular);
    await user.type(card.getByLabelText('CUIT del titular'), account.cuit);
    await user.type(card.getByLabelText('CBU'), account.cbu);
    await user.type(card.getByLabelText('Alias'), 'mutual.cobros');
    await user.type(card.getByLabelText('Motivo del cambio'), 'Otra cuenta');
    await user.click(card.getByRole('button', { name: 'Proponer el cambio' }));
    expect(await card.findByRole('alert')).toHaveTextContent(settingsMessages.bankAccountPending);
  });
});
