import type { Notification } from '@portal/contract/notifications';
import { ok, type StubReply } from '../../test/fetch-stub';

export const notification = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  Id: id,
  Titulo: `Aviso ${id}`,
  Descripcion: `Descripción del aviso ${id}`,
  Fecha: new Date(Date.UTC(2025, 2, id, 15, 5)).toISOString(),
  TomaConocimiento: false,
  ...overrides,
});

export const notificationList = (items: Notification[]): StubReply =>
  ok({ Mensaje: 'Notificaciones obtenidas', Notificaciones: items });
