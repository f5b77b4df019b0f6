import { settingsMessages, type Settings } from '@portal/contract';
import type { Db } from '../../db/connection';
import { HttpError } from '../../lib/http-error';
import { writeAudit } from '../audit/index';
import type { StaffActor } from '../../console/permissions';
import * as repo from './repository';

const toSettings = (r: repo.SettingsRow): Settings => ({
  supportEmail: r.support_email,
  supportWhatsapp: r.support_whatsapp,
  updatedAt: r.updated_at.toISOString(),
  updatedBy: r.updated_by,
});

type Contact = Pick<Settings, 'supportEmail' | 'supportWhatsapp'>;

export type SettingsService = ReturnType<typeof createSettingsService>;

export function createSettingsService({ db }: { db: Db }) {
  return {
    read: async () => toSettings(await repo.readSettings(db)),

    /** New settings, audited with what changed; the member app reads them on its next call. */
    async update(changes: Contact, reason: string, actor: StaffActor) {
      return db.transaction(async (tx) => {
        const current = toSettings(await repo.readSettings(tx, true));
        const changed = (Object.keys(changes) as (keyof Contact)[]).filter((k) => changes[k] !== current[k]);
        if (changed.length === 0) throw new HttpError(400, settingsMessages.nothingChanged);
        await repo.updateSettings(tx, changes, actor.staffId);
        await writeAudit(tx, {
          ...actor,
          action: 'settings.update',
          entity: 'settings',
          entityId: null,
          before: Object.fromEntries(changed.map((k) => [k, current[k]])),
          after: Object.fromEntries(changed.map((k) => [k, changes[k]])),
          reason,
        });
        return { Status: 200, Mensaje: settingsMessages.saved };
      });
    },
  };
}
