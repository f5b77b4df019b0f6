// The association's identity in Ajustes (issue 25): set by an administrador (settings.manage), audited with
// what it was; printed on the legajo and on every e-mail's footer, and before it is set, what is known
// (never 'undefined'). Both databases (DATABASE_URL or embedded PGlite).
import { describe, expect, it } from 'vitest';
import { loanStates, paths, settingsMessages, settingsPaths, type Settings } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createSignedInMember } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';
import { outbox } from '../../support/mail';
import { pdfPagesText } from '../loans/legajo/pdf-text';
import { requestCode, signature } from '../loans/loan-helpers';

const { db, post, consoleAs } = await createTestApp({ staffTotp: false });
const admin = await consoleAs('admin@i.test', ['administrador']);
const soporte = await consoleAs('soporte@i.test', ['soporte']);
const auditor = await consoleAs('auditor@i.test', ['auditor']);

const identity = {
  razonSocial: '  Asociación Mutual Solidaria del Centro ',
  cuit: '30-70912345-5',
  matriculaInaes: 'CBA 1234',
  domicilio: 'Av. Colón 1250, X5000 Córdoba',
};
const stored = {
  razonSocial: 'Asociación Mutual Solidaria del Centro',
  cuit: '30709123455',
  matriculaInaes: 'CBA 1234',
  domicilio: 'Av. Colón 1250, X5000 Córdoba',
};
const printed =
  'Asociación Mutual Solidaria del Centro - CUIT 30-70912345-5 - Matrícula INAES N° CBA 1234 - ' +
  'Av. Colón 1250, X5000 Córdoba';

const read = async () => (await admin.get(settingsPaths.settings)).json<Settings>();
const save = (payload: object, as = admin) =>
  as.post(settingsPaths.identity, { reason: 'Datos del estatuto', ...identity, ...payload });
const identityAudit = () =>
  db.query<{ before: unknown; after: unknown; reason: string }>(
    `SELECT before, after, reason FROM audit_log WHERE action = 'settings.identity' ORDER BY id`,
  );
const mailTo = async (mail: string) => (await outbox(db, mail))[0]!;

describe("the association's identity", () => {
  it('is not set at first, and e-mails say what is known, never undefined', async () => {
    expect((await read()).identity).toBeNull();
    const member = await createSignedInMember(db);
    const loanId = await createLoan(db, member, { estado: loanStates.approved });
    await requestCode(post, db, member, loanId);
    const mail = await mailTo(member.mail);
    expect(mail.text_body).toContain(
      '--\nPortal de Socios - Asociación de Mutuales. Este correo fue enviado automáticamente',
    );
    expect(mail.html_body).toContain('Portal de Socios - Asociación de Mutuales. Este correo');
    for (const body of [mail.text_body, mail.html_body]) {
      expect(body).not.toMatch(/undefined|null|\{\{|<!--asociacion/);
    }
  });

  it('refuses staff without settings.manage, an invalid CUIT and missing fields, and changes nothing', async () => {
    expect((await save({}, soporte)).statusCode).toBe(403);
    expect((await save({}, auditor)).statusCode).toBe(403);
    for (const [change, text] of [
      [{ cuit: '30709123457' }, 'El dígito verificador del CUIT no es válido'],
      [{ cuit: '3070912' }, 'El CUIT tiene 11 dígitos'],
      [{ razonSocial: ' ' }, 'Escriba la razón social de la asociación'],
      [{ matriculaInaes: '' }, 'Escriba el número de matrícula del INAES'],
      [{ domicilio: 'x'.repeat(201) }, 'El domicilio no puede superar los 200 caracteres'],
      [{ reason: '' }, 'Escriba el motivo del cambio'],
    ] as const) {
      const res = await save(change);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json<{ Mensaje: string }>().Mensaje).toContain(text);
    }
    expect((await read()).identity).toBeNull();
    expect(await identityAudit()).toEqual([]);
  });

  it('is set by an administrador at once, audited with what it was and the reason', async () => {
    const res = await save({});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Status: 200, Mensaje: settingsMessages.identitySaved });
    expect(await read()).toMatchObject({ identity: stored, updatedBy: 'admin@i.test' });
    const again = await save({});
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ Status: 400, Mensaje: settingsMessages.identityUnchanged });

    expect((await save({ domicilio: 'Bv. San Juan 400, Córdoba' })).statusCode).toBe(200);
    expect(await identityAudit()).toEqual([
      { before: null, after: stored, reason: 'Datos del estatuto' },
      {
        before: stored,
        after: { ...stored, domicilio: 'Bv. San Juan 400, Córdoba' },
        reason: 'Datos del estatuto',
      },
    ]);
    expect((await save({})).statusCode).toBe(200);
  });

  it("is printed on every e-mail's footer from then on", async () => {
    const member = await createSignedInMember(db);
    const loanId = await createLoan(db, member, { estado: loanStates.approved });
    await requestCode(post, db, member, loanId);
    const mail = await mailTo(member.mail);
    expect(mail.text_body).toContain(`--\n${printed}. Este correo fue enviado automáticamente`);
    expect(mail.html_body).toContain(
      'Asociación Mutual Solidaria del Centro - CUIT 30-70912345-5 - Matrícula INAES N° CBA 1234',
    );
  });

  it('is printed on the legajo made at confirmation', async () => {
    const member = await createSignedInMember(db, { dni: '30111444' });
    const loanId = await createLoan(db, member, { estado: loanStates.approved });
    const code = await requestCode(post, db, member, loanId);
    const confirmed = await post(paths.confirmLoan, {
      uat: member.uat,
      PrestamoId: loanId,
      Token: Number(code),
      FirmaOlografica: signature(),
    });
    expect(confirmed.statusCode).toBe(200);
    const [file] = await db.query<{ pdf: Uint8Array }>('SELECT pdf FROM loan_files WHERE loan_id = $1', [
      loanId,
    ]);
    const text = (await pdfPagesText(new Uint8Array(file!.pdf))).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('ASOCIACIÓN MUTUAL SOLIDARIA DEL CENTRO');
    expect(text).toContain(
      'CUIT 30-70912345-5 - Matrícula INAES N° CBA 1234 - Av. Colón 1250, X5000 Córdoba',
    );
  });
});
