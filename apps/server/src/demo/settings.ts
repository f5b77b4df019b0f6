import type { Queryable } from '../db/connection';

/** A made-up account (both CBU check digits and the CUIT's valid), so that notices show how to pay. */
export const DEMO_BANK_ACCOUNT = {
  titular: 'Asociación Mutual de Ejemplo',
  cuit: '30709123455',
  cbu: '2850590940090418135201',
  alias: 'mutual.demo.cobros',
};

/**
 * The association's bank account, written as if a proposal had been approved: a newcomer sees one in
 * Ajustes and in the notices, and can propose another to walk the four eyes.
 */
export async function loadDemoSettings(tx: Queryable) {
  const { titular, cuit, cbu, alias } = DEMO_BANK_ACCOUNT;
  await tx.query(
    `UPDATE settings SET bank_titular = $1, bank_cuit = $2, bank_cbu = $3, bank_alias = $4 WHERE id = 1`,
    [titular, cuit, cbu, alias],
  );
}
