// `npm run seed:scale -- [--database scale] [--scale 1] [--seed 24]`: a PostgreSQL database the size of a
// large association (month-end.md section 7: about 200,000 members, 1,000,000 loans with their installments
// and about 20 million movements), for `npm run bench`. Never part of the tests or CI.
//
// The rows are what the server's own rules write (cli/scale/plan.ts), streamed with COPY: the loaded tables'
// indexes and foreign keys are dropped first and rebuilt after, as a restore does. The database is made
// (or remade) on DATABASE_URL's server under the name given; an existing one that an earlier seed did not
// make is refused (prepareDatabase).
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { argentineDay } from '@portal/contract/argentine-day';
import { createPgDb, type Db } from '../db/connection';
import { migrate } from '../db/migrate';
import { numericOf } from '../db/numeric';
import { loadDemoStaff } from '../demo/staff';
import { loadDemoSettings } from '../demo/settings';
import { hashPassword } from '../lib/passwords';
import { insertLoanLine } from '../modules/loans/new-loan-repository';
import { ordersFile, type OrderLine } from '../modules/payroll/orders';
import { TableCopy } from './scale/copy';
import {
  LINES,
  ORGANISMOS,
  dniOf,
  memberOf,
  orderMov,
  periodsOf,
  planLoan,
  simulateLoan,
  sizeFor,
  loanTermsOf,
  type Context,
} from './scale/plan';

const usage = `Uso: DATABASE_URL=postgres://usuario@host:5432/base npm run seed:scale -- [opciones]
  --database <nombre>   base a crear o rehacer en ese servidor (por defecto: scale)
  --scale <fracción>    tamaño: 1 = 200.000 socios y 1.000.000 de préstamos (por defecto); 0.01 para desarrollo
  --seed <número>       semilla de los datos (por defecto: 24)
Solo PostgreSQL. Una base existente que no sea de una siembra anterior no se toca.`;

class UsageError extends Error {}

/** The database's comment says what it holds: refused unless it is ours (or empty). */
const SCALE_MARK = 'portal:scale';

const TABLES = [
  'members',
  'loans',
  'loan_installments',
  'loan_movements',
  'loan_situation_history',
  'payroll_order_lines',
];

const seconds = (from: number) => (performance.now() - from) / 1000;
const fmt = (s: number) => `${s.toFixed(1)} s`;

function urlFor(base: string, database: string) {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Makes `database` empty and ours: created when it does not exist, dropped and made again when an earlier
 * seed marked it (its comment). Any other existing database is refused, even empty: it may be someone's
 * (the tests' `test`, a server's before its first start).
 */
async function prepareDatabase(adminUrl: string, database: string) {
  const own = new URL(adminUrl).pathname.slice(1);
  const admin = own === database ? urlFor(adminUrl, 'postgres') : adminUrl;
  await withClient(admin, async (c) => {
    const [found] = (
      await c.query<{ mark: string | null }>(
        `SELECT shobj_description(oid, 'pg_database') AS mark FROM pg_database WHERE datname = $1`,
        [database],
      )
    ).rows;
    if (found && !found.mark?.startsWith(SCALE_MARK))
      throw new UsageError(
        `La base ${database} ya existe y no es de una siembra de escala: no se toca. Use otra --database.`,
      );
    if (found) await c.query(`DROP DATABASE ${database} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${database}`);
    await c.query(`COMMENT ON DATABASE ${database} IS '${SCALE_MARK}: cargando'`);
  });
}

interface Dropped {
  indexes: { tbl: string; name: string; def: string }[];
  foreignKeys: { tbl: string; name: string; def: string }[];
}

/** The loaded tables' indexes (except primary keys) and every foreign key to or from them, dropped. */
async function dropForLoad(db: Db): Promise<Dropped> {
  const indexes = await db.query<{ tbl: string; name: string; def: string }>(
    `SELECT c.relname AS tbl, i.relname AS name, pg_get_indexdef(x.indexrelid) AS def
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class c ON c.oid = x.indrelid
      WHERE c.relname = ANY($1) AND c.relnamespace = 'public'::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid)
      ORDER BY c.relname, i.relname`,
    [TABLES],
  );
  const foreignKeys = await db.query<{ tbl: string; name: string; def: string }>(
    `SELECT conrelid::regclass::text AS tbl, conname AS name, pg_get_constraintdef(oid) AS def
       FROM pg_constraint
      WHERE contype = 'f' AND (conrelid::regclass::text = ANY($1) OR confrelid::regclass::text = ANY($1))
      ORDER BY 1, 2`,
    [TABLES],
  );
  for (const f of foreignKeys) await db.query(`ALTER TABLE ${f.tbl} DROP CONSTRAINT ${f.name}`);
  for (const i of indexes) await db.query(`DROP INDEX ${i.name}`);
  return { indexes, foreignKeys };
}

/** Integer cents as numeric text, as numericOf writes them, without going through a float (hot loop). */
function cents(c: number): string {
  if (!Number.isSafeInteger(c) || c < 0) return numericOf(c);
  const s = String(c);
  return c < 10 ? `0.0${s}` : c < 100 ? `0.${s}` : `${s.slice(0, -2)}.${s.slice(-2)}`;
}

async function main(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      database: { type: 'string', default: 'scale' },
      scale: { type: 'string', default: '1' },
      seed: { type: 'string', default: '24' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) throw new UsageError();
  const database = values.database;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(database))
    throw new UsageError('--database: minúsculas, dígitos y _ (un nombre de base de PostgreSQL)');
  const scale = Number(values.scale);
  if (!(scale > 0 && scale <= 1)) throw new UsageError('--scale: una fracción mayor que 0 y hasta 1');
  const seed = Number(values.seed);
  if (!Number.isSafeInteger(seed)) throw new UsageError('--seed: un número entero');
  const adminUrl = process.env.DATABASE_URL?.trim();
  if (!adminUrl || !/^postgres(ql)?:/.test(adminUrl))
    throw new UsageError('Falta DATABASE_URL (postgres://...): la siembra de escala es solo para PostgreSQL');

  const started = performance.now();
  const size = sizeFor(scale);
  const today = argentineDay(new Date());
  const ctx: Context = { seed, members: size.members, loans: size.loans, today };
  const { lastPosted } = periodsOf(today);
  const url = urlFor(adminUrl, database);
  console.log(
    `Siembra de escala en ${database}: ${size.members} socios, ${size.loans} préstamos, fecha ${today}, ` +
      `último período imputado ${lastPosted}`,
  );
  const timings: { what: string; rows: number | null; s: number }[] = [];
  const time = async <T>(what: string, fn: () => Promise<T>, rows?: (r: T) => number) => {
    const t = performance.now();
    const result = await fn();
    const s = seconds(t);
    timings.push({ what, rows: rows ? rows(result) : null, s });
    console.log(`  ${what}: ${fmt(s)}${rows ? ` (${rows(result)} filas)` : ''}`);
    return result;
  };

  await time('base creada', () => prepareDatabase(adminUrl, database));
  const db = createPgDb(url, 2);
  try {
    await time('migraciones', () => migrate(db));
    // The demo staff (password Demo1234) sign in to the console for the bench; no demo members or loans.
    await loadDemoStaff(db);
    await loadDemoSettings(db);
    const [tesoreria] = await db.query<{ id: number }>(
      `SELECT id FROM staff WHERE email = 'tesoreria@staff.demo.com.ar'`,
    );
    for (const o of ORGANISMOS)
      await db.query(
        `INSERT INTO organismos (id, nombre, nombre_corto, requiere_haberes, es_ejercito, codigo_descuento, dia_corte)
         VALUES ($1, $2, $3, true, $4, $5, $6)`,
        [o.id, o.nombre, o.nombreCorto, o.esEjercito, o.codigoDescuento, o.diaCorte],
      );
    const lineIds: number[] = [];
    for (const l of LINES) lineIds.push(await insertLoanLine(db, l.nombre));
    const dropped = await dropForLoad(db);

    // Members.
    const passwordHash = await hashPassword('Demo1234');
    await time(
      'members (COPY)',
      async () => {
        const w = await TableCopy.open(url, 'members', [
          'id',
          'dni',
          'mail',
          'nombres',
          'apellido',
          'celular',
          'fecha_nacimiento',
          'password_hash',
          'ejercito',
          'organismo_id',
          'created_at',
          'updated_at',
        ]);
        for (let id = 1; id <= size.members; id++) {
          const m = memberOf(seed, id);
          const since = `${2015 + (id % 10)}-03-01T12:00:00.000-03:00`;
          w.row([
            m.id,
            m.dni,
            m.mail,
            m.nombres,
            m.apellido,
            m.celular,
            m.fechaNacimiento,
            passwordHash,
            m.ejercito,
            m.organismoId,
            since,
            since,
          ]);
          const wait = w.ready();
          if (wait) await wait;
        }
        return w.end();
      },
      (n) => n,
    );

    // Loans with their installments, movements, situation history and last period's orders, in one pass.
    const counts = { estado: new Map<string, number>(), situacion: [0, 0, 0, 0, 0, 0], alDia: 0 };
    const changed = new Map<number, OrderLine[]>();
    const ordered = new Map<number, { lines: number; total: number }>();
    const streamed = await time(
      'loans, loan_installments, loan_movements, loan_situation_history, payroll_order_lines (COPY, a la vez)',
      async () => {
        const loans = await TableCopy.open(url, 'loans', [
          'id',
          'member_id',
          'line_id',
          'producto',
          'estado',
          'fecha',
          'monto_prestado',
          'saldo',
          'monto_cuota',
          'cantidad_cuotas',
          'cuotas_restantes',
          'tna',
          'cft',
          'confirmed_at',
          'created_at',
          'updated_at',
          'monto_en_mora',
          'vencida_desde',
          'situacion',
        ]);
        const installments = await TableCopy.open(url, 'loan_installments', [
          'loan_id',
          'numero',
          'periodo',
          'vencimiento',
          'capital',
          'interes',
          'iva',
          'importe',
          'aplicado_iva',
          'aplicado_interes',
          'aplicado_capital',
          'estado',
          'fecha_pago',
          'devengada',
        ]);
        const movements = await TableCopy.open(url, 'loan_movements', [
          'id',
          'loan_id',
          'concepto',
          'fecha',
          'debito',
          'credito',
          'saldo',
          'created_at',
        ]);
        const history = await TableCopy.open(url, 'loan_situation_history', [
          'id',
          'loan_id',
          'fecha',
          'desde',
          'hasta',
          'dias',
          'created_at',
        ]);
        const orderLines = await TableCopy.open(url, 'payroll_order_lines', [
          'organismo_id',
          'period',
          'loan_id',
          'cuota_desde',
          'cuota',
          'cuotas',
          'mov',
          'importe',
        ]);
        const writers = [loans, installments, movements, history, orderLines];
        let movementId = 0;
        let historyId = 0;
        const step = Math.max(1, Math.floor(size.loans / 10));
        const t0 = performance.now();
        try {
          for (let id = 1; id <= size.loans; id++) {
            const plan = planLoan(ctx, id);
            const terms = loanTermsOf(plan);
            let saldo = 0;
            let restantes = plan.cuotas;
            let mora = 0;
            let vencida: string | null = null;
            let situacion = 1;
            let estado = plan.estado;
            let updatedAt = plan.fecha;
            if (plan.transfer) {
              const h = simulateLoan(ctx, plan);
              estado = h.summary.pagado ? 'Cancelado' : 'Descontando';
              if (estado !== plan.estado)
                throw new Error(`loan ${id}: planned ${plan.estado}, simulated ${estado}`);
              saldo = h.summary.saldo;
              restantes = h.summary.restantes;
              mora = h.summary.adeudado;
              vencida = h.summary.vencidaDesde;
              situacion = h.situacion;
              updatedAt = h.updatedAt;
              for (const i of h.rows)
                installments.row([
                  id,
                  i.numero,
                  i.periodo,
                  i.vencimiento,
                  cents(i.capital),
                  cents(i.interes),
                  cents(i.iva),
                  cents(i.importe),
                  cents(i.aplicado.iva),
                  cents(i.aplicado.interes),
                  cents(i.aplicado.capital),
                  i.estado,
                  i.fechaPago,
                  i.devengada,
                ]);
              for (const m of h.movements)
                movements.row([
                  ++movementId,
                  id,
                  m.concepto,
                  m.fecha,
                  cents(m.debito),
                  cents(m.credito),
                  cents(m.saldo),
                  m.fecha,
                ]);
              for (const s of h.history)
                history.row([
                  ++historyId,
                  id,
                  s.fecha,
                  s.desde,
                  s.hasta,
                  s.dias,
                  `${s.fecha}T06:00:00.000-03:00`,
                ]);
              const mov = orderMov(h.orders);
              if (mov !== undefined) {
                const o = (mov === 'B' ? h.orders.previous : h.orders.last)!;
                const importe = mov === 'B' ? 0 : o.importe;
                orderLines.row([
                  plan.organismoId,
                  lastPosted,
                  id,
                  o.cuotaDesde,
                  o.cuota,
                  plan.cuotas,
                  mov,
                  cents(importe),
                ]);
                if (mov !== 'B') {
                  const sum = ordered.get(plan.organismoId) ?? { lines: 0, total: 0 };
                  sum.lines += 1;
                  sum.total += importe;
                  ordered.set(plan.organismoId, sum);
                }
                if (mov !== null) {
                  const list = changed.get(plan.organismoId) ?? [];
                  list.push({
                    loanId: id,
                    dni: dniOf(plan.memberId),
                    cuil: null,
                    legajo: null,
                    cuotaDesde: o.cuotaDesde,
                    cuota: o.cuota,
                    cuotas: plan.cuotas,
                    importe,
                    mov,
                  });
                  changed.set(plan.organismoId, list);
                }
              }
            }
            counts.estado.set(estado, (counts.estado.get(estado) ?? 0) + 1);
            if (estado === 'Descontando') {
              counts.situacion[situacion]! += 1;
              if (vencida === null) counts.alDia += 1;
            }
            loans.row([
              id,
              plan.memberId,
              lineIds[plan.lineIndex]!,
              plan.line.nombre,
              estado,
              plan.fecha,
              plan.monto.toFixed(2),
              cents(saldo),
              terms.montoCuota.toFixed(2),
              plan.cuotas,
              restantes,
              terms.tna.toFixed(2),
              terms.cft.toFixed(2),
              plan.confirmedAt,
              plan.fecha,
              updatedAt,
              cents(mora),
              vencida,
              situacion,
            ]);
            for (const w of writers) {
              const wait = w.ready();
              if (wait) await wait;
            }
            if (id % step === 0)
              console.log(
                `    ${Math.round((id / size.loans) * 100)}% (${id} préstamos, ${movementId} movimientos) ${fmt(seconds(t0))}`,
              );
          }
          const rows: Record<string, number> = {};
          for (const w of writers) rows[w.table] = await w.end();
          return rows;
        } catch (error) {
          for (const w of writers) await w.abort();
          throw error;
        }
      },
    );
    for (const [table, rows] of Object.entries(streamed)) console.log(`    ${table}: ${rows} filas`);

    // The last posted period of each organismo: its orders file as the server writes it.
    const generated = `${lastPosted.slice(0, 4)}-${lastPosted.slice(4)}`;
    for (const o of ORGANISMOS) {
      const sum = ordered.get(o.id);
      if (!sum) continue;
      const file = ordersFile(
        {
          organismoId: o.id,
          period: lastPosted,
          generated: `${generated}-${String(o.diaCorte).padStart(2, '0')}`,
          codigoDescuento: o.codigoDescuento,
        },
        changed.get(o.id) ?? [],
      );
      const bytes = Buffer.from(file.text, 'utf8');
      await db.query(
        `INSERT INTO payroll_periods (organismo_id, period, state, orders_file, orders_sha256, file_lines, file_total,
                                      ordered_lines, ordered_total, generated_by, generated_at)
         VALUES ($1, $2, 'posted', $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          o.id,
          lastPosted,
          bytes,
          createHash('sha256').update(bytes).digest('hex'),
          file.count,
          cents(file.totalCents),
          sum.lines,
          cents(sum.total),
          tesoreria!.id,
          `${generated}-${String(o.diaCorte).padStart(2, '0')}T10:00:00-03:00`,
        ],
      );
    }

    // Indexes and foreign keys back, per table.
    await db.query(`SET maintenance_work_mem = '512MB'`);
    for (const table of TABLES) {
      const defs = dropped.indexes.filter((i) => i.tbl === table);
      const fks = dropped.foreignKeys.filter((f) => f.tbl === table);
      await time(`${table}: ${defs.length} índices y ${fks.length} claves foráneas`, async () => {
        await db.withConnection(async (c) => {
          await c.exec(`SET maintenance_work_mem = '512MB'`);
          for (const i of defs) await c.exec(i.def);
          for (const f of fks) await c.exec(`ALTER TABLE ${f.tbl} ADD CONSTRAINT ${f.name} ${f.def}`);
        });
      });
    }
    for (const f of dropped.foreignKeys.filter((k) => !TABLES.includes(k.tbl)))
      await db.query(`ALTER TABLE ${f.tbl} ADD CONSTRAINT ${f.name} ${f.def}`);
    for (const [table, column] of [
      ['members', 'id'],
      ['loans', 'id'],
      ['loan_movements', 'id'],
      ['loan_situation_history', 'id'],
    ] as const)
      await db.query(
        `SELECT setval(pg_get_serial_sequence('${table}', '${column}'), GREATEST((SELECT max(${column}) FROM ${table}), 1))`,
      );
    // The seeded arrears are the daily job's for today: the server does not run it again today.
    await db.query(`INSERT INTO daily_job_runs (job, fecha) VALUES ('arrears', $1) ON CONFLICT DO NOTHING`, [
      today,
    ]);
    // The seeded paid-off loans' libre deuda is issued on demand only: 210,000 PDFs rendered by the server
    // in the background would weigh on every figure the bench measures (migration 040's queue).
    await db.query('DELETE FROM loan_certificate_queue');
    await time('ANALYZE', () => db.query('ANALYZE'));
    await db.query(
      `COMMENT ON DATABASE ${database} IS '${SCALE_MARK} scale=${scale} seed=${seed} fecha=${today}'`,
    );

    const total = seconds(started);
    console.log(`\nEstados: ${[...counts.estado].map(([e, n]) => `${e} ${n}`).join(', ')}`);
    const deducting = counts.estado.get('Descontando') ?? 0;
    console.log(
      `Préstamos en descuento al día: ${counts.alDia} (${((counts.alDia / Math.max(1, deducting)) * 100).toFixed(1)}%); ` +
        `por situación: ${[1, 2, 3, 4, 5]
          .map(
            (s) =>
              `${s}: ${counts.situacion[s]} (${((counts.situacion[s]! / Math.max(1, deducting)) * 100).toFixed(1)}%)`,
          )
          .join(', ')}`,
    );
    console.log(`\n| paso | filas | segundos |\n| --- | ---: | ---: |`);
    for (const t of timings) console.log(`| ${t.what} | ${t.rows ?? ''} | ${t.s.toFixed(1)} |`);
    console.log(`| total | | ${total.toFixed(1)} |`);
    console.log(
      `\nListo: ${url.replace(/\/\/[^@/]*@/, '//')} (personal de demostración, contraseña Demo1234)`,
    );
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) console.error(error.message ? `${error.message}\n\n${usage}` : usage);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
