import { notificationMessages, type Notification } from '@portal/contract';
import type { Db } from '../../plugins/db';
import { HttpError } from '../../lib/http-error';
import { requireSession, type SessionBody } from '../accounts/index';
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

// One answer for a missing id and another member's id (design.md section 2): ids cannot be probed.
const noticeNotFound = () => new HttpError(404, notificationMessages.notFound);

export type NotificationsService = ReturnType<typeof createNotificationsService>;

export function createNotificationsService({ db }: NotificationsDeps) {
  return {
    async list(body: SessionBody, afterId: number) {
      const { memberId } = await requireSession(db, body);
      return (await notifications.listMemberNotifications(db, memberId, afterId)).map(toNotification);
    },

    /** Idempotent: acknowledging again keeps the first time. */
    async acknowledge(body: SessionBody, avisoId: number) {
      const { memberId } = await requireSession(db, body);
      if (!(await notifications.acknowledge(db, memberId, avisoId))) throw noticeNotFound();
    },

    /** Records that the member opened it; acknowledging stays a separate, explicit act. */
    async markViewed(body: SessionBody, avisoId: number) {
      const { memberId } = await requireSession(db, body);
      if (!(await notifications.markViewed(db, memberId, avisoId))) throw noticeNotFound();
    },
  };
}
