import { describe, expect, it } from 'vitest';
import { organismoMessages, type ConsoleOrganismo } from '@portal/contract';
import { createTestApp, type ConsoleClient } from '../../support/app';
import { createOrganismo } from '../../support/factories';

const { db, consoleAs } = await createTestApp({ staffTotp: false });
const parametros = await consoleAs('parametros@o.test', ['parametros']);
const soporte = await consoleAs('soporte@o.test', ['soporte']);
const id = await createOrganismo(db, { id: 7, nombre: 'Policía de la Provincia' });
await createOrganismo(db, { id: 8, nombre: 'Hospital Central' });

const list = (as: ConsoleClient) => as.get('/api/console/organismos');
const setPayroll = (payload: object, as = parametros, target = id) =>
  as.post(`/api/console/organismos/${target}/payroll`, payload);
const settings = {
  codigoDescuento: '341-B',
  diaCorte: 20,
  capacidadPorcentaje: 25.5,
  capacidadValidezDias: 45,
  reason: 'Convenio 2026',
};

describe('organismos', () => {
  it('any staff member reads the list, by name, with the payroll defaults', async () => {
    const res = await list(soporte);
    expect(res.statusCode).toBe(200);
    const { items } = res.json<{ items: ConsoleOrganismo[] }>();
    expect(items.map((o) => o.nombre)).toEqual(['Hospital Central', 'Policía de la Provincia']);
    expect(items[1]).toMatchObject({
      id,
      codigoDescuento: null,
      capacidadPorcentaje: 30,
      capacidadValidezDias: 60,
    });
  });

  it('parametros sets the payroll settings with a reason, audited with what changed', async () => {
    const res = await setPayroll(settings);
    expect(res.json()).toEqual({ Status: 200, Mensaje: organismoMessages.saved });
    const { items } = (await list(parametros)).json<{ items: ConsoleOrganismo[] }>();
    expect(items.find((o) => o.id === id)).toMatchObject({
      codigoDescuento: '341-B',
      diaCorte: 20,
      capacidadPorcentaje: 25.5,
      capacidadValidezDias: 45,
    });
    const [audit] = await db.query<{ before: object; after: object; reason: string }>(
      `SELECT before, after, reason FROM audit_log WHERE action = 'organismo.payroll' AND entity_id = $1`,
      [String(id)],
    );
    expect(audit).toEqual({
      before: { codigoDescuento: null, diaCorte: null, capacidadPorcentaje: 30, capacidadValidezDias: 60 },
      after: { codigoDescuento: '341-B', diaCorte: 20, capacidadPorcentaje: 25.5, capacidadValidezDias: 45 },
      reason: 'Convenio 2026',
    });
    expect((await setPayroll(settings)).json()).toEqual({
      Status: 400,
      Mensaje: organismoMessages.nothingChanged,
    });
  });

  it('refuses bad values, other roles and unknown organismos', async () => {
    expect((await setPayroll({ ...settings, diaCorte: 31 })).json()).toEqual({
      Status: 400,
      Mensaje: 'El día de corte va del 1 al 28',
    });
    expect((await setPayroll({ ...settings, capacidadPorcentaje: 30.123 })).statusCode).toBe(400);
    expect((await setPayroll({ ...settings, reason: '' })).statusCode).toBe(400);
    expect((await setPayroll(settings, soporte)).statusCode).toBe(403);
    expect((await setPayroll(settings, parametros, 999)).json()).toEqual({
      Status: 404,
      Mensaje: organismoMessages.notFound,
    });
  });

  it('parametros sets the name, short name, documents, army flag and CFT cap, audited', async () => {
    const general = {
      nombre: 'Policía de Córdoba',
      nombreCorto: 'POLICBA',
      requiereHaberes: false,
      esEjercito: false,
      cftMaximo: 180.5,
      reason: 'Nuevo convenio',
    };
    const send = (payload: object, as = parametros) =>
      as.post(`/api/console/organismos/${id}/general`, payload);
    expect((await send(general)).json()).toEqual({ Status: 200, Mensaje: organismoMessages.generalSaved });
    const { items } = (await list(parametros)).json<{ items: ConsoleOrganismo[] }>();
    expect(items.find((o) => o.id === id)).toMatchObject({
      nombre: 'Policía de Córdoba',
      nombreCorto: 'POLICBA',
      requiereHaberes: false,
      cftMaximo: 180.5,
    });
    const [audit] = await db.query<{ before: object; after: object }>(
      `SELECT before, after FROM audit_log WHERE action = 'organismo.general' AND entity_id = $1`,
      [String(id)],
    );
    expect(audit).toEqual({
      before: {
        nombre: 'Policía de la Provincia',
        nombreCorto: 'ORG7',
        requiereHaberes: true,
        cftMaximo: null,
      },
      after: {
        nombre: 'Policía de Córdoba',
        nombreCorto: 'POLICBA',
        requiereHaberes: false,
        cftMaximo: 180.5,
      },
    });
    expect((await send(general)).json().Mensaje).toBe(organismoMessages.nothingChanged);
    expect((await send({ ...general, cftMaximo: null })).statusCode).toBe(200);
    expect((await send({ ...general, cftMaximo: -3 })).json().Mensaje).toBe(
      'El tope de CFT debe ser mayor que 0',
    );
    expect((await send({ ...general, nombre: '' })).statusCode).toBe(400);
    expect((await send(general, soporte)).statusCode).toBe(403);
  });
});
