// Prepares the payroll bench database before the server opens it: migrations, demo data (the demo staff),
// and an organismo whose `count` members each have one loan 'Descontando'; inserted set-based, in seconds.
// Run as: node --import tsx bench/seed-payroll.ts <DATABASE_URL> <organismoId> <count>
import { loanStates } from '@portal/contract';
import { createPgDb } from '../src/db/connection';
import { migrate } from '../src/db/migrate';
import { loadDemoData } from '../src/demo/index';
import { insertLoanLine } from '../src/modules/loans/new-loan-repository';
import { loanTerms } from '../src/modules/loans/terms';

const [url, organismoText, countText] = process.argv.slice(2);
if (!url || !organismoText || !countText)
  throw new Error('usage: seed-payroll.ts <DATABASE_URL> <organismoId> <count>');
const organismoId = Number(organismoText);
const count = Number(countText);

const db = createPgDb(url, 2);
await migrate(db);
await loadDemoData(db);
const terms = loanTerms(600_000, 60, 12);
const lineId = await insertLoanLine(db, 'Préstamo Personal');
await db.transaction(async (tx) => {
  await tx.query(
    `INSERT INTO organismos (id, nombre, nombre_corto, requiere_haberes, es_ejercito, codigo_descuento)
     VALUES ($1, 'Organismo de la prueba de carga', 'CARGA', true, false, '900')`,
    [organismoId],
  );
  // The demo's password hash: nobody signs in as these members, the column only needs a real value.
  await tx.query(
    `INSERT INTO members (dni, mail, nombres, apellido, celular, fecha_nacimiento, password_hash, ejercito, organismo_id)
     SELECT (40000000 + g)::text, 'carga' || g || '@bench.test', 'Socio', 'Carga ' || g, '1155550000',
            DATE '1980-01-01', (SELECT password_hash FROM members ORDER BY id LIMIT 1), false, $1
       FROM generate_series(1, $2) g`,
    [organismoId, count],
  );
  await tx.query(
    `INSERT INTO loans (member_id, line_id, producto, estado, fecha, monto_prestado, saldo, monto_cuota,
                        cantidad_cuotas, cuotas_restantes, tna, cft, confirmed_at)
     SELECT m.id, $2, 'Préstamo Personal', $3, now() - interval '40 days', $4, $4, $5, $6, $6, $7, $8,
            now() - interval '40 days'
       FROM members m WHERE m.organismo_id = $1`,
    [
      organismoId,
      lineId,
      loanStates.deducting,
      terms.montoPrestado,
      terms.montoCuota,
      terms.cantidadCuotas,
      terms.tna,
      terms.cft,
    ],
  );
  await tx.query(
    `INSERT INTO loan_movements (loan_id, concepto, fecha, debito, credito, saldo)
     SELECT l.id, 'Acreditación del préstamo', l.fecha, l.monto_prestado, 0, l.monto_prestado
       FROM loans l JOIN members m ON m.id = l.member_id WHERE m.organismo_id = $1`,
    [organismoId],
  );
});
await db.query('ANALYZE');
await db.close();
