// `npm run audit:verify`: recomputes the audit log's hash chain (migration 027) on the database the
// configuration names (DATABASE_URL, else the embedded folder) and exits 1 when a row was changed or
// deleted behind the server's back.
import { ConfigError, loadConfig } from '../config';
import { LockedError } from '../db/data-dir-lock';
import { verifyAuditChain } from '../modules/audit/verify';
import { openDatabase } from '../start';

async function main() {
  const config = loadConfig();
  const { db, release } = await openDatabase(config);
  try {
    const report = await verifyAuditChain(db);
    if (report.ok) console.log(`Registro de auditoría íntegro: ${report.rows} filas verificadas.`);
    else
      console.log(
        `Registro de auditoría ALTERADO: la fila ${report.firstBroken} no coincide con la cadena ` +
          `(${report.rows} filas leídas).`,
      );
    console.log(JSON.stringify(report));
    return report.ok ? 0 : 2;
  } finally {
    await db.close();
    release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof LockedError) console.error(error.message);
    else console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
