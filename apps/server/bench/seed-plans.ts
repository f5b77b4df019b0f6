// Prepares the plans bench database before the server opens it: migrations, demo data, and a capacity
// for socio@demo.com.ar large enough that every plan of the 10 x 12 'Préstamo Personal' grid is offered
// (the most work a TraePlanesDisponibles call can do on that line).
// Run as: node --import tsx bench/seed-plans.ts <DATA_DIR>
import path from 'node:path';
import { openPglite } from '../src/db/connection';
import { migrate } from '../src/db/migrate';
import { loadDemoData } from '../src/demo/index';
import { findMemberIdByMail } from '../src/modules/accounts/repository';
import { setCapacity } from '../src/modules/loan-request/repository';

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: seed-plans.ts <DATA_DIR>');

const db = await openPglite(path.join(dataDir, 'pgdata'));
await migrate(db);
await loadDemoData(db);
await setCapacity(db, (await findMemberIdByMail(db, 'socio@demo.com.ar'))!, 5_000_000);
await db.close();
