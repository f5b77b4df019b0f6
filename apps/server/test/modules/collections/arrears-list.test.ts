// The arrears list cobranzas works: loans in repayment with an installment past due, most days first; a
// promise still ahead goes to the bottom and comes back to the top once its day passes unpaid. Filters,
// totals of every row found, pages, and who may see it.
import { describe, expect, it } from 'vitest';
import {
  businessDatePaths,
  collectionsPaths,
  loanStates,
  type CollectionItem,
  type CollectionsResponse,
} from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createMember, createOrganismo } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';

const now = () => new Date('2026-12-02T15:00:00Z');
const { db, consoleAs } = await createTestApp({ staffTotp: false, demoData: true, now });
const norte = await createOrganismo(db, { id: 4, nombre: 'Municipalidad del Norte' });
const sur = await createOrganismo(db, { id: 5, nombre: 'Hospital del Sur' });
const admin = await consoleAs('admin@a.test', ['administrador']);
const cobranzas = await consoleAs('cobranzas@a.test', ['cobranzas']);
const tesoreria = await consoleAs('tesoreria@a.test', ['tesoreria']);
const comunicaciones = await consoleAs('com@a.test', ['comunicaciones']);

const ana = await createMember(db, {
  dni: '30111222',
  nombres: 'Ana María',
  apellido: 'González',
  organismoId: norte,
});
const beto = await createMember(db, {
  dni: '31222333',
  nombres: 'Beto',
  apellido: 'Ruiz',
  organismoId: norte,
});
const caro = await createMember(db, {
  dni: '32333444',
  nombres: 'Carolina',
  apellido: 'Paz',
  organismoId: sur,
});

const repaying = (member: { id: number }, nextPeriod: string, monto = 60_000) =>
  createLoan(db, member, { estado: loanStates.deducting, monto, tna: 60, cuotas: 12, nextPeriod });
// Oldest unpaid due dates: 2026-09-30, 2026-10-31, 2026-11-30, 2026-08-31; the last is not due yet.
const since0930 = await repaying(ana, '202609');
const since1031 = await repaying(beto, '202610', 80_000);
const since1130 = await repaying(ana, '202611', 40_000);
const since0831 = await repaying(caro, '202608', 120_000);
const upToDate = await repaying(beto, '202701');
await createLoan(db, caro, { estado: loanStates.paidOff, monto: 10_000, cuotas: 3 });
await createLoan(db, caro, {});

const list = async (query = '', as = cobranzas) => {
  const res = await as.get(`${collectionsPaths.list}${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CollectionsResponse>();
};
const ids = (r: { items: CollectionItem[] }) => r.items.map((i) => i.id);
const moveTo = async (fecha: string) =>
  expect((await admin.post(businessDatePaths.businessDate, { fecha })).statusCode).toBe(200);
const contact = (loanId: number, body: object) =>
  cobranzas.post(collectionsPaths.contacts.replace(':id', String(loanId)), body);
const cents = (pesos: number) => Math.round(pesos * 100);

describe('the arrears list', () => {
  it('lists loans in repayment past due, most days first, with the member, days, situation and amounts', async () => {
    await moveTo('2026-12-10');
    const found = await list();
    expect(ids(found)).toEqual([since0831, since0930, since1031, since1130]);
    expect(found.items.map((i) => [i.diasAtraso, i.situacion])).toEqual([
      [101, 3],
      [71, 2],
      [40, 2],
      [10, 1],
    ]);
    expect(found.items[1]).toMatchObject({
      socio: {
        id: ana.id,
        nombre: 'Ana María González',
        dni: '30111222',
        celular: '1155554444',
        mail: ana.mail,
      },
      organismo: 'Municipalidad del Norte',
      producto: 'Préstamo Personal',
      vencidaDesde: '2026-09-30',
      ultimoContacto: null,
      promesa: null,
    });
    const [row] = await db.query<{ monto_en_mora: string; saldo: string }>(
      'SELECT monto_en_mora, saldo FROM loans WHERE id = $1',
      [since0930],
    );
    expect(found.items[1]).toMatchObject({
      montoAdeudado: Number(row!.monto_en_mora),
      saldo: Number(row!.saldo),
    });
    expect(found.items[1]!.montoAdeudado).toBeGreaterThan(0);
    expect(found.next).toBeNull();
    expect(ids(found)).not.toContain(upToDate);
  });

  it('totals every loan found, not only the page, and pages by its order', async () => {
    const all = await list();
    expect(all.totals).toEqual({
      prestamos: 4,
      montoAdeudado: all.items.reduce((sum, i) => sum + cents(i.montoAdeudado), 0) / 100,
      saldo: all.items.reduce((sum, i) => sum + cents(i.saldo), 0) / 100,
    });
    const first = await list('limit=3');
    expect(ids(first)).toEqual([since0831, since0930, since1031]);
    expect(first.totals).toEqual(all.totals);
    expect(first.next).toBe(`1.2026-10-31.${since1031}`);
    const second = await list(`limit=3&cursor=${first.next}`);
    expect(ids(second)).toEqual([since1130]);
    expect(second.next).toBeNull();
  });

  it('filters by organismo, situation, days and the member (DNI or name, accents aside)', async () => {
    expect(ids(await list(`organismoId=${sur}`))).toEqual([since0831]);
    expect(ids(await list(`organismoId=${norte}`))).toEqual([since0930, since1031, since1130]);
    expect(ids(await list('situacion=2'))).toEqual([since0930, since1031]);
    expect(ids(await list('situacion=1'))).toEqual([since1130]);
    expect(ids(await list('situacion=5'))).toEqual([]);
    expect(ids(await list('diasDesde=41'))).toEqual([since0831, since0930]);
    expect(ids(await list('diasHasta=40'))).toEqual([since1031, since1130]);
    expect(ids(await list('diasDesde=40&diasHasta=71'))).toEqual([since0930, since1031]);
    expect(ids(await list('situacion=2&diasDesde=50'))).toEqual([since0930]);
    expect(ids(await list('q=30111222'))).toEqual([since0930, since1130]);
    expect(ids(await list('q=30.111'))).toEqual([since0930, since1130]);
    expect(ids(await list('q=gonzalez'))).toEqual([since0930, since1130]);
    expect(ids(await list('q=MARIA%20gonz'))).toEqual([since0930, since1130]);
    expect(ids(await list('q=ruiz%20ana'))).toEqual([]);
    const some = await list(`organismoId=${norte}&diasDesde=20`);
    expect(some.totals.prestamos).toBe(2);
    expect(some.totals.saldo).toBe(some.items.reduce((sum, i) => sum + cents(i.saldo), 0) / 100);
  });

  it('refuses filters that are not valid, in Spanish', async () => {
    for (const [query, mensaje] of [
      ['situacion=7', 'La situación va de 1 a 5'],
      ['diasDesde=-1', 'Los días no pueden ser negativos'],
      ['diasDesde=30&diasHasta=10', 'Los días desde no pueden ser más que los días hasta'],
      ['q=a', 'Escriba al menos 2 letras del nombre o dígitos del DNI'],
      ['organismoId=abc', 'Elija un organismo de la lista'],
    ]) {
      const res = await cobranzas.get(`${collectionsPaths.list}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ Status: 400, Mensaje: mensaje });
    }
  });

  it('puts a promise still ahead last, and brings it back to the top once its day passes unpaid', async () => {
    expect(
      (await contact(since0930, { canal: 'telefono', nota: 'Paga el viernes', promesaFecha: '2026-12-12' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await contact(since1031, {
          canal: 'whatsapp',
          nota: 'Promete la cuota de noviembre',
          promesaFecha: '2026-12-20',
          promesaImporte: 9500.5,
        })
      ).statusCode,
    ).toBe(200);
    // A contact without a promise changes nothing of the order, but shows as the last contact.
    expect((await contact(since1130, { canal: 'correo', nota: 'Sin respuesta' })).statusCode).toBe(200);
    const before = await list();
    expect(ids(before)).toEqual([since0831, since1130, since0930, since1031]);
    expect(before.items[1]!.ultimoContacto).toEqual({
      fecha: '2026-12-10',
      canal: 'correo',
      nota: 'Sin respuesta',
    });
    expect(before.items[2]!.promesa).toEqual({ fecha: '2026-12-12', importe: null, incumplida: false });
    expect(before.items[3]!.promesa).toEqual({ fecha: '2026-12-20', importe: 9500.5, incumplida: false });

    // On its day the promise is still kept; the day after it is broken.
    await moveTo('2026-12-12');
    expect(ids(await list())).toEqual([since0831, since1130, since0930, since1031]);
    await moveTo('2026-12-13');
    const after = await list();
    expect(ids(after)).toEqual([since0930, since0831, since1130, since1031]);
    expect(after.items[0]).toMatchObject({
      diasAtraso: 74,
      promesa: { fecha: '2026-12-12', importe: null, incumplida: true },
      ultimoContacto: { canal: 'telefono', nota: 'Paga el viernes' },
    });
    // The keyset of the order goes through the groups.
    const first = await list('limit=2');
    expect(first.next).toBe(`1.2026-08-31.${since0831}`);
    expect(ids(await list(`limit=2&cursor=${first.next}`))).toEqual([since1130, since1031]);
    // Filters keep the order.
    expect(ids(await list(`organismoId=${norte}`))).toEqual([since0930, since1130, since1031]);
  });

  it('forgets a promise of arrears that ended: it says nothing of the next ones', async () => {
    // The loan up to date promises ahead of its first due date (2027-01-31), and later falls behind.
    expect(
      (await contact(upToDate, { canal: 'presencial', nota: 'Avisa que paga', promesaFecha: '2026-12-20' }))
        .statusCode,
    ).toBe(200);
    await moveTo('2027-02-05');
    const found = await list();
    const item = found.items.find((i) => i.id === upToDate)!;
    expect(item).toMatchObject({ diasAtraso: 5, promesa: null, ultimoContacto: { canal: 'presencial' } });
    // Broken first, then no promise (the newcomer among them by its days), then none ahead any more.
    expect(ids(found)).toEqual([since0930, since1031, since0831, since1130, upToDate]);
    expect(found.items[1]!.promesa).toMatchObject({ incumplida: true });
  });

  it('is for staff who work collections', async () => {
    for (const as of [comunicaciones, tesoreria, admin]) {
      expect((await as.get(collectionsPaths.list)).statusCode).toBe(403);
      expect((await as.get(`${collectionsPaths.export}?format=csv`)).statusCode).toBe(403);
    }
    expect((await cobranzas.get(collectionsPaths.list)).statusCode).toBe(200);
  });
});
