import {
  settingsMessages,
  type AssociationIdentity,
  type BankAccount,
  type Settings,
} from '@portal/contract';
import type { Db } from '../../db/connection';
import { HttpError } from '../../lib/http-error';
import { writeAudit } from '../audit/index';
import type { ProposalsService } from '../proposals/index';
import type { StaffActor } from '../../console/permissions';
import * as repo from './repository';
import {
  BANK_ACCOUNT_KIND,
  SETTINGS_ENTITY,
  SETTINGS_ID,
  pendingBankAccount,
  toBankAccount,
} from './bank-account';
import { toIdentity, updateIdentity } from './identity';

type Contact = Pick<Settings, 'supportEmail' | 'supportWhatsapp'>;

const toContact = (r: repo.SettingsRow): Contact => ({
  supportEmail: r.support_email,
  supportWhatsapp: r.support_whatsapp,
});

const sameAccount = (a: BankAccount, b: BankAccount | null) =>
  b !== null && a.titular === b.titular && a.cuit === b.cuit && a.cbu === b.cbu && a.alias === b.alias;

export type SettingsService = ReturnType<typeof createSettingsService>;

export function createSettingsService({ db, proposals }: { db: Db; proposals: ProposalsService }) {
  return {
    /** What members read (the support contact), without what only the console shows. */
    contact: async () => toContact(await repo.readSettings(db)),

    /** Everything the console's Ajustes shows, with a bank account change waiting for approval. */
    async read(): Promise<Settings> {
      const r = await repo.readSettings(db);
      return {
        ...toContact(r),
        updatedAt: r.updated_at.toISOString(),
        updatedBy: r.updated_by,
        bankAccount: toBankAccount(r),
        bankAccountProposal: await pendingBankAccount(db, proposals),
        identity: toIdentity(r),
      };
    },

    /**
     * A new bank account is only proposed: members send money to it, so a second administrador approves
     * it (four eyes). 409 while another change is waiting; 400 when it is the current one.
     */
    async proposeBankAccount(account: BankAccount, reason: string, actor: StaffActor) {
      return db.transaction(async (tx) => {
        const current = toBankAccount(await repo.readSettings(tx, true));
        if (sameAccount(account, current)) throw new HttpError(400, settingsMessages.bankAccountUnchanged);
        const proposalId = await proposals.propose(
          tx,
          {
            kind: BANK_ACCOUNT_KIND,
            entity: SETTINGS_ENTITY,
            entityId: SETTINGS_ID,
            payload: { ...account, anterior: current, reason },
            reason,
            pendingMessage: settingsMessages.bankAccountPending,
          },
          actor,
        );
        return { Status: 200, Mensaje: settingsMessages.bankAccountProposed, proposalId };
      });
    },

    /** The association's identity, changed at once and audited (identity.ts). */
    async updateIdentity(identity: AssociationIdentity, reason: string, actor: StaffActor) {
      await db.transaction((tx) => updateIdentity(tx, identity, reason, actor));
      return { Status: 200, Mensaje: settingsMessages.identitySaved };
    },

    /** New settings, audited with what changed; the member app reads them on its next call. */
    async update(changes: Contact, reason: string, actor: StaffActor) {
      return db.transaction(async (tx) => {
        const current = toContact(await repo.readSettings(tx, true));
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
