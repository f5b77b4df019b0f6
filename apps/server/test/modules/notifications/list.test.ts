import { describe, expect, it } from 'vitest';
import { paths, serverMessages } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createSignedInMember } from '../../support/factories';
import { createNotification } from '../../support/content-factories';
import { addNotification } from '../../../src/modules/notifications/repository';

const { db, post } = await createTestApp();

const list = async (uat: string, NotificacionId?: number | string) => {
  const res = await post(paths.notifications, {
    UAT: uat,
    ...(NotificacionId === undefined ? {} : { NotificacionId }),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('TraeMisNotificaciones', () => {
  it("answers only the session member's notifications, newest date first, with every field", async () => {
    const me = await createSignedInMember(db);
    const other = await createSignedInMember(db);
    // Inserted out of date order: the answer follows Fecha, not insertion.
    const middle = await createNotification(db, me, {
      titulo: 'Cuota descontada',
      descripcion: 'Se descontó la cuota 3',
      fecha: '2025-02-10T12:00:00Z',
    });
    const newest = await createNotification(db, me, {
      titulo: 'Préstamo aprobado',
      descripcion: 'Ya puede confirmarlo',
      fecha: '2025-03-05T09:15:00Z',
    });
    const oldest = await createNotification(db, me, {
      titulo: 'Bienvenida',
      descripcion: 'Gracias por asociarse',
      fecha: '2025-01-02T15:00:00Z',
    });
    await createNotification(db, other, { titulo: 'De otro socio' });

    const body = await list(me.uat);
    expect(body).toEqual({
      Status: 200,
      Mensaje: serverMessages.ok,
      Notificaciones: [
        {
          Id: newest,
          Titulo: 'Préstamo aprobado',
          Descripcion: 'Ya puede confirmarlo',
          Fecha: '2025-03-05T09:15:00.000Z',
          TomaConocimiento: false,
        },
        {
          Id: middle,
          Titulo: 'Cuota descontada',
          Descripcion: 'Se descontó la cuota 3',
          Fecha: '2025-02-10T12:00:00.000Z',
          TomaConocimiento: false,
        },
        {
          Id: oldest,
          Titulo: 'Bienvenida',
          Descripcion: 'Gracias por asociarse',
          Fecha: '2025-01-02T15:00:00.000Z',
          TomaConocimiento: false,
        },
      ],
    });
    expect((await list(other.uat)).Notificaciones.map((n: { Titulo: string }) => n.Titulo)).toEqual([
      'De otro socio',
    ]);
  });

  it('answers an empty list for a member without notifications', async () => {
    const member = await createSignedInMember(db);
    expect(await list(member.uat)).toEqual({ Status: 200, Mensaje: serverMessages.ok, Notificaciones: [] });
  });

  it('treats NotificacionId N > 0 as "only those created after N", and 0 / "0" / missing as all', async () => {
    const member = await createSignedInMember(db);
    const first = await createNotification(db, member);
    const second = await createNotification(db, member);
    const third = await createNotification(db, member);
    const ids = async (n?: number | string) =>
      (await list(member.uat, n)).Notificaciones.map((x: { Id: number }) => x.Id);
    expect(await ids()).toEqual([third, second, first]);
    expect(await ids('0')).toEqual([third, second, first]);
    expect(await ids(0)).toEqual([third, second, first]);
    expect(await ids(String(first))).toEqual([third, second]);
    expect(await ids(second)).toEqual([third]);
    expect(await ids(third)).toEqual([]);
  });

  it('shows a notification written inside a transaction only if that transaction commits', async () => {
    const member = await createSignedInMember(db);
    await expect(
      db.transaction(async (tx) => {
        await addNotification(tx, member.id, { titulo: 'Revertida', descripcion: 'No debe quedar' });
        throw new Error('the loan change failed');
      }),
    ).rejects.toThrow('the loan change failed');
    const kept = await db.transaction((tx) =>
      addNotification(tx, member.id, { titulo: 'Confirmada', descripcion: 'Queda' }),
    );
    const body = await list(member.uat);
    expect(body.Notificaciones).toEqual([
      expect.objectContaining({ Id: kept, Titulo: 'Confirmada', TomaConocimiento: false }),
    ]);
  });

  it.each([
    [-1, 'NotificacionId debe ser un número entero entre 0 y 2147483647'],
    ['abc', 'NotificacionId debe ser un número entero entre 0 y 2147483647'],
    ['99999999999', 'NotificacionId debe ser un número entero entre 0 y 2147483647'],
    [1e20, 'NotificacionId debe ser un número entero entre 0 y 2147483647'],
  ])('refuses NotificacionId %j with 400', async (NotificacionId, mensaje) => {
    const member = await createSignedInMember(db);
    const res = await post(paths.notifications, { UAT: member.uat, NotificacionId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Status: 400, Mensaje: mensaje });
  });

  it.each([
    ['no token', {}],
    ['an unknown token', { uat: 'token-que-no-existe' }],
  ])('answers 401 with %s', async (_, body) => {
    const res = await post(paths.notifications, { ...body, NotificacionId: '0' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ Status: 401, Mensaje: serverMessages.noSession });
  });
});
