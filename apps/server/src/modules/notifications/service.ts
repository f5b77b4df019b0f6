import { notificationMessages, type Notification } from '@portal/contract';
import type { Db } from '../../db/connection';
import { notFound } from '../../lib/http-error';
import * as notifications from './repository';

export interface NotificationsDeps {
  db: Db;
}

const toNotification = (n: notifications.NotificationRow): Notification => ({
  Id: n.id,
  Titulo: n.titulo,
  Descripcion: n.descripcion,
  Fecha: n.fecha.toISOString(),
  TomaConocimiento: n.toma_conocimiento,
});

// One answer for a missing id and another member's id (docs/product.md, "Calls"): ids cannot be probed.
const noticeNotFound = () => notFound(notificationMessages.notFound);

export type NotificationsService = ReturnType<typeof createNotificationsService>;

export function createNotificationsService({ db }: NotificationsDeps) {
  return {
    async list(memberId: number, afterId: number) {
      return (await notifications.listMemberNotifications(db, memberId, afterId)).map(toNotification);
    },

    /** Idempotent: acknowledging again keeps the first time. */
    async acknowledge(memberId: number, avisoId: number) {
      if (!(await notifications.acknowledge(db, memberId, avisoId))) throw noticeNotFound();
    },

    /** Records that the member opened it; acknowledging stays a separate, explicit act. */
    async markViewed(memberId: number, avisoId: number) {
      if (!(await notifications.markViewed(db, memberId, avisoId))) throw noticeNotFound();
    },
  };
}
