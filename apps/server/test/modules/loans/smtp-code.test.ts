import { afterAll, describe, expect, it } from 'vitest';
import { loanStates, paths } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createSignedInMember } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';
import { startSmtpSink } from '../../support/smtp-sink';
import { signature } from './loan-helpers';
import { loanTerms } from '../../../src/modules/loans/terms';
import { formatMoney } from '../../../src/lib/money-format';

const sink = await startSmtpSink();
afterAll(() => sink.close());
const { db, post } = await createTestApp({ smtpUrl: sink.url });

describe('the confirmation code through a real SMTP server', () => {
  it('confirms a loan with the code read from the received message', async () => {
    const member = await createSignedInMember(db, { mail: 'Firma.Real@prueba.com.ar' });
    const loanId = await createLoan(db, member, {
      estado: loanStates.approved,
      monto: 320_000,
      tna: 76,
      cuotas: 9,
    });

    const res = await post(paths.requestToken, { uat: member.uat, PrestamoId: loanId });
    expect(res.json()).toMatchObject({ Status: 200, MailEnmascarado: 'fi***@prueba.com.ar' });
    const message = await sink.waitFor(member.mail, /Código para confirmar su préstamo/);
    expect(message.from?.address).toBe('no-responder@localhost');
    expect(message.text).toContain('$ 320.000,00');
    const code = /^ {4}(\d{6})$/m.exec(message.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(message.html).toContain(code);

    const confirmed = await post(paths.confirmLoan, {
      uat: member.uat,
      PrestamoId: loanId,
      Token: Number(code),
      FirmaOlografica: signature(),
    });
    expect(confirmed.json()).toEqual({ Status: 200, Mensaje: 'Prestamo confirmado' });

    // The documentation the success dialog promises: the signed legajo, attached, with the terms.
    const legajo = await sink.waitFor(member.mail, new RegExp(`Préstamo N° ${loanId} confirmado`));
    expect(legajo.text).toContain('Monto prestado: $ 320.000,00');
    expect(legajo.text).toContain('TNA: 76,00%');
    // TEA (Ley 24.240 art. 36): (1 + 0.76 / 12)^12 - 1 = 1.063333...^12 - 1 = 1.089455... -> 108,95%.
    expect(legajo.text).toContain('TEA: 108,95%');
    // 'Valor de cuota' is the first month's deduction, IVA on its interest included.
    const first = loanTerms(320_000, 76, 9).schedule[0]!;
    expect(legajo.text).toContain(
      `Valor de cuota: ${formatMoney(first.payment)} (primera cuota, IVA incluido)`,
    );
    expect(first.payment).toBe(first.installment + first.ivaOnInterest);
    expect(legajo.attachments.map((a) => [a.filename, a.mimeType])).toEqual([
      [`legajo-${loanId}.pdf`, 'application/pdf'],
    ]);
    const [stored] = await db.query<{ pdf: Uint8Array }>('SELECT pdf FROM loan_files WHERE loan_id = $1', [
      loanId,
    ]);
    const attached = legajo.attachments[0]!.content;
    expect(Buffer.from(attached as ArrayBuffer).equals(Buffer.from(stored!.pdf))).toBe(true);
    // Marked sent once the server's SMTP answer is back, a moment after the sink has the message.
    await expect
      .poll(async () => (await db.query('SELECT 1 FROM mail_outbox WHERE sent_at IS NULL')).length)
      .toBe(0);
  });
});
