import type { Queryable } from '../db/connection';
import { hashPassword } from '../lib/passwords';
import { findMemberIdByMail, insertMember } from '../modules/accounts/repository';
import { insertLoanLine } from '../modules/loans/new-loan-repository';
import type { RateTable } from '../modules/loan-math/rate-table';
import { insertRateTable, setCapacity } from '../modules/loan-request/repository';
import { DEMO_PASSWORD } from './accounts';
import { MAIN_ORGANISMO_ID } from './organismos';
import { DEMO_LINES } from './loans';

/**
 * Rate tables of the demo lines. The TNAs at 6/9/12 (Ayuda) and 12/18/24/36 (Personal) are those of the
 * demo loans, so old loans and new plans agree. 'Préstamo Personal' is the benchmark's line:
 * 10 amounts x 12 installment counts.
 */
export const DEMO_RATE_TABLES: Record<keyof typeof DEMO_LINES, RateTable> = {
  personal: {
    tnaByInstallments: {
      3: 70,
      6: 73,
      9: 76,
      12: 79,
      15: 81,
      18: 82.5,
      21: 84,
      24: 85.5,
      27: 87,
      30: 88.5,
      33: 90,
      36: 92,
    },
    minAmount: 100_000,
    maxAmount: 1_000_000,
    step: 100_000,
  },
  ayuda: {
    tnaByInstallments: {
      1: 55,
      2: 56,
      3: 57,
      4: 58.5,
      5: 60,
      6: 62,
      7: 63,
      8: 64,
      9: 65,
      10: 66,
      11: 67,
      12: 68,
    },
    minAmount: 50_000,
    maxAmount: 300_000,
    step: 25_000,
  },
};

/**
 * Monthly installment capacity as the organismos' payroll would report it. The demo loans already take
 * part of it (socio@: about 195,000 in active and in-flight loans; ejercito@: about 109,000; otro@: about
 * 49,000), so what is left gives each a grid with its top corner cut off, and pre-cancelling the active
 * loan visibly widens it (socio@, otro@). sin.disponible@ has none: 'Sin disponible'.
 */
export const DEMO_CAPACITIES: Record<string, number> = {
  'socio@demo.com.ar': 280_000,
  'ejercito@demo.com.ar': 220_000,
  'otro@demo.com.ar': 120_000,
  'sin.disponible@demo.com.ar': 0,
};

const noCreditMember = {
  mail: 'sin.disponible@demo.com.ar',
  dni: '33444555',
  nombres: 'Lucía',
  apellido: 'Benítez',
  celular: '1161234567',
  nacimiento: '1992-09-30',
  domicilio: 'Av. Corrientes 2100, CABA',
};

export const demoLoanRequestLogins = [
  {
    mail: noCreditMember.mail,
    password: DEMO_PASSWORD,
    description: "socio sin capacidad de descuento: ve 'Sin disponible'",
  },
];

/** After the demo accounts and loans: rate tables, the member without credit, and every capacity. */
export async function loadDemoLoanRequest(tx: Queryable) {
  for (const [line, table] of Object.entries(DEMO_RATE_TABLES)) {
    await insertRateTable(tx, await insertLoanLine(tx, DEMO_LINES[line as keyof typeof DEMO_LINES]), table);
  }
  await insertMember(tx, {
    dni: noCreditMember.dni,
    mail: noCreditMember.mail,
    nombres: noCreditMember.nombres,
    apellido: noCreditMember.apellido,
    celular: noCreditMember.celular,
    fechaNacimiento: noCreditMember.nacimiento,
    domicilio: noCreditMember.domicilio,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    ejercito: false,
    organismoId: MAIN_ORGANISMO_ID,
  });
  for (const [mail, capacidad] of Object.entries(DEMO_CAPACITIES)) {
    const memberId = await findMemberIdByMail(tx, mail);
    if (memberId === undefined) throw new Error(`demo member ${mail} is missing`);
    await setCapacity(tx, memberId, capacidad);
  }
}
