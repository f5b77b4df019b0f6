import { describe, expect, it } from 'vitest';
import {
  associationIdentityInputSchema,
  bankAccountInputSchema,
  cbuCheckDigitsOk,
  cuitCheckDigitOk,
  cuitHoldsDni,
  paths,
} from '@portal/contract';
import { createTestApp } from '../support/app';
import { demoLogins, loadDemoData } from '../../src/demo/index';
import { migrate } from '../../src/db/migrate';
import { readBankAccount } from '../../src/modules/settings/index';
import { DEMO_BANK_ACCOUNT, DEMO_IDENTITY } from '../../src/demo/settings';
import { pdfPagesText } from '../modules/loans/legajo/pdf-text';

const { app, db, post } = await createTestApp();

describe('demo data', () => {
  it('loads into an empty database only, and the migrations are already applied', async () => {
    expect(await migrate(db)).toBe(0);
    expect(await loadDemoData(db)).toBe(true);
    expect(await loadDemoData(db)).toBe(false);
  });

  it("sets the association's bank account, so that notices say how to pay", async () => {
    expect(await readBankAccount(db)).toEqual(DEMO_BANK_ACCOUNT);
    // Check digits and all, as the console would have taken it.
    expect(bankAccountInputSchema.parse(DEMO_BANK_ACCOUNT)).toEqual(DEMO_BANK_ACCOUNT);
  });

  it("gives every demo member an account to credit loans to: valid CBU, the member's own CUIL", async () => {
    const rows = await db.query<{
      mail: string;
      dni: string;
      cuil: string | null;
      cbu: string | null;
      cuit: string;
    }>(
      `SELECT m.mail, m.dni, m.cuil, a.cbu, a.cuit_titular AS cuit
         FROM members m LEFT JOIN member_bank_accounts a ON a.member_id = m.id AND a.reemplazada_at IS NULL`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(13);
    for (const r of rows) {
      expect(cbuCheckDigitsOk(r.cbu ?? ''), r.mail).toBe(true);
      expect(cuitCheckDigitOk(r.cuit), r.mail).toBe(true);
      expect(cuitHoldsDni(r.cuit, r.dni), r.mail).toBe(true);
      expect(r.cuil, r.mail).toBe(r.cuit);
    }
    expect(rows.find((r) => r.mail === 'socio@demo.com.ar')!.cuit).toBe('27284567892');
    expect(new Set(rows.map((r) => r.cbu)).size).toBe(rows.length);
  });

  it("sets the association's identity (a valid CUIT), which the legajos print", async () => {
    expect(associationIdentityInputSchema.parse(DEMO_IDENTITY)).toEqual(DEMO_IDENTITY);
    const [file] = await db.query<{ pdf: Uint8Array }>('SELECT pdf FROM loan_files LIMIT 1');
    const text = (await pdfPagesText(new Uint8Array(file!.pdf))).join(' ');
    expect(text).toContain('Matrícula INAES N° CBA 1234');
  });

  it('issues the libre deuda of every paid-off loan, the demo member told by mail', async () => {
    await app.certificates.issueQueued();
    const rows = await db.query<{ mail: string; certificados: number; correos: number }>(
      `SELECT m.mail, count(c.loan_id)::int AS certificados,
              (SELECT count(*)::int FROM mail_outbox o WHERE o.to_address = m.mail AND o.subject LIKE '%su libre deuda') AS correos
         FROM loans l JOIN members m ON m.id = l.member_id LEFT JOIN loan_certificates c ON c.loan_id = l.id
        WHERE l.estado = 'Cancelado' GROUP BY m.mail ORDER BY m.mail`,
    );
    expect(rows).toContainEqual({ mail: 'socio@demo.com.ar', certificados: 1, correos: 1 });
    expect(rows.every((r) => r.certificados > 0)).toBe(true);
  });

  it('lets every demo login sign in with Demo1234', async () => {
    expect(demoLogins.map((l) => l.mail)).toEqual([
      'socio@demo.com.ar',
      'ejercito@demo.com.ar',
      'otro@demo.com.ar',
      'sin.disponible@demo.com.ar',
    ]);
    const answers = [];
    for (const [i, login] of demoLogins.entries()) {
      const res = await post(paths.login, { Mail: login.mail, Password: 'Demo1234' }, {}, `10.8.0.${i}`);
      expect(res.statusCode).toBe(200);
      answers.push(res.json());
    }
    const [socio, ejercito, otro] = answers;
    expect(socio).toMatchObject({
      OrganismoId: 2,
      Ejercito: false,
      OrganismoNombreCorto: 'AMEP',
      RequiereHaberes: false,
    });
    // The army's organismo asks for no income documents: the army request call has no such fields.
    expect(ejercito).toMatchObject({ Ejercito: true, RequiereHaberes: false });
    expect(otro).toMatchObject({ RequiereHaberes: true });
    expect(otro.OrganismoId).not.toBe(2);
    const [haberes] = await db.query<{ requiere_haberes: boolean }>(
      'SELECT requiere_haberes FROM organismos WHERE id = $1',
      [otro.OrganismoId],
    );
    expect(haberes!.requiere_haberes).toBe(true);
    const [army] = await db.query<{ es_ejercito: boolean }>(
      'SELECT es_ejercito FROM organismos WHERE id = $1',
      [ejercito.OrganismoId],
    );
    expect(army!.es_ejercito).toBe(true);
  });
});
