import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { loanMessages, loanRequestMessages, loanStates, paths } from '@portal/contract';
import { createTestApp } from '../../support/app';
import {
  bigJpegOf,
  carriesPayload,
  describeImage,
  garbageAfterHeader,
  gif,
  jpegOf,
  jpegPolyglot,
  jpegWithExif,
  measured,
  pdf,
  pngDeclaring,
  pngPolyglot,
  textFile,
  webp,
} from '../../support/images';
import { createLoan } from '../../support/loan-factories';
import {
  createBorrower,
  createRateLine,
  dataUrl,
  dniDocuments,
  incomeDocuments,
  jpegBytes,
  requestRowCounts,
} from '../../support/loan-request-factories';
import { loanTerms } from '../../../src/modules/loans/terms';

const { db, owner, post } = await createTestApp();
const lineId = await createRateLine(db, { nombre: 'Préstamo Personal' });

type Member = { id: number; uat: string };
type Body = Record<string, unknown>;
interface PlanOption {
  MontoPrestado: number;
  CantidadCuotas: number;
  MontoCuota: number;
  TNA: number;
  CFT: number;
}

async function offered(member: Member, amount: number, n: number, extra: Body = {}): Promise<PlanOption> {
  const res = await post(paths.plans, { uat: member.uat, LineaId: lineId, ...extra });
  const plan = res
    .json()
    .PlanesDisponibles?.find((p: PlanOption) => p.MontoPrestado === amount && p.CantidadCuotas === n);
  if (!plan)
    throw new Error(`plan ${amount} x ${n} not offered: ${JSON.stringify(res.json()).slice(0, 300)}`);
  return plan;
}

const terms = (plan: PlanOption) => ({
  LineaPrestamoId: lineId,
  ImporteSolicitado: plan.MontoPrestado,
  CantidadCuotas: plan.CantidadCuotas,
  MontoCuota: plan.MontoCuota,
});
const requestLoan = (member: Member, body: Body, path: string = paths.requestLoan) =>
  post(path, { uat: member.uat, ...dniDocuments(), ...body });

/** A refused request: the status and message, and not one row written anywhere. */
async function expectRefused(
  send: () => Promise<{ statusCode: number; json(): any }>,
  status: number,
  mensaje: string | RegExp,
) {
  const before = await requestRowCounts(db);
  const res = await send();
  expect(res.statusCode).toBe(status);
  expect(res.json().Status).toBe(status);
  if (typeof mensaje === 'string') expect(res.json().Mensaje).toBe(mensaje);
  else expect(res.json().Mensaje).toMatch(mensaje);
  expect(await requestRowCounts(db)).toEqual(before);
}

/** The stored documents, each checked to be a clean image of its stated type (re-encoded: no padding kept). */
const documentsOf = async (loanId: number) => {
  const rows = await db.query<{ kind: string; mime: string; data: Uint8Array }>(
    'SELECT kind, mime, data FROM loan_request_documents WHERE loan_id = $1 ORDER BY kind',
    [loanId],
  );
  const described = [];
  for (const row of rows) {
    const { format } = await describeImage(row.data);
    expect(`image/${format}`).toBe(row.mime);
    expect(Buffer.from(row.data).includes(Buffer.alloc(64, 7))).toBe(false);
    described.push({ kind: row.kind, mime: row.mime });
  }
  return described;
};

describe('SolicitaPrestamo', () => {
  it('stores the loan pending evaluation with its documents, signature and a notification', async () => {
    const member = await createBorrower(db, 'main', 100_000);
    const plan = await offered(member, 300_000, 12, { DisponibleDeclarado: 350_000 });
    const res = await requestLoan(member, { ...terms(plan), Precancelaciones: [] });
    expect(res.statusCode).toBe(200);
    const { PrestamoId, ...rest } = res.json();
    expect(rest).toEqual({ Status: 200, Mensaje: loanRequestMessages.requested });

    const expectedTerms = loanTerms(300_000, 79, 12);
    const listed = (await post(paths.loans, { uat: member.uat })).json().Prestamos;
    expect(listed).toEqual([
      expect.objectContaining({
        Id: PrestamoId,
        Producto: 'Préstamo Personal',
        Estado: 'Pendiente de evaluación',
        Anulable: true,
        Confirmable: false,
        Transferido: false,
        MontoPrestado: 300_000,
        Saldo: 0,
        MontoCuota: expectedTerms.montoCuota,
        CantidadCuotas: 12,
        CuotasRestantes: 12,
        TNA: 79,
        CFT: expectedTerms.cft,
      }),
    ]);
    expect(await documentsOf(PrestamoId)).toEqual([
      { kind: 'dni_anverso', mime: 'image/jpeg' },
      { kind: 'dni_reverso', mime: 'image/jpeg' },
      { kind: 'sosteniendo_dni', mime: 'image/png' },
    ]);
    const [signature] = await db.query<{ png: Uint8Array }>(
      'SELECT png FROM loan_request_signatures WHERE loan_id = $1',
      [PrestamoId],
    );
    expect(await describeImage(signature!.png)).toEqual({ width: 1, height: 1, format: 'png' });
    const [request] = await db.query(
      'SELECT member_id, ejercito, cuota_disponible FROM loan_requests WHERE loan_id = $1',
      [PrestamoId],
    );
    expect(request).toEqual({ member_id: member.id, ejercito: false, cuota_disponible: '100000.00' });
    const notices = await db.query<{ titulo: string; descripcion: string }>(
      'SELECT titulo, descripcion FROM notifications WHERE member_id = $1',
      [member.id],
    );
    expect(notices).toEqual([
      {
        titulo: 'Solicitud recibida',
        descripcion:
          `Recibimos su solicitud de préstamo N° ${PrestamoId} (Préstamo Personal) por $ 300.000,00 en 12 cuotas. ` +
          'Está pendiente de evaluación; le avisaremos por este medio cuando tengamos una respuesta.',
      },
    ]);
  });

  it('accepts amounts and installments as strings, and ignores income documents the organismo does not ask for', async () => {
    const member = await createBorrower(db, 'main', 100_000);
    const plan = await offered(member, 200_000, 6);
    const res = await requestLoan(member, {
      ...terms(plan),
      ImporteSolicitado: '200000',
      CantidadCuotas: '6',
      MontoCuota: String(plan.MontoCuota),
      ...incomeDocuments(),
    });
    expect(res.statusCode).toBe(200);
    expect((await documentsOf(res.json().PrestamoId)).map((d) => d.kind)).toEqual([
      'dni_anverso',
      'dni_reverso',
      'sosteniendo_dni',
    ]);
  });

  it('requires the income documents from members of organismos that ask for them', async () => {
    const member = await createBorrower(db, 'other', 100_000);
    const plan = await offered(member, 100_000, 12);
    await expectRefused(
      () => requestLoan(member, terms(plan)),
      400,
      'Debe adjuntar la imagen: Certificado de haberes',
    );
    await expectRefused(
      () => requestLoan(member, { ...terms(plan), CertificadoHaberes: incomeDocuments().CertificadoHaberes }),
      400,
      'Debe adjuntar la imagen: Último recibo de haberes',
    );
    await expectRefused(
      () =>
        requestLoan(member, {
          ...terms(plan),
          ...incomeDocuments(),
          ReciboHaberes: pdf().toString('base64'),
        }),
      400,
      'Último recibo de haberes: solo se permiten imágenes JPG o PNG',
    );
    const res = await requestLoan(member, { ...terms(plan), ...incomeDocuments() });
    expect(res.statusCode).toBe(200);
    expect(await documentsOf(res.json().PrestamoId)).toEqual([
      { kind: 'certificado_haberes', mime: 'image/jpeg' },
      { kind: 'dni_anverso', mime: 'image/jpeg' },
      { kind: 'dni_reverso', mime: 'image/jpeg' },
      { kind: 'recibo_haberes', mime: 'image/png' },
      { kind: 'sosteniendo_dni', mime: 'image/png' },
    ]);
  });

  it('pays off the chosen active loans: stored with the balance, no longer offered, and needed for the plan', async () => {
    const member = await createBorrower(db, 'main', 90_000);
    const active = await createLoan(db, member, { estado: loanStates.deducting, monto: 500_000, paid: 3 });
    const choice = { Precancelaciones: [{ PrestamoId: active }] };
    // 600,000 in 12 months needs about 90,000 a month: affordable only once the active loan is paid off.
    const plan = await offered(member, 600_000, 12, choice);
    await expectRefused(() => requestLoan(member, terms(plan)), 400, loanRequestMessages.planNotOffered);

    const res = await requestLoan(member, { ...terms(plan), ...choice });
    expect(res.statusCode).toBe(200);
    const balance = loanTerms(500_000, 79, 12).schedule[2]!.balance;
    expect(
      await db.query(
        'SELECT precancelled_loan_id, saldo::float8 AS saldo FROM loan_request_precancellations WHERE loan_id = $1',
        [res.json().PrestamoId],
      ),
    ).toEqual([{ precancelled_loan_id: active, saldo: balance }]);
    expect((await post(paths.preCancellations, { uat: member.uat })).json().Precancelaciones).toEqual([]);
    await expectRefused(
      () => requestLoan(member, { ...terms(plan), ...choice }),
      404,
      loanRequestMessages.preCancellationNotFound,
    );
  });

  it("refuses another member's loan, or one that is not active, as a pre-cancellation", async () => {
    const member = await createBorrower(db, 'main', 200_000);
    const stranger = await createBorrower(db, 'main', 200_000);
    const theirs = await createLoan(db, stranger, { estado: loanStates.deducting, paid: 1 });
    const mineApproved = await createLoan(db, member, { estado: loanStates.approved });
    const plan = await offered(member, 100_000, 12);
    for (const id of [theirs, mineApproved, 2_000_000_000]) {
      await expectRefused(
        () => requestLoan(member, { ...terms(plan), Precancelaciones: [{ PrestamoId: id }] }),
        404,
        loanRequestMessages.preCancellationNotFound,
      );
    }
  });

  it('counts the requests already sent: capacity is not spent twice', async () => {
    const member = await createBorrower(db, 'main', 60_000);
    const plan = await offered(member, 400_000, 12);
    expect((await requestLoan(member, terms(plan))).statusCode).toBe(200);
    await expectRefused(() => requestLoan(member, terms(plan)), 400, loanRequestMessages.planNotOffered);
  });

  it('of two concurrent requests that each fit but not together, exactly one is stored', async () => {
    const member = await createBorrower(db, 'main', 60_000);
    const plan = await offered(member, 400_000, 12);
    const answers = await Promise.all([requestLoan(member, terms(plan)), requestLoan(member, terms(plan))]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(
      await db.query('SELECT count(*)::int AS n FROM loan_requests WHERE member_id = $1', [member.id]),
    ).toEqual([{ n: 1 }]);
  });

  it('refuses a plan the server would not offer now', async () => {
    const member = await createBorrower(db, 'main', 100_000);
    const plan = await offered(member, 300_000, 12);
    const cases: Body[] = [
      { MontoCuota: plan.MontoCuota + 0.01 },
      { MontoCuota: plan.MontoCuota - 1 },
      { ImporteSolicitado: 350_000 }, // off the 100,000 step
      { ImporteSolicitado: 300_000.5 },
      { ImporteSolicitado: 1_100_000 }, // above the line's maximum
      { ImporteSolicitado: 1_000_000, CantidadCuotas: 3 }, // on the grid, not affordable
      { CantidadCuotas: 13 }, // not in the rate table
      { CantidadCuotas: 48 },
    ];
    for (const change of cases) {
      await expectRefused(
        () => requestLoan(member, { ...terms(plan), ...change }),
        400,
        loanRequestMessages.planNotOffered,
      );
    }
  });

  it.each([0, -300_000, 'trescientos mil', '', null])('refuses ImporteSolicitado %j', async (value) => {
    const member = await createBorrower(db);
    await expectRefused(
      () =>
        requestLoan(member, {
          LineaPrestamoId: lineId,
          ImporteSolicitado: value,
          CantidadCuotas: 12,
          MontoCuota: 1000,
        }),
      400,
      'ImporteSolicitado debe ser un número mayor a 0',
    );
  });

  it('refuses an unknown line with 404 and a bad installment count with 400', async () => {
    const member = await createBorrower(db, 'main', 100_000);
    const plan = await offered(member, 100_000, 12);
    await expectRefused(
      () => requestLoan(member, { ...terms(plan), LineaPrestamoId: 999_999 }),
      404,
      'La línea de préstamo no existe',
    );
    await expectRefused(
      () => requestLoan(member, { ...terms(plan), CantidadCuotas: 0 }),
      400,
      'CantidadCuotas debe ser un número entero de 1 a 480',
    );
  });

  it('accepts only real JPEG or PNG documents, read from the content', async () => {
    const member = await createBorrower(db, 'main', 100_000);
    const plan = await offered(member, 100_000, 12);
    const refusedAs = [
      ['FotoDNIAnverso', dataUrl(pdf(), 'image/jpeg'), 'Frente del DNI'],
      ['FotoDNIReverso', dataUrl(textFile(), 'image/jpeg'), 'Dorso del DNI'],
      ['FotoSosteniendoDNI', dataUrl(gif(), 'image/png'), 'Foto sosteniendo el DNI'],
      ['FotoDNIAnverso', 'esto no es base64 !!', 'Frente del DNI'],
      ['FotoDNIAnverso', jpegOf(20).toString('base64'), 'Frente del DNI'], // a header and nothing else
    ] as const;
    for (const [field, value, label] of refusedAs) {
      await expectRefused(
        () => requestLoan(member, { ...terms(plan), [field]: value }),
        400,
        `${label}: solo se permiten imágenes JPG o PNG`,
      );
    }
    await expectRefused(
      () => requestLoan(member, { ...terms(plan), FotoDNIReverso: undefined }),
      400,
      'Debe adjuntar la imagen: Dorso del DNI',
    );
    await expectRefused(
      () => requestLoan(member, { ...terms(plan), FotoSosteniendoDNI: '' }),
      400,
      'Debe adjuntar la imagen: Foto sosteniendo el DNI',
    );
  });

  it('refuses a 6 MB image with 413 and accepts one of exactly 5 MB', async () => {
    const member = await createBorrower(db, 'main', 100_000);
    const plan = await offered(member, 100_000, 12);
    await expectRefused(
      () => requestLoan(member, { ...terms(plan), FotoDNIReverso: dataUrl(jpegBytes(6 * 1024 * 1024)) }),
      413,
      'Dorso del DNI: el archivo debe ser menor a 5MB',
    );
    const res = await requestLoan(member, {
      ...terms(plan),
      FotoDNIReverso: dataUrl(await bigJpegOf(5 * 1024 * 1024)),
    });
    expect(res.statusCode).toBe(200);
    expect((await documentsOf(res.json().PrestamoId)).find((d) => d.kind === 'dni_reverso')).toEqual({
      kind: 'dni_reverso',
      mime: 'image/jpeg',
    });
  });

  it('fits five documents of 5 MB in one body, and refuses a larger body with 413', async () => {
    const member = await createBorrower(db, 'other', 100_000);
    const plan = await offered(member, 100_000, 12);
    const big = dataUrl(await bigJpegOf(5 * 1024 * 1024));
    const five = {
      FotoDNIAnverso: big,
      FotoDNIReverso: big,
      FotoSosteniendoDNI: big,
      CertificadoHaberes: big,
      ReciboHaberes: big,
    };
    const res = await requestLoan(member, { ...terms(plan), ...five });
    expect(res.statusCode).toBe(200);
    await expectRefused(
      () => requestLoan(member, { ...terms(plan), ...five, FirmaOlografica: 'A'.repeat(2_200_000) }),
      413,
      'La solicitud es demasiado grande',
    );
  });

  it('requires a PNG signature', async () => {
    const member = await createBorrower(db, 'main', 100_000);
    const plan = await offered(member, 100_000, 12);
    await expectRefused(
      () => requestLoan(member, { ...terms(plan), FirmaOlografica: undefined }),
      400,
      'Debe firmar antes de continuar',
    );
    await expectRefused(
      () => requestLoan(member, { ...terms(plan), FirmaOlografica: '' }),
      400,
      'Debe firmar antes de continuar',
    );
    await expectRefused(
      () => requestLoan(member, { ...terms(plan), FirmaOlografica: dataUrl(jpegBytes(), 'image/png') }),
      400,
      'La firma debe ser una imagen PNG válida',
    );
  });

  it('leaves nothing behind when a write fails halfway through the transaction', async () => {
    const member = await createBorrower(db, 'main', 100_000);
    const plan = await offered(member, 100_000, 12);
    // A trigger needs the table's owner (the app's role owns nothing on PostgreSQL).
    await owner.query(`CREATE FUNCTION fail_signature() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'disco lleno'; END $$`);
    await owner.query(
      'CREATE TRIGGER fail_signature BEFORE INSERT ON loan_request_signatures FOR EACH ROW EXECUTE FUNCTION fail_signature()',
    );
    try {
      await expectRefused(
        () => requestLoan(member, terms(plan)),
        500,
        'Ocurrió un error inesperado. Intente nuevamente más tarde.',
      );
    } finally {
      await owner.query('DROP TRIGGER fail_signature ON loan_request_signatures');
    }
    expect((await requestLoan(member, terms(plan))).statusCode).toBe(200);
  });

  it('answers 401 without a session, before looking at anything else', async () => {
    await expectRefused(
      () =>
        post(paths.requestLoan, {
          ...dniDocuments(),
          LineaPrestamoId: lineId,
          ImporteSolicitado: 100_000,
          CantidadCuotas: 12,
          MontoCuota: 1,
        }),
      401,
      'No hay sesion activa',
    );
  });
});

describe('SolicitaPrestamoEjercito', () => {
  it('stores an army request: DNI documents and signature only', async () => {
    const soldier = await createBorrower(db, 'army', 100_000);
    const plan = await offered(soldier, 300_000, 12);
    const res = await requestLoan(soldier, terms(plan), paths.requestLoanArmy);
    expect(res.statusCode).toBe(200);
    const id = res.json().PrestamoId;
    expect((await documentsOf(id)).map((d) => d.kind)).toEqual([
      'dni_anverso',
      'dni_reverso',
      'sosteniendo_dni',
    ]);
    expect(await db.query('SELECT ejercito FROM loan_requests WHERE loan_id = $1', [id])).toEqual([
      { ejercito: true },
    ]);
    expect(
      (
        await requestLoan(
          soldier,
          { ...terms(await offered(soldier, 100_000, 3)), Precancelaciones: [] },
          paths.requestLoanArmy,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('has no pre-cancellations nor income documents', async () => {
    const soldier = await createBorrower(db, 'army', 100_000);
    const loanId = await createLoan(db, soldier, { estado: loanStates.deducting, paid: 1 });
    const plan = await offered(soldier, 100_000, 12);
    await expectRefused(
      () =>
        requestLoan(
          soldier,
          { ...terms(plan), Precancelaciones: [{ PrestamoId: loanId }] },
          paths.requestLoanArmy,
        ),
      400,
      'Los socios del Ejército no pueden precancelar préstamos en la solicitud',
    );
    await expectRefused(
      () => requestLoan(soldier, { ...terms(plan), ...incomeDocuments() }, paths.requestLoanArmy),
      400,
      'Campo no permitido: CertificadoHaberes, ReciboHaberes',
    );
  });

  it('each kind of member may use only its own call: 403 and nothing stored', async () => {
    const soldier = await createBorrower(db, 'army', 100_000);
    const member = await createBorrower(db, 'main', 100_000);
    const other = await createBorrower(db, 'other', 100_000);
    const soldierPlan = await offered(soldier, 100_000, 12);
    await expectRefused(
      () => requestLoan(soldier, terms(soldierPlan)),
      403,
      'Los socios del Ejército solicitan préstamos con el trámite del Ejército',
    );
    for (const civilian of [member, other]) {
      const plan = await offered(civilian, 100_000, 12);
      await expectRefused(
        () => requestLoan(civilian, terms(plan), paths.requestLoanArmy),
        403,
        'Este trámite es solo para socios del Ejército',
      );
    }
  });
});

describe('SolicitaPrestamo keeps decoded pixels only', () => {
  const storedOf = async (loanId: number) => {
    const documents = await db.query<{ kind: string; mime: string; data: Uint8Array }>(
      'SELECT kind, mime, data FROM loan_request_documents WHERE loan_id = $1 ORDER BY kind',
      [loanId],
    );
    const [signature] = await db.query<{ png: Uint8Array }>(
      'SELECT png FROM loan_request_signatures WHERE loan_id = $1',
      [loanId],
    );
    return {
      documents: Object.fromEntries(
        documents.map((d) => [d.kind, { mime: d.mime, data: Buffer.from(d.data) }]),
      ),
      signature: Buffer.from(signature!.png),
    };
  };
  const borrowerWithPlan = async () => {
    const member = await createBorrower(db, 'main', 100_000);
    return { member, plan: await offered(member, 100_000, 12) };
  };

  it('stores documents and signature re-encoded, without a polyglot payload, EXIF or the original bytes', async () => {
    const { member, plan } = await borrowerWithPlan();
    const front = await jpegPolyglot(640, 400);
    const back = await jpegWithExif(80, 40);
    const holding = await pngPolyglot(200, 100);
    const signature = await pngPolyglot(600, 200, 4);
    const res = await requestLoan(member, {
      ...terms(plan),
      FotoDNIAnverso: dataUrl(front),
      FotoDNIReverso: back.toString('base64'),
      FotoSosteniendoDNI: dataUrl(holding, 'image/png'),
      FirmaOlografica: dataUrl(signature, 'image/png'),
    });
    expect(res.statusCode).toBe(200);
    const stored = await storedOf(res.json().PrestamoId);
    for (const [kind, input] of [
      ['dni_anverso', front],
      ['dni_reverso', back],
      ['sosteniendo_dni', holding],
    ] as const) {
      const { mime, data } = stored.documents[kind]!;
      expect(data.equals(input)).toBe(false);
      expect(carriesPayload(data), kind).toBe(false);
      expect(data.includes(Buffer.from('CamaraEspia'))).toBe(false);
      expect((await sharp(data).metadata()).exif).toBeUndefined();
      expect(`image/${(await describeImage(data)).format}`).toBe(mime);
    }
    // A JPEG stays a JPEG and a PNG a PNG, at the size sent; the camera photo is turned upright.
    expect(await describeImage(stored.documents.dni_anverso!.data)).toEqual({
      width: 640,
      height: 400,
      format: 'jpeg',
    });
    expect(await describeImage(stored.documents.dni_reverso!.data)).toEqual({
      width: 40,
      height: 80,
      format: 'jpeg',
    });
    expect(await describeImage(stored.documents.sosteniendo_dni!.data)).toEqual({
      width: 200,
      height: 100,
      format: 'png',
    });
    expect(carriesPayload(stored.signature)).toBe(false);
    expect(await sharp(stored.signature).metadata()).toMatchObject({
      format: 'png',
      width: 600,
      height: 200,
      hasAlpha: true,
    });
  });

  it('keeps an ID photo readable: a 4000 x 3000 one is stored at 3000 x 2250', async () => {
    const { member, plan } = await borrowerWithPlan();
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#d0c0b0' } })
      .jpeg()
      .toBuffer();
    const res = await requestLoan(member, { ...terms(plan), FotoDNIAnverso: dataUrl(photo) });
    expect(res.statusCode).toBe(200);
    const stored = await storedOf(res.json().PrestamoId);
    expect(await describeImage(stored.documents.dni_anverso!.data)).toEqual({
      width: 3000,
      height: 2250,
      format: 'jpeg',
    });
  });

  it('refuses a document or a signature declaring 14000 x 14000 pixels at once, without memory growth, storing nothing', async () => {
    const { member, plan } = await borrowerWithPlan();
    const bomb = pngDeclaring(14_000, 14_000);
    const { ms, rssGrowth } = await measured(() =>
      expectRefused(
        () => requestLoan(member, { ...terms(plan), FotoSosteniendoDNI: dataUrl(bomb, 'image/png') }),
        400,
        loanRequestMessages.documentDimensions('Foto sosteniendo el DNI'),
      ),
    );
    expect(ms).toBeLessThan(1000);
    expect(rssGrowth).toBeLessThan(100 * 1024 * 1024);
    await expectRefused(
      () => requestLoan(member, { ...terms(plan), FirmaOlografica: dataUrl(bomb, 'image/png') }),
      400,
      loanMessages.signatureDimensions,
    );
  });

  it('refuses a header over garbage, and a WebP, with the Spanish message naming the document', async () => {
    const { member, plan } = await borrowerWithPlan();
    const refusedAs = [
      ['FotoDNIAnverso', dataUrl(await garbageAfterHeader('jpeg')), 'Frente del DNI'],
      ['FotoDNIReverso', dataUrl(await garbageAfterHeader('png'), 'image/png'), 'Dorso del DNI'],
      ['FotoSosteniendoDNI', dataUrl(webp(), 'image/png'), 'Foto sosteniendo el DNI'],
    ] as const;
    for (const [field, value, label] of refusedAs) {
      await expectRefused(
        () => requestLoan(member, { ...terms(plan), [field]: value }),
        400,
        loanRequestMessages.documentNotImage(label),
      );
    }
    const brokenSignature = dataUrl(await garbageAfterHeader('png'), 'image/png');
    await expectRefused(
      () => requestLoan(member, { ...terms(plan), FirmaOlografica: brokenSignature }),
      400,
      loanMessages.signatureNotPng,
    );
  });
});
