import { loanStates } from '@portal/contract';
import { MAIN_ORGANISMO_ID, OTHER_ORGANISMO_ID } from './organismos';

/**
 * The rest of the two payroll organismos' portfolio (issue 24): members with one loan in repayment each,
 * so that a month can be walked with results files that carry OK, partial and refused lines. They sign in
 * with the demo password like the others, but the README lists only the three main accounts.
 */
export const portfolioMembers = [
  ['lucia.benitez', '30111222', 'Lucía Belén', 'Benítez', MAIN_ORGANISMO_ID, '1980-01-17'],
  ['martin.acosta', '27444555', 'Martín Ezequiel', 'Acosta', MAIN_ORGANISMO_ID, '1979-06-02'],
  ['sofia.romero', '33666777', 'Sofía Daniela', 'Romero', MAIN_ORGANISMO_ID, '1988-09-30'],
  ['diego.sosa', '29888999', 'Diego Hernán', 'Sosa', MAIN_ORGANISMO_ID, '1982-12-11'],
  ['valeria.medina', '32555444', 'Valeria Soledad', 'Medina', MAIN_ORGANISMO_ID, '1986-04-25'],
  ['jorge.castro', '24333111', 'Jorge Luis', 'Castro', OTHER_ORGANISMO_ID, '1974-08-08'],
  ['paula.herrera', '34222888', 'Paula Andrea', 'Herrera', OTHER_ORGANISMO_ID, '1989-02-14'],
  ['ricardo.moreno', '26777333', 'Ricardo Daniel', 'Moreno', OTHER_ORGANISMO_ID, '1977-10-19'],
  ['gabriela.ruiz', '31999222', 'Gabriela Inés', 'Ruiz', OTHER_ORGANISMO_ID, '1984-05-06'],
].map(([user, dni, nombres, apellido, organismo, nacimiento], i) => ({
  mail: `${user}@demo.com.ar`,
  dni: dni as string,
  nombres: nombres as string,
  apellido: apellido as string,
  celular: `11${String(40000000 + i * 1_111_111)}`,
  nacimiento: nacimiento as string,
  domicilio: organismo === MAIN_ORGANISMO_ID ? 'Av. Corrientes 1500, CABA' : 'Av. Colón 800, Córdoba',
  organismo: organismo as number,
  ejercito: false,
  kind: 'socio de la cartera de demostración',
}));

/** One loan in repayment each: lines, amounts, terms and installments paid so far vary. */
export const portfolioLoans = {
  'lucia.benitez@demo.com.ar': { line: 'personal', monto: 450_000, cuotas: 12, paid: 3 },
  'martin.acosta@demo.com.ar': { line: 'personal', monto: 1_100_000, cuotas: 36, paid: 10 },
  'sofia.romero@demo.com.ar': { line: 'ayuda', monto: 180_000, cuotas: 9, paid: 2 },
  'diego.sosa@demo.com.ar': { line: 'personal', monto: 720_000, cuotas: 18, paid: 5 },
  'valeria.medina@demo.com.ar': { line: 'ayuda', monto: 240_000, cuotas: 12, paid: 7 },
  'jorge.castro@demo.com.ar': { line: 'personal', monto: 950_000, cuotas: 24, paid: 8 },
  'paula.herrera@demo.com.ar': { line: 'ayuda', monto: 120_000, cuotas: 6, paid: 1 },
  'ricardo.moreno@demo.com.ar': { line: 'personal', monto: 600_000, cuotas: 12, paid: 4 },
  'gabriela.ruiz@demo.com.ar': { line: 'personal', monto: 380_000, cuotas: 18, paid: 6 },
} as const;

/** In repayment for `paid` months, plus the month it took to transfer. */
export const portfolioLoan = (l: (typeof portfolioLoans)[keyof typeof portfolioLoans]) => ({
  line: l.line,
  estado: loanStates.deducting,
  monto: l.monto,
  cuotas: l.cuotas,
  paid: l.paid,
  daysAgo: 30 * l.paid + 35,
});
