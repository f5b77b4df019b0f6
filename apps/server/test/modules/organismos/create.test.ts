import { describe, expect, it } from 'vitest';
import {
  loanStates,
  organismoMessages,
  type ConsoleOrganismo,
  type OrganismoOrdersCheck,
} from '@portal/contract';
import { createTestApp, type ConsoleClient } from '../../support/app';
import { createMember, createOrganismo } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';

const { db, consoleAs } = await createTestApp({ staffTotp: false });
const parametros = await consoleAs('parametros@c.test', ['parametros']);
const tesoreria = await consoleAs('tesoreria@c.test', ['tesoreria']);
const soporte = await consoleAs('soporte@c.test', ['soporte']);
await createOrganismo(db, { id: 7, nombre: 'Policía de la Provincia' });
// For the warnings: one organismo without a deduction code, one with; loans in several states.
const noCode = await createOrganismo(db, { id: 40, nombre: 'Sin código' });
const coded = await createOrganismo(db, { id: 41, nombre: 'Con código' });
await db.query(`UPDATE organismos SET codigo_descuento = '77' WHERE id = $1`, [coded]);
const ana = await createMember(db, { dni: '30111222', organismoId: noCode });
const luis = await createMember(db, { dni: '28999888', organismoId: coded });
const eva = await createMember(db, { dni: '27555444', organismoId: coded });
await createLoan(db, ana, { estado: loanStates.deducting });
await createLoan(db, ana, { estado: loanStates.deducting });
await createLoan(db, ana, { estado: loanStates.awaitingTransfer });
await createLoan(db, luis, { estado: loanStates.deducting });
await createLoan(db, eva, { estado: loanStates.deducting });
await createLoan(db, eva, { estado: loanStates.paidOff });

const organismos = async (as: ConsoleClient = parametros) =>
  (await as.get('/api/console/organismos')).json<{ items: ConsoleOrganismo[] }>().items;
const create = (payload: object, as = parametros) => as.post('/api/console/organismos', payload);
const nuevo = {
  nombre: 'Hospital de Niños',
  nombreCorto: 'HNIÑOS',
  requiereHaberes: true,
  esEjercito: false,
  cftMaximo: null,
  codigoDescuento: '512',
  diaCorte: 15,
  reason: 'Convenio firmado en noviembre',
};

describe('creating an organismo', () => {
  it('parametros creates one with the next id, listed with its data and audited', async () => {
    const res = await create(nuevo);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Status: 200,
      Mensaje: organismoMessages.created('Hospital de Niños'),
      id: 42,
    });
    expect((await organismos()).find((o) => o.id === 42)).toEqual({
      id: 42,
      nombre: 'Hospital de Niños',
      nombreCorto: 'HNIÑOS',
      requiereHaberes: true,
      esEjercito: false,
      codigoDescuento: '512',
      diaCorte: 15,
      capacidadPorcentaje: 30,
      capacidadValidezDias: 60,
      cftMaximo: null,
      descontandoSinCodigo: 0,
    });
    const audit = await db.query<{ staff: string; before: unknown; after: object; reason: string }>(
      `SELECT s.email AS staff, a.before, a.after, a.reason FROM audit_log a JOIN staff s ON s.id = a.staff_id
        WHERE a.action = 'organismo.create' AND a.entity = 'organismo' AND a.entity_id = '42'`,
    );
    expect(audit).toEqual([
      {
        staff: 'parametros@c.test',
        before: null,
        after: {
          nombre: 'Hospital de Niños',
          nombreCorto: 'HNIÑOS',
          requiereHaberes: true,
          esEjercito: false,
          cftMaximo: null,
          codigoDescuento: '512',
          diaCorte: 15,
        },
        reason: 'Convenio firmado en noviembre',
      },
    ]);
    expect((await organismos()).map((o) => o.nombre)).toEqual([
      'Con código',
      'Hospital de Niños',
      'Policía de la Provincia',
      'Sin código',
    ]);
  });

  it('takes the code and cut-off day as optional, trimmed', async () => {
    const res = await create({
      ...nuevo,
      nombre: '  Municipalidad de Godoy Cruz ',
      nombreCorto: 'MGC',
      codigoDescuento: null,
      diaCorte: null,
      cftMaximo: 150.5,
    });
    const { id } = res.json<{ id: number }>();
    expect((await organismos()).find((o) => o.id === id)).toMatchObject({
      nombre: 'Municipalidad de Godoy Cruz',
      codigoDescuento: null,
      diaCorte: null,
      cftMaximo: 150.5,
    });
  });

  it('answers 409 for a name in use, however it is capitalised or accented, and writes nothing', async () => {
    const before = (await organismos()).length;
    for (const nombre of ['Policía de la Provincia', 'POLICIA DE LA PROVINCIA', ' hospital de niños'])
      expect((await create({ ...nuevo, nombre })).json()).toEqual({
        Status: 409,
        Mensaje: organismoMessages.duplicateName,
      });
    expect(await organismos()).toHaveLength(before);
  });

  it('answers 400 for invalid data and 403 to a role without parameters.manage', async () => {
    expect((await create({ ...nuevo, nombre: 'X' })).json()).toEqual({
      Status: 400,
      Mensaje: 'Escriba el nombre del organismo',
    });
    expect((await create({ ...nuevo, nombre: 'Otro', diaCorte: 30 })).json().Mensaje).toBe(
      'El día de corte va del 1 al 28',
    );
    expect((await create({ ...nuevo, nombre: 'Otro', codigoDescuento: 'con espacios' })).statusCode).toBe(
      400,
    );
    expect((await create({ ...nuevo, nombre: 'Otro', reason: '' })).statusCode).toBe(400);
    expect((await create({ ...nuevo, nombre: 'Otro', id: 99 })).statusCode).toBe(400);
    const count = (await organismos()).length;
    for (const as of [tesoreria, soporte])
      expect((await create({ ...nuevo, nombre: 'Otro' }, as)).json()).toMatchObject({ Status: 403 });
    expect(await organismos()).toHaveLength(count);
  });
});

describe('what the console warns about before and around the orders', () => {
  it("counts the loans in 'Descontando' of an organismo without a deduction code, and only then", async () => {
    const list = await organismos(soporte);
    expect(list.find((o) => o.id === noCode)?.descontandoSinCodigo).toBe(2);
    expect(list.find((o) => o.id === coded)?.descontandoSinCodigo).toBe(0);
  });

  const check = (id: number, as = tesoreria) => as.get(`/api/console/organismos/${id}/orders-check`);

  it('says how many loans to order have no CUIL or LEGAJO, until a capacities line names them', async () => {
    expect((await check(coded)).json()).toEqual({ prestamos: 2, sinCuil: 2, sinLegajo: 2 });
    const [staff] = await db.query<{ id: number }>(`SELECT id FROM staff WHERE email = 'tesoreria@c.test'`);
    const [imp] = await db.query<{ id: number }>(
      `INSERT INTO capacity_imports (organismo_id, period, sha256, lines, matched, staff_id, applied_at)
       VALUES ($1, '202612', $2, 1, 1, $3, now()) RETURNING id`,
      [coded, 'a'.repeat(64), staff!.id],
    );
    await db.query(
      `INSERT INTO capacity_lines (import_id, line, organismo_id, dni, cuil, legajo, haber_neto, capacidad)
       VALUES ($1, 2, $2, '28999888', '20289998887', 'L-9', 900000, 270000)`,
      [imp!.id, coded],
    );
    expect((await check(coded)).json<OrganismoOrdersCheck>()).toEqual({
      prestamos: 2,
      sinCuil: 1,
      sinLegajo: 1,
    });
    expect((await check(noCode)).json()).toEqual({ prestamos: 2, sinCuil: 2, sinLegajo: 2 });
  });

  it('is for tesorería, and answers 404 for an unknown organismo and 400 for a bad id', async () => {
    expect((await check(coded, parametros)).statusCode).toBe(403);
    expect((await check(coded, soporte)).statusCode).toBe(403);
    expect((await check(999)).json()).toEqual({ Status: 404, Mensaje: organismoMessages.notFound });
    expect((await check(Number.NaN)).statusCode).toBe(400);
  });
});
