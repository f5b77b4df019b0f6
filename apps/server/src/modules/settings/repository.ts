import type { Queryable } from '../../db/connection';
import { one } from '../../db/connection';

export interface BankAccountRow {
  bank_titular: string | null;
  bank_cuit: string | null;
  bank_cbu: string | null;
  bank_alias: string | null;
}

export interface IdentityRow {
  identity_name: string | null;
  identity_cuit: string | null;
  identity_inaes: string | null;
  identity_address: string | null;
}

export interface SettingsRow extends BankAccountRow, IdentityRow {
  support_email: string;
  support_whatsapp: string | null;
  updated_at: Date;
  updated_by: string | null;
}

const select = (lock: boolean) =>
  `SELECT s.support_email, s.support_whatsapp, s.updated_at, st.email AS updated_by,
          s.bank_titular, s.bank_cuit, s.bank_cbu, s.bank_alias,
          s.identity_name, s.identity_cuit, s.identity_inaes, s.identity_address
     FROM settings s LEFT JOIN staff st ON st.id = s.updated_by WHERE s.id = 1${lock ? ' FOR UPDATE OF s' : ''}`;

/** The one settings row (migration 017 inserts it). */
export const readSettings = (q: Queryable, lock = false) => one<SettingsRow>(q, select(lock));

export const updateSettings = (
  q: Queryable,
  s: { supportEmail: string; supportWhatsapp: string | null },
  staffId: number,
) =>
  q.query(
    `UPDATE settings SET support_email = $1, support_whatsapp = $2, updated_at = now(), updated_by = $3
      WHERE id = 1`,
    [s.supportEmail, s.supportWhatsapp, staffId],
  );

export const updateBankAccount = (
  q: Queryable,
  a: { titular: string; cuit: string; cbu: string; alias: string },
) =>
  q.query(
    `UPDATE settings SET bank_titular = $1, bank_cuit = $2, bank_cbu = $3, bank_alias = $4 WHERE id = 1`,
    [a.titular, a.cuit, a.cbu, a.alias],
  );

export const updateIdentity = (
  q: Queryable,
  i: { razonSocial: string; cuit: string; matriculaInaes: string; domicilio: string },
  staffId: number,
) =>
  q.query(
    `UPDATE settings SET identity_name = $1, identity_cuit = $2, identity_inaes = $3, identity_address = $4,
            updated_at = now(), updated_by = $5
      WHERE id = 1`,
    [i.razonSocial, i.cuit, i.matriculaInaes, i.domicilio, staffId],
  );
