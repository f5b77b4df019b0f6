import { describe, expect, it } from 'vitest';
import {
  auditActionName,
  proposalMessages,
  settingsMessages,
  settingsPaths,
  type Settings,
} from '@portal/contract';
import { createTestApp, type ConsoleClient } from '../../support/app';
import { readBankAccount } from '../../../src/modules/settings/index';

const { db, consoleAs } = await createTestApp({ staffTotp: false });
const maker = await consoleAs('admin@s.test', ['administrador']);
const checker = await consoleAs('admin2@s.test', ['administrador']);
const soporte = await consoleAs('soporte@s.test', ['soporte']);

const account = {
  titular: 'Asociación Mutual de Ejemplo',
  cuit: '30-70912345-5',
  cbu: '2850590940090418135201',
  alias: 'Mutual.Ejemplo',
};
const stored = {
  titular: 'Asociación Mutual de Ejemplo',
  cuit: '30709123455',
  cbu: '2850590940090418135201',
  alias: 'mutual.ejemplo',
};

const read = async (as: ConsoleClient = maker) => (await as.get(settingsPaths.settings)).json<Settings>();
const propose = (payload: object, as = maker) =>
  as.post(settingsPaths.bankAccount, { reason: 'Cuenta para cobranzas', ...payload });
const approve = (id: number, as = checker) => as.post(`/api/console/proposals/${id}/approve`);

describe("the association's bank account", () => {
  it('is not set at first', async () => {
    expect(await read()).toMatchObject({ bankAccount: null, bankAccountProposal: null });
    expect(await readBankAccount(db)).toBeNull();
  });

  it('refuses an invalid CBU, CUIT or alias with a Spanish message, and proposes nothing', async () => {
    for (const [change, text] of [
      [{ cbu: '2850590940090418135202' }, 'Los dígitos verificadores del CBU no son válidos'],
      [{ cbu: '12345' }, 'El CBU tiene 22 dígitos'],
      [{ cuit: '30709123457' }, 'El dígito verificador del CUIT no es válido'],
      [{ alias: 'con espacio' }, 'El alias solo lleva letras, números, puntos y guiones'],
    ] as const) {
      const res = await propose({ ...account, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ Mensaje: string }>().Mensaje).toContain(text);
    }
    expect((await read()).bankAccountProposal).toBeNull();
  });

  it('refuses staff without settings.manage', async () => {
    expect((await propose(account, soporte)).statusCode).toBe(403);
  });

  it('is proposed by one administrador and applied, audited, when another approves it', async () => {
    const res = await propose(account);
    expect(res.statusCode).toBe(200);
    const { proposalId, Mensaje } = res.json<{ proposalId: number; Mensaje: string }>();
    expect(Mensaje).toBe(settingsMessages.bankAccountProposed);
    expect(await read(checker)).toMatchObject({
      bankAccount: null,
      bankAccountProposal: {
        id: proposalId,
        kind: 'settings.bank',
        proposedBy: 'admin@s.test',
        payload: { ...stored, anterior: null, reason: 'Cuenta para cobranzas' },
      },
    });

    // A second change waits for this one; the maker cannot approve their own.
    const second = await propose({ ...account, alias: 'otro.alias' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ Status: 409, Mensaje: settingsMessages.bankAccountPending });
    const own = await approve(proposalId, maker);
    expect(own.statusCode).toBe(403);
    expect(own.json<{ Mensaje: string }>().Mensaje).toBe(proposalMessages.sameStaff);
    expect(await readBankAccount(db)).toBeNull();

    expect((await approve(proposalId)).statusCode).toBe(200);
    expect(await read()).toMatchObject({ bankAccount: stored, bankAccountProposal: null });
    expect(await readBankAccount(db)).toEqual(stored);
    const audit = await db.query<{ staff: string; before: object | null; after: object; reason: string }>(
      `SELECT s.email AS staff, a.before, a.after, a.reason
         FROM audit_log a JOIN staff s ON s.id = a.staff_id
        WHERE a.action = 'settings.bank_account'`,
    );
    expect(audit).toEqual([
      {
        staff: 'admin2@s.test',
        before: null,
        after: { propuesta: proposalId, ...stored },
        reason: 'Cuenta para cobranzas',
      },
    ]);
    expect(auditActionName('settings.bank_account')).toBe('Cambió la cuenta bancaria de la asociación');
    expect(auditActionName('settings.bank.propose')).toBe(
      'Propuso: Cambio de la cuenta bancaria de la asociación',
    );
  });

  it('says so when the account proposed is the current one; a new one records the one it replaces', async () => {
    const same = await propose(account);
    expect(same.json()).toEqual({ Status: 400, Mensaje: settingsMessages.bankAccountUnchanged });

    const next = { ...account, alias: 'mutual.cobros' };
    const { proposalId } = (await propose(next, checker)).json<{ proposalId: number }>();
    expect((await read()).bankAccountProposal?.payload.anterior).toEqual(stored);
    expect((await approve(proposalId, maker)).statusCode).toBe(200);
    expect(await readBankAccount(db)).toEqual({ ...stored, alias: 'mutual.cobros' });
  });

  it('a rejected change leaves the account as it was', async () => {
    const { proposalId } = (await propose({ ...account, alias: 'rechazada' })).json<{ proposalId: number }>();
    const res = await checker.post(`/api/console/proposals/${proposalId}/reject`, {
      reason: 'No es la nuestra',
    });
    expect(res.statusCode).toBe(200);
    expect(await read()).toMatchObject({
      bankAccount: { alias: 'mutual.cobros' },
      bankAccountProposal: null,
    });
  });
});
