import {
  printedIdentity,
  settingsMessages,
  type AssociationIdentity,
  type PrintedIdentity,
} from '@portal/contract';
import type { Queryable } from '../../db/connection';
import { HttpError } from '../../lib/http-error';
import type { StaffActor } from '../../console/permissions';
import { writeAudit } from '../audit/index';
import * as repo from './repository';

/** The identity of a settings row; null until an administrador has set it (the form sets all four). */
export const toIdentity = (r: repo.IdentityRow): AssociationIdentity | null =>
  r.identity_name === null ||
  r.identity_cuit === null ||
  r.identity_inaes === null ||
  r.identity_address === null
    ? null
    : {
        razonSocial: r.identity_name,
        cuit: r.identity_cuit,
        matriculaInaes: r.identity_inaes,
        domicilio: r.identity_address,
      };

/**
 * What documents and e-mails print about the association, read in the caller's transaction. Before an
 * administrador sets the identity, what is known is printed: the holder and CUIT of the bank account
 * members pay to, else a generic name.
 */
export async function readPrintedIdentity(q: Queryable): Promise<PrintedIdentity> {
  const r = await repo.readSettings(q);
  return printedIdentity({
    razonSocial: r.identity_name ?? r.bank_titular,
    cuit: r.identity_cuit ?? r.bank_cuit,
    matriculaInaes: r.identity_inaes,
    domicilio: r.identity_address,
  });
}

const same = (a: AssociationIdentity, b: AssociationIdentity | null) =>
  b !== null && (Object.keys(a) as (keyof AssociationIdentity)[]).every((k) => a[k] === b[k]);

/**
 * A new identity, at once (it names the association; it moves no money, so one administrador decides),
 * audited with what it was. Documents already issued keep what they printed.
 */
export async function updateIdentity(
  tx: Queryable,
  identity: AssociationIdentity,
  reason: string,
  actor: StaffActor,
) {
  const before = toIdentity(await repo.readSettings(tx, true));
  if (same(identity, before)) throw new HttpError(400, settingsMessages.identityUnchanged);
  await repo.updateIdentity(tx, identity, actor.staffId);
  await writeAudit(tx, {
    ...actor,
    action: 'settings.identity',
    entity: 'settings',
    entityId: null,
    before,
    after: identity,
    reason,
  });
}
