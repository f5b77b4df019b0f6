import type { Db } from '../../src/db/connection';
import { insertNews, type NewNews } from '../../src/modules/news/repository';
import { addNotification, type NewNotification } from '../../src/modules/notifications/repository';

/** A news item; for everyone unless `organismoId` is given. Returns its id. */
export const createNews = (db: Db, n: Partial<NewNews> = {}) =>
  insertNews(db, { titulo: 'Novedad de prueba', texto: '<p>Texto de la novedad</p>', ...n });

/** A notification of `member`, not yet acknowledged. Returns its id. */
export const createNotification = (db: Db, member: { id: number }, n: Partial<NewNotification> = {}) =>
  addNotification(db, member.id, { titulo: 'Aviso de prueba', descripcion: 'Descripción del aviso', ...n });
