import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { loanMessages, loanStates, paths } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createSignedInMember } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';
import { outbox } from '../../support/mail';
import {
  PNG_BASE64,
  carriesPayload,
  garbageAfterHeader,
  jpegOf,
  measured,
  pngDeclaring,
  pngPolyglot,
} from '../../support/images';
import { lastCode, loanSnapshot, requestCode, signature } from './loan-helpers';

const { db, post } = await createTestApp();

async function approvedLoan() {
  const member = await createSignedInMember(db, {
    mail: `Confirma.${Math.random().toString(36).slice(2, 8)}@prueba.com.ar`,
  });
  const loanId = await createLoan(db, member, {
    estado: loanStates.approved,
    monto: 500_000,
    tna: 79,
    cuotas: 12,
  });
  return { member, loanId };
}
const confirm = (m: { uat: string }, loanId: number, Token: number | string, FirmaOlografica = signature()) =>
  post(paths.confirmLoan, { uat: m.uat, PrestamoId: loanId, Token, FirmaOlografica });
const wrong = (code: string) => (Number(code) % 900_000) + 100_000 + (code === '999999' ? 1 : 0);
const estadoOf = async (loanId: number) =>
  (await db.query<{ estado: string }>('SELECT estado FROM loans WHERE id = $1', [loanId]))[0]!.estado;

describe('SolicitaToken', () => {
  it('e-mails a 6-digit code in Spanish and answers the masked address', async () => {
    const { member, loanId } = await approvedLoan();
    const res = await post(paths.requestToken, { uat: member.uat, PrestamoId: loanId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Status: 200,
      Mensaje: loanMessages.tokenSent,
      MailEnmascarado: `co***@prueba.com.ar`,
    });
    const [mail] = await outbox(db, member.mail);
    expect(mail!.subject).toBe(`Código para confirmar su préstamo N° ${loanId}`);
    expect(mail!.text_body).toContain('$ 500.000,00');
    expect(mail!.text_body).toContain('vence en 10 minutos');
    const code = await lastCode(db, member.mail);
    expect(code).toMatch(/^[1-9]\d{5}$/);
    expect(mail!.html_body).toContain(code);
    // Only a hash is kept.
    const stored = await db.query<{ code_hash: string }>(
      'SELECT code_hash FROM loan_confirmation_codes WHERE loan_id = $1',
      [loanId],
    );
    expect(stored[0]!.code_hash).not.toContain(code);
  });

  it('answers 409 for a loan that is not waiting for confirmation, and mails nothing', async () => {
    const member = await createSignedInMember(db);
    for (const estado of [
      loanStates.pendingEvaluation,
      loanStates.deducting,
      loanStates.awaitingTransfer,
      loanStates.cancelledByEntity,
    ]) {
      const loanId = await createLoan(db, member, { estado });
      const res = await post(paths.requestToken, { uat: member.uat, PrestamoId: loanId });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ Status: 409, Mensaje: 'El préstamo no está pendiente de confirmación' });
    }
    expect(await outbox(db, member.mail)).toHaveLength(0);
  });

  it('is rate-limited per member: the sixth request in 15 minutes gets 429', async () => {
    const { member, loanId } = await approvedLoan();
    for (let i = 0; i < 5; i++)
      expect((await post(paths.requestToken, { uat: member.uat, PrestamoId: loanId })).statusCode).toBe(200);
    const res = await post(paths.requestToken, { uat: member.uat, PrestamoId: loanId });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ Status: 429, Mensaje: loanMessages.tooManyTokenRequests });
    expect(await outbox(db, member.mail)).toHaveLength(5);
  });
});

describe('ConfirmarPrestamo', () => {
  it('confirms with the mailed code and a PNG signature: state, signature, legajo and notification', async () => {
    const { member, loanId } = await approvedLoan();
    const code = await requestCode(post, db, member, loanId);
    const res = await confirm(member, loanId, Number(code));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Status: 200, Mensaje: 'Prestamo confirmado' });

    const [loan] = await db.query<{ estado: string; confirmed_at: Date | null }>(
      'SELECT estado, confirmed_at FROM loans WHERE id = $1',
      [loanId],
    );
    expect(loan!.estado).toBe(loanStates.awaitingTransfer);
    expect(loan!.confirmed_at).toBeInstanceOf(Date);
    const [sig] = await db.query<{ png: Uint8Array }>('SELECT png FROM loan_signatures WHERE loan_id = $1', [
      loanId,
    ]);
    expect(Buffer.from(sig!.png).subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(await db.query('SELECT 1 FROM loan_files WHERE loan_id = $1', [loanId])).toHaveLength(1);
    const notices = await db.query<{ titulo: string; descripcion: string }>(
      'SELECT titulo, descripcion FROM notifications WHERE member_id = $1',
      [member.id],
    );
    expect(notices).toEqual([
      { titulo: 'Préstamo confirmado', descripcion: expect.stringContaining(`N° ${loanId}`) },
    ]);
    const [legajoMail] = await outbox(db, member.mail);
    expect(legajoMail?.subject).toBe(`Préstamo N° ${loanId} confirmado: su legajo electrónico`);
    const attached = await db.query<{ filename: string; same: boolean }>(
      `SELECT a.filename, a.content = f.pdf AS same FROM mail_attachments a
         JOIN mail_outbox o ON o.id = a.mail_id JOIN loan_files f ON f.loan_id = $1
        WHERE lower(o.to_address) = lower($2)`,
      [loanId, member.mail],
    );
    expect(attached).toEqual([{ filename: `legajo-${loanId}.pdf`, same: true }]);

    const listed = (await post(paths.loans, { uat: member.uat })).json().Prestamos[0];
    expect(listed).toMatchObject({
      Estado: 'Esperando transferencia',
      Confirmable: false,
      Anulable: false,
      Transferido: false,
      TieneLegajo: true,
    });
  });

  it('accepts the code as a string and the signature as bare base64', async () => {
    const { member, loanId } = await approvedLoan();
    const code = await requestCode(post, db, member, loanId);
    const res = await confirm(member, loanId, code, signature().replace(/^data:image\/png;base64,/, ''));
    expect(res.statusCode).toBe(200);
  });

  it('repeating the confirmation with the same code answers the same success and writes nothing', async () => {
    const { member, loanId } = await approvedLoan();
    const code = await requestCode(post, db, member, loanId);
    expect((await confirm(member, loanId, code)).statusCode).toBe(200);
    const before = await loanSnapshot(db, loanId);
    const again = await confirm(member, loanId, code);
    expect(again.json()).toEqual({ Status: 200, Mensaje: 'Prestamo confirmado' });
    expect(await loanSnapshot(db, loanId)).toEqual(before);
    // Any other code on a confirmed loan is a wrong-state call.
    const other = await confirm(member, loanId, wrong(code));
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ Status: 409, Mensaje: loanMessages.notConfirmable });
    expect(await loanSnapshot(db, loanId)).toEqual(before);
  });

  it('two concurrent confirmations confirm once: one state change, one signature, one file, one notification', async () => {
    const { member, loanId } = await approvedLoan();
    const code = await requestCode(post, db, member, loanId);
    const answers = await Promise.all([
      confirm(member, loanId, code),
      confirm(member, loanId, code),
      confirm(member, loanId, code),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const snapshot = await loanSnapshot(db, loanId);
    expect(JSON.parse(snapshot.signature)).toEqual([{ n: 1 }]);
    expect(JSON.parse(snapshot.file)).toEqual([{ n: 1 }]);
    expect(JSON.parse(snapshot.notifications)).toEqual([{ n: 1 }]);
    expect(await estadoOf(loanId)).toBe(loanStates.awaitingTransfer);
    // One legajo mail: the code mail and the confirmation's, nothing for the two that lost.
    expect((await outbox(db, member.mail)).map((m) => m.subject.split(':')[0])).toEqual([
      `Préstamo N° ${loanId} confirmado`,
      `Código para confirmar su préstamo N° ${loanId}`,
    ]);
  });

  it('a wrong code counts an attempt and changes nothing else; the fifth wrong code kills it (429)', async () => {
    const { member, loanId } = await approvedLoan();
    const code = await requestCode(post, db, member, loanId);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const res = await confirm(member, loanId, wrong(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        Status: 400,
        Mensaje: 'Verifique que el token sea correcto e intente nuevamente',
      });
      const [row] = await db.query<{ attempts: number }>(
        'SELECT attempts FROM loan_confirmation_codes WHERE loan_id = $1',
        [loanId],
      );
      expect(row!.attempts).toBe(attempt);
    }
    const before = await loanSnapshot(db, loanId);
    const res = await confirm(member, loanId, code);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      Status: 429,
      Mensaje: 'Demasiados intentos con este token. Solicite uno nuevo.',
    });
    expect(await loanSnapshot(db, loanId)).toEqual(before);
    expect(await estadoOf(loanId)).toBe(loanStates.approved);
    // A new code starts again.
    const fresh = await requestCode(post, db, member, loanId);
    expect((await confirm(member, loanId, fresh)).statusCode).toBe(200);
  });

  it('an expired code is refused and changes nothing', async () => {
    const { member, loanId } = await approvedLoan();
    const code = await requestCode(post, db, member, loanId);
    const [row] = await db.query<{ ttl: number }>(
      'SELECT extract(epoch FROM expires_at - created_at)::int AS ttl FROM loan_confirmation_codes WHERE loan_id = $1',
      [loanId],
    );
    expect(row!.ttl).toBe(600);
    await db.query(
      `UPDATE loan_confirmation_codes SET expires_at = now() - interval '1 second' WHERE loan_id = $1`,
      [loanId],
    );
    const before = await loanSnapshot(db, loanId);
    const res = await confirm(member, loanId, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Status: 400, Mensaje: 'El token venció. Solicite uno nuevo.' });
    expect(await loanSnapshot(db, loanId)).toEqual(before);
  });

  it('a new SolicitaToken invalidates the previous code', async () => {
    const { member, loanId } = await approvedLoan();
    const first = await requestCode(post, db, member, loanId);
    let second = await requestCode(post, db, member, loanId);
    // Two random codes may coincide (1 in 900,000): ask again so the test says what it means.
    while (second === first) second = await requestCode(post, db, member, loanId);
    const res = await confirm(member, loanId, first);
    expect(res.statusCode).toBe(400);
    expect(res.json().Mensaje).toBe(loanMessages.wrongToken);
    expect((await confirm(member, loanId, second)).statusCode).toBe(200);
  });

  it('without a requested code answers 400 and changes nothing', async () => {
    const { member, loanId } = await approvedLoan();
    const before = await loanSnapshot(db, loanId);
    const res = await confirm(member, loanId, 123456);
    expect(res.json()).toEqual({ Status: 400, Mensaje: 'Solicite un token antes de confirmar el préstamo' });
    expect(await loanSnapshot(db, loanId)).toEqual(before);
  });

  it('answers 409 for loans that are not waiting for confirmation, and counts nothing', async () => {
    const member = await createSignedInMember(db);
    for (const estado of [
      loanStates.pendingEvaluation,
      loanStates.deducting,
      loanStates.cancelledByMember,
      loanStates.rejected,
    ]) {
      const loanId = await createLoan(db, member, { estado });
      const before = await loanSnapshot(db, loanId);
      const res = await confirm(member, loanId, 123456);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ Status: 409, Mensaje: 'El préstamo no está pendiente de confirmación' });
      expect(await loanSnapshot(db, loanId)).toEqual(before);
    }
  });

  it('refuses a missing, non-PNG, broken or oversized signature and a bad token, storing nothing', async () => {
    const { member, loanId } = await approvedLoan();
    const code = await requestCode(post, db, member, loanId);
    const before = await loanSnapshot(db, loanId);
    const brokenPng = Buffer.concat([
      Buffer.from(PNG_BASE64, 'base64').subarray(0, 8),
      Buffer.alloc(200, 1),
    ]).toString('base64');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ FirmaOlografica: '' }, 400, 'Debe firmar antes de confirmar'],
      [{ FirmaOlografica: undefined }, 400, 'Debe firmar antes de confirmar'],
      [{ FirmaOlografica: jpegOf(2000).toString('base64') }, 400, 'La firma debe ser una imagen PNG válida'],
      [
        { FirmaOlografica: Buffer.from('no soy una imagen, soy texto').toString('base64') },
        400,
        'La firma debe ser una imagen PNG válida',
      ],
      [{ FirmaOlografica: 'data:image/png;base64,%%%' }, 400, 'La firma debe ser una imagen PNG válida'],
      [{ FirmaOlografica: brokenPng }, 400, 'La firma debe ser una imagen PNG válida'],
      [{ Token: undefined }, 400, 'Debe ingresar el token recibido por email'],
      [{ Token: 'abc123' }, 400, 'El token debe ser el código numérico de 6 dígitos enviado por e-mail'],
      [{ Token: 1_234_567 }, 400, 'El token debe ser el código numérico de 6 dígitos enviado por e-mail'],
    ];
    for (const [change, status, Mensaje] of cases) {
      const res = await post(paths.confirmLoan, {
        uat: member.uat,
        PrestamoId: loanId,
        Token: code,
        FirmaOlografica: signature(),
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change).slice(0, 80)).toBe(status);
      expect(res.json()).toEqual({ Status: status, Mensaje });
      expect(await loanSnapshot(db, loanId)).toEqual(before);
    }
    // 10 MB of PNG: refused by the route's body limit before it is even parsed.
    const huge = Buffer.concat([Buffer.from(PNG_BASE64, 'base64'), Buffer.alloc(10 * 1024 * 1024, 7)]);
    const res = await confirm(member, loanId, code, huge.toString('base64'));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ Status: 413, Mensaje: 'La solicitud es demasiado grande' });
    expect(await loanSnapshot(db, loanId)).toEqual(before);
    // The code still works afterwards: none of the refusals used it up.
    expect((await confirm(member, loanId, code)).statusCode).toBe(200);
  });

  it('needs a live session', async () => {
    const { loanId } = await approvedLoan();
    const res = await post(paths.confirmLoan, {
      PrestamoId: loanId,
      Token: 123456,
      FirmaOlografica: signature(),
    });
    expect(res.json()).toEqual({ Status: 401, Mensaje: 'No hay sesion activa' });
  });
});

describe('ConfirmarPrestamo keeps decoded pixels only', () => {
  const storedOf = async (loanId: number) => {
    const [sig] = await db.query<{ png: Uint8Array }>('SELECT png FROM loan_signatures WHERE loan_id = $1', [
      loanId,
    ]);
    const [file] = await db.query<{ pdf: Uint8Array }>('SELECT pdf FROM loan_files WHERE loan_id = $1', [
      loanId,
    ]);
    return { png: Buffer.from(sig!.png), pdf: Buffer.from(file!.pdf).toString('latin1') };
  };

  it('stores a polyglot signature as a new PNG without its payload, transparency kept, and draws it in the legajo', async () => {
    const { member, loanId } = await approvedLoan();
    const code = await requestCode(post, db, member, loanId);
    const polyglot = await pngPolyglot(600, 200, 4);
    expect(carriesPayload(polyglot)).toBe(true);
    expect((await confirm(member, loanId, code, signature(polyglot))).statusCode).toBe(200);
    const stored = await storedOf(loanId);
    expect(stored.png.equals(polyglot)).toBe(false);
    expect(carriesPayload(stored.png)).toBe(false);
    expect(await sharp(stored.png).metadata()).toMatchObject({
      format: 'png',
      width: 600,
      height: 200,
      hasAlpha: true,
    });
    expect(stored.pdf).toMatch(/\/Subtype \/Image[\s\S]*\/Width 600/);
    expect(stored.pdf).toContain('/SMask');
    expect(carriesPayload(Buffer.from(stored.pdf, 'latin1'))).toBe(false);
  });

  it('takes a 16-bit, interlaced, grey and alpha PNG: the legajo embeds what it was re-encoded to', async () => {
    const { member, loanId } = await approvedLoan();
    const code = await requestCode(post, db, member, loanId);
    const unusual = await sharp({
      create: { width: 300, height: 100, channels: 4, background: { r: 20, g: 20, b: 20, alpha: 0.6 } },
    })
      .toColourspace('grey16')
      .png({ progressive: true })
      .toBuffer();
    expect(await sharp(unusual).metadata()).toMatchObject({
      depth: 'ushort',
      isProgressive: true,
      channels: 2,
    });
    expect((await confirm(member, loanId, code, signature(unusual))).statusCode).toBe(200);
    const stored = await storedOf(loanId);
    expect(await sharp(stored.png).metadata()).toMatchObject({
      format: 'png',
      width: 300,
      height: 100,
      hasAlpha: true,
      depth: 'uchar',
    });
    expect(stored.pdf).toMatch(/\/Subtype \/Image[\s\S]*\/Width 300/);
  });

  it('refuses a PNG declaring 14000 x 14000 pixels at once, without memory growth, and changes nothing', async () => {
    const { member, loanId } = await approvedLoan();
    const code = await requestCode(post, db, member, loanId);
    const before = await loanSnapshot(db, loanId);
    const bomb = signature(pngDeclaring(14_000, 14_000));
    const { result: res, ms, rssGrowth } = await measured(() => confirm(member, loanId, code, bomb));
    expect(res.json()).toEqual({ Status: 400, Mensaje: loanMessages.signatureDimensions });
    expect(ms).toBeLessThan(1000);
    expect(rssGrowth).toBeLessThan(100 * 1024 * 1024);
    // Larger than any signature pad, though far from a bomb: refused too.
    expect((await confirm(member, loanId, code, signature(pngDeclaring(4100, 1000)))).json().Mensaje).toBe(
      loanMessages.signatureDimensions,
    );
    expect(await loanSnapshot(db, loanId)).toEqual(before);
    expect((await confirm(member, loanId, code)).statusCode).toBe(200);
  });

  it('refuses a PNG header over data that is not an image with the same 400, changing nothing', async () => {
    const { member, loanId } = await approvedLoan();
    const code = await requestCode(post, db, member, loanId);
    const before = await loanSnapshot(db, loanId);
    const res = await confirm(member, loanId, code, signature(await garbageAfterHeader('png')));
    expect(res.json()).toEqual({ Status: 400, Mensaje: loanMessages.signatureNotPng });
    expect(await loanSnapshot(db, loanId)).toEqual(before);
  });
});
