import type { AssociationIdentity } from '@portal/contract';
import type { Queryable } from '../db/connection';

/** Who the demo's association is: a made-up mutual (the CUIT's check digit is valid), in Córdoba. */
export const DEMO_IDENTITY: AssociationIdentity = {
  razonSocial: 'Asociación Mutual Solidaria del Centro',
  cuit: '30709123455',
  matriculaInaes: 'CBA 1234',
  domicilio: 'Av. Colón 1250, X5000 Córdoba',
};

/** A made-up account (both CBU check digits and the CUIT's valid), so that notices show how to pay. */
export const DEMO_BANK_ACCOUNT = {
  titular: DEMO_IDENTITY.razonSocial,
  cuit: DEMO_IDENTITY.cuit,
  cbu: '2850590940090418135201',
  alias: 'mutual.demo.cobros',
};

/**
 * The association's identity and bank account, the account written as if a proposal had been approved: a
 * newcomer sees both in Ajustes, on the documents and in the notices, and can propose another account to
 * walk the four eyes.
 */
export async function loadDemoSettings(tx: Queryable) {
  const { titular, cuit, cbu, alias } = DEMO_BANK_ACCOUNT;
  const i = DEMO_IDENTITY;
  await tx.query(
    `UPDATE settings SET bank_titular = $1, bank_cuit = $2, bank_cbu = $3, bank_alias = $4,
            identity_name = $5, identity_cuit = $6, identity_inaes = $7, identity_address = $8
      WHERE id = 1`,
    [titular, cuit, cbu, alias, i.razonSocial, i.cuit, i.matriculaInaes, i.domicilio],
  );
}
