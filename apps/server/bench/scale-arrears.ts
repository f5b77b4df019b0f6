// The daily arrears job (installments/arrears-repository.ts runArrearsJob) on the scale database, for each
// date given, each in a transaction rolled back so the database is left as seeded. Prints one JSON line per
// date: seconds, and what the job changed. Run by bench/scale.mjs as:
//   node --import tsx bench/scale-arrears.ts <DATABASE_URL> <AAAA-MM-DD>...
import { createPgDb } from '../src/db/connection';
import { runArrearsJob } from '../src/modules/installments/arrears-repository';

const [url, ...dates] = process.argv.slice(2);
if (!url || dates.length === 0) throw new Error('usage: scale-arrears.ts <DATABASE_URL> <AAAA-MM-DD>...');

class RolledBack extends Error {}

const db = createPgDb(url, 1);
try {
  for (const fecha of dates) {
    let result: Record<string, unknown> = {};
    await db
      .transaction(async (tx) => {
        const [before] = await tx.query<{ impagas: number; vencidos: number }>(
          `SELECT (SELECT count(*)::int FROM loan_installments WHERE estado = 'pendiente' AND vencimiento < $1::date) AS impagas,
                  (SELECT count(*)::int FROM loans WHERE vencida_desde IS NOT NULL) AS vencidos`,
          [fecha],
        );
        const started = performance.now();
        await runArrearsJob(tx, fecha);
        const seconds = (performance.now() - started) / 1000;
        const [after] = await tx.query<{ vencidos: number; cambios: number }>(
          `SELECT (SELECT count(*)::int FROM loans WHERE vencida_desde IS NOT NULL) AS vencidos,
                  (SELECT count(*)::int FROM loan_situation_history WHERE fecha = $1::date) AS cambios`,
          [fecha],
        );
        result = {
          fecha,
          seconds,
          installmentsTurnedUnpaid: before!.impagas,
          loansLateBefore: before!.vencidos,
          loansLateAfter: after!.vencidos,
          situationChanges: after!.cambios,
        };
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    console.log(JSON.stringify(result));
  }
} finally {
  await db.close();
}
