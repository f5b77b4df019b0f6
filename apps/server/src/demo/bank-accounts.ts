import { cbuOf, cuilOfDni } from '@portal/contract';
import type { Queryable } from '../db/connection';

/**
 * Every demo member's account to credit loans to (issue 25): a CBU with both check digits right at one of
 * a few banks, and the holder's CUIL made from the member's DNI with its check digit (27 for the women,
 * 20 for the men, as AFIP gives them). The accounts have been in force for 90 days, well past any brake a
 * recent change would put on a transfer; the member's CUIL is kept as the holder's.
 */
const women = new Set([
  'socio@demo.com.ar',
  'sin.disponible@demo.com.ar',
  'lucia.benitez@demo.com.ar',
  'sofia.romero@demo.com.ar',
  'valeria.medina@demo.com.ar',
  'paula.herrera@demo.com.ar',
  'gabriela.ruiz@demo.com.ar',
]);

/** Bank and branch (7 digits): Nación, Galicia, BBVA, Provincia de Buenos Aires, Santander. */
const banks = ['0110599', '0070999', '0170099', '0140999', '0720000'];

/** The demo account of a member: the same for the same member id and DNI on every load. */
export const demoBankAccount = (m: { id: number; mail: string; dni: string }) => ({
  cbu: cbuOf(banks[m.id % banks.length]!, `4000${String(m.id).padStart(9, '0')}`),
  cuitTitular: cuilOfDni(m.dni, women.has(m.mail) ? '27' : '20'),
});

/** After every other demo member exists: each gets an account and a CUIL. */
export async function loadDemoBankAccounts(tx: Queryable) {
  const members = await tx.query<{ id: number; mail: string; dni: string }>(
    'SELECT id, mail, dni FROM members ORDER BY id',
  );
  for (const m of members) {
    const { cbu, cuitTitular } = demoBankAccount(m);
    await tx.query(
      `INSERT INTO member_bank_accounts (member_id, cbu, cuit_titular, vigente_desde)
       VALUES ($1, $2, $3, now() - interval '90 days')`,
      [m.id, cbu, cuitTitular],
    );
    await tx.query('UPDATE members SET cuil = $2 WHERE id = $1', [m.id, cuitTitular]);
  }
}
