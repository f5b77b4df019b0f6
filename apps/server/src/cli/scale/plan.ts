/**
 * The scale seeder's pure part (`npm run seed:scale`, month-end.md section 7): who the members are, what
 * each loan is, and what payroll did with each of its installments since it was transferred, written by the
 * server's own rules (the French schedule of loan-math, `postLine` of payroll posting, `summarize` of the
 * installments ledger), so that the rows are what the server itself would have written.
 *
 * No database, no clock: the business date is passed in, and every random choice comes from a generator
 * seeded by the loan's (or member's) number, so a loan is the same whatever else is generated.
 */
import { loanStates } from '@portal/contract';
import {
  daysLate,
  firstPeriodAfter,
  situation,
  summarize,
  buildSchedule,
  SITUATION_MAX_DAYS,
  type LoanSummary,
  type Situacion,
  type StoredInstallment,
} from '../../modules/installments/index';
import { addMonths, daysBetween } from '../../modules/installments/dates';
import { refreshStates } from '../../modules/installments/schedule';
import { loanTerms } from '../../modules/loans/terms';
import { postLine, type Movement } from '../../modules/payroll/posting';
import { standingOrder } from '../../modules/payroll/orders';

/** mulberry32: small, fast, and good enough to pick realistic data. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One generator per (seed, kind, number): independent streams for members and loans. */
const streamOf = (seed: number, kind: number, n: number) =>
  random(Math.imul(seed ^ (kind * 0x9e3779b1), 0x85ebca6b) ^ Math.imul(n, 0xc2b2ae35));

function pick<T>(r: () => number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((s, [, w]) => s + w, 0);
  let x = r() * total;
  for (const [value, weight] of choices) {
    x -= weight;
    if (x < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

const between = (r: () => number, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));

/** Full size: about 200,000 members and 1,000,000 loans. */
export const FULL_SIZE = { members: 200_000, loans: 1_000_000 } as const;

export function sizeFor(scale: number) {
  if (!(scale > 0 && scale <= 1))
    throw new RangeError(`scale must be more than 0 and at most 1, got ${scale}`);
  return {
    members: Math.max(50, Math.round(FULL_SIZE.members * scale)),
    loans: Math.max(250, Math.round(FULL_SIZE.loans * scale)),
  };
}

export interface OrganismoSeed {
  id: number;
  nombre: string;
  nombreCorto: string;
  esEjercito: boolean;
  codigoDescuento: string;
  diaCorte: number;
  /** Share of the members. */
  peso: number;
}

/** Twelve employers of very different sizes: the largest holds a fifth of the members. */
export const ORGANISMOS: readonly OrganismoSeed[] = [
  ['Ministerio de Educación', 'EDUCACION', 20],
  ['Policía de la Provincia', 'POLICIA', 14],
  ['Ministerio de Salud', 'SALUD', 12],
  ['Ejército Argentino', 'EJERCITO', 10],
  ['ANSES - Jubilados y Pensionados', 'ANSES', 10],
  ['Servicio Penitenciario', 'PENITENCIARIO', 7],
  ['Poder Judicial', 'JUDICIAL', 6],
  ['Municipalidad de la Capital', 'MUNICIPIO', 6],
  ['Universidad Nacional', 'UNIVERSIDAD', 5],
  ['Gendarmería Nacional', 'GENDARMERIA', 4],
  ['Armada Argentina', 'ARMADA', 3],
  ['Correo Oficial', 'CORREO', 3],
].map(([nombre, nombreCorto, peso], k) => ({
  id: k + 1,
  nombre: nombre as string,
  nombreCorto: nombreCorto as string,
  esEjercito: nombreCorto === 'EJERCITO',
  codigoDescuento: String(301 + k),
  diaCorte: 15 + (k % 3) * 5,
  peso: peso as number,
}));

const NOMBRES = [
  'María',
  'Juan',
  'Ana',
  'Carlos',
  'Laura',
  'Jorge',
  'Silvia',
  'Luis',
  'Graciela',
  'Roberto',
  'Patricia',
  'Daniel',
  'Claudia',
  'Miguel',
  'Mónica',
  'José',
  'Marcela',
  'Ricardo',
  'Sandra',
  'Héctor',
  'Verónica',
  'Sergio',
  'Gabriela',
  'Alejandro',
  'Lucía',
  'Martín',
  'Florencia',
  'Diego',
  'Romina',
  'Pablo',
  'Natalia',
  'Fernando',
  'Valeria',
  'Gustavo',
  'Andrea',
  'Raúl',
  'Carolina',
  'Oscar',
  'Paula',
  'Néstor',
];
const APELLIDOS = [
  'González',
  'Rodríguez',
  'Gómez',
  'Fernández',
  'López',
  'Díaz',
  'Martínez',
  'Pérez',
  'García',
  'Sánchez',
  'Romero',
  'Sosa',
  'Álvarez',
  'Torres',
  'Ruiz',
  'Ramírez',
  'Flores',
  'Acosta',
  'Benítez',
  'Medina',
  'Suárez',
  'Herrera',
  'Aguirre',
  'Pereyra',
  'Gutiérrez',
  'Giménez',
  'Molina',
  'Silva',
  'Castro',
  'Rojas',
  'Ortiz',
  'Núñez',
  'Luna',
  'Juárez',
  'Cabrera',
  'Ríos',
  'Ferreyra',
  'Godoy',
  'Morales',
  'Domínguez',
  'Moreno',
  'Peralta',
  'Vega',
  'Carrizo',
  'Quiroga',
  'Castillo',
  'Ledesma',
  'Muñoz',
  'Ojeda',
  'Ponce',
];
const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const organismoWeights = ORGANISMOS.map((o) => [o.id, o.peso] as const);

export interface MemberSeed {
  id: number;
  dni: string;
  mail: string;
  nombres: string;
  apellido: string;
  celular: string;
  fechaNacimiento: string;
  organismoId: number;
  ejercito: boolean;
}

/** The DNI of member `id`: 8 digits, unique by construction. */
export const dniOf = (id: number) => String(14_000_000 + id * 37);

/** The organismo of member `id` (the first draw of its stream, as memberOf makes it). */
export const organismoOf = (seed: number, id: number) => pick(streamOf(seed, 1, id), organismoWeights);

/** Member `id` (1-based): a person of one organismo. */
export function memberOf(seed: number, id: number): MemberSeed {
  const r = streamOf(seed, 1, id);
  const organismoId = pick(r, organismoWeights);
  const nombres = NOMBRES[Math.floor(r() * NOMBRES.length)]!;
  const apellido = APELLIDOS[Math.floor(r() * APELLIDOS.length)]!;
  const year = between(r, 1958, 2002);
  return {
    id,
    dni: dniOf(id),
    mail: `${ascii(nombres)}.${ascii(apellido)}.${id}@socios.test`,
    nombres,
    apellido,
    celular: `11${String(40_000_000 + ((id * 7919) % 59_999_999)).padStart(8, '0')}`,
    fechaNacimiento: `${year}-${String(between(r, 1, 12)).padStart(2, '0')}-${String(between(r, 1, 28)).padStart(2, '0')}`,
    organismoId,
    ejercito: ORGANISMOS[organismoId - 1]!.esEjercito,
  };
}

/** The lines offered, with their TNA. */
export const LINES = [
  { nombre: 'Préstamo Personal', tna: 85 },
  { nombre: 'Ayuda Económica', tna: 62 },
  { nombre: 'Préstamo Especial', tna: 98 },
] as const;

const AMOUNTS: readonly (readonly [number, number])[] = [
  [150_000, 6],
  [200_000, 8],
  [300_000, 10],
  [400_000, 10],
  [500_000, 12],
  [600_000, 10],
  [800_000, 9],
  [1_000_000, 9],
  [1_200_000, 7],
  [1_500_000, 7],
  [2_000_000, 5],
  [2_500_000, 4],
  [3_000_000, 3],
];
const TERMS: readonly (readonly [number, number])[] = [
  [6, 12],
  [9, 10],
  [12, 30],
  [18, 18],
  [24, 18],
  [36, 9],
  [48, 3],
];

/** Situations aimed at, among loans old enough to be late: about 85% up to date. */
const ARREARS: readonly (readonly [Situacion | 0, number])[] = [
  [0, 76],
  // A partial deduction last month: late, but still situation 1.
  [1, 4],
  [2, 7],
  [3, 5],
  [4, 4.5],
  [5, 3.5],
];

/** Loans are requested over this many days before the business date, more of them recently. */
const SPAN_DAYS = 2.5 * 365;

export interface Context {
  seed: number;
  members: number;
  loans: number;
  /** The business date, 'AAAA-MM-DD'. */
  today: string;
}

/** Everything else follows from the day: the last payroll period whose results are posted is last month's. */
export const periodsOf = (today: string) => {
  const current = today.slice(0, 4) + today.slice(5, 7);
  return { current, lastPosted: addMonths(current, -1) };
};

export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** Movements of a period are dated its last day, at noon in Buenos Aires (payroll/results-apply.ts). */
export const periodDay = (period: string) =>
  new Date(Date.UTC(Number(period.slice(0, 4)), Number(period.slice(4, 6)), 0)).toISOString().slice(0, 10);

const monthsFrom = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(4)) - Number(from.slice(4));

export interface LoanPlan {
  id: number;
  memberId: number;
  organismoId: number;
  line: (typeof LINES)[number];
  lineIndex: number;
  /** Pesos. */
  monto: number;
  cuotas: number;
  /** The request, ISO timestamp. */
  fecha: string;
  estado: string;
  confirmedAt: string | null;
  /** Disbursed loans only. */
  transfer: { fecha: string; at: string; firstPeriod: string } | null;
  /**
   * Payroll stopped deducting from this installment on (refused lines, the first may be partial):
   * `partial` is the share of the first line applied (0: refused).
   */
  tail: { from: number; partial: number } | null;
}

const NOT_DISBURSED = [
  [loanStates.rejected, 2.5],
  [loanStates.cancelledByMember, 1],
  [loanStates.cancelledByEntity, 0.5],
] as const;

/** Loan `id` (1-based): ids grow with the request date, as they do in the database. */
export function planLoan(ctx: Context, id: number): LoanPlan {
  const r = streamOf(ctx.seed, 2, id);
  const memberId = 1 + Math.floor(r() * ctx.members);
  const organismo = ORGANISMOS[organismoOf(ctx.seed, memberId) - 1]!;
  const lineIndex = pick(r, [
    [0, 70],
    [1, 20],
    [2, 10],
  ]);
  const line = LINES[lineIndex]!;
  const monto = pick(r, AMOUNTS);
  let cuotas = pick(r, TERMS);
  // More loans recently (a growing association): the request date's density rises linearly.
  const age = Math.round((1 - Math.sqrt(id / ctx.loans)) * SPAN_DAYS);
  const day = addDays(ctx.today, -age);
  const fecha = `${day}T${String(10 + (id % 9)).padStart(2, '0')}:${String(id % 60).padStart(2, '0')}:00.000-03:00`;
  const base = { id, memberId, organismoId: organismo.id, line, lineIndex, monto, cuotas, fecha };
  const notDisbursed = (estado: string, confirmedAt: string | null = null): LoanPlan => ({
    ...base,
    estado,
    confirmedAt,
    transfer: null,
    tail: null,
  });
  if (r() < 0.04) return notDisbursed(pick(r, NOT_DISBURSED));
  // The newest requests wait: evaluation, the member's confirmation, the transfer.
  if (age <= 2) return notDisbursed(loanStates.pendingEvaluation);
  if (age <= 4) return notDisbursed(loanStates.approved);
  if (age <= 6) return notDisbursed(loanStates.awaitingTransfer, `${addDays(day, 2)}T12:00:00.000-03:00`);
  const transferDay = addDays(day, between(r, 3, Math.min(6, age)));
  const firstPeriod = firstPeriodAfter(transferDay, organismo.diaCorte);
  const { lastPosted } = periodsOf(ctx.today);
  const posted = Math.max(0, monthsFrom(firstPeriod, lastPosted) + 1);
  let tail: LoanPlan['tail'] = null;
  const aim = pick(r, ARREARS);
  if (aim !== 0 && posted > 0) {
    // Long arrears need long loans: the schedule must still have installments that late.
    if (aim >= 4 && cuotas < 24)
      cuotas = pick(r, [
        [24, 2],
        [36, 1],
      ] as const);
    const fits: number[] = [];
    for (let from = 1; from <= Math.min(posted, cuotas); from++) {
      const due = periodDay(addMonths(firstPeriod, from - 1));
      if (situation(Math.max(0, daysBetween(due, ctx.today))) === aim) fits.push(from);
    }
    if (fits.length > 0)
      tail = {
        from: fits[Math.floor(r() * fits.length)]!,
        partial: aim === 1 || r() < 0.4 ? 0.2 + Math.floor(r() * 60) / 100 : 0,
      };
  }
  return {
    ...base,
    cuotas,
    estado: tail === null && posted >= cuotas ? loanStates.paidOff : loanStates.deducting,
    confirmedAt: `${addDays(transferDay, -1)}T12:00:00.000-03:00`,
    transfer: { fecha: transferDay, at: `${transferDay}T14:00:00.000-03:00`, firstPeriod },
    tail,
  };
}

const termsCache = new Map<string, ReturnType<typeof loanTerms> & { rows: StoredInstallment[] }>();

/** A loan's terms (loan-math's, as at its request) with its schedule from period 200001, cached. */
export function loanTermsOf(plan: Pick<LoanPlan, 'monto' | 'line' | 'cuotas'>) {
  const key = `${plan.monto}/${plan.line.tna}/${plan.cuotas}`;
  let terms = termsCache.get(key);
  if (!terms) {
    const rows = buildSchedule({
      principalCents: Math.round(plan.monto * 100),
      tnaPercent: plan.line.tna,
      installments: plan.cuotas,
      firstPeriod: '200001',
    }).map((i) => ({ ...i, devengada: false }));
    terms = { ...loanTerms(plan.monto, plan.line.tna, plan.cuotas), rows };
    termsCache.set(key, terms);
  }
  return terms;
}

const scheduleCache = new Map<string, StoredInstallment[]>();

/** Fresh schedule rows of a loan whose installment 1 is deducted in `firstPeriod`. */
function scheduleFrom(plan: Pick<LoanPlan, 'monto' | 'line' | 'cuotas'>, firstPeriod: string) {
  const key = `${plan.monto}/${plan.line.tna}/${plan.cuotas}/${firstPeriod}`;
  let rows = scheduleCache.get(key);
  if (!rows) {
    const shift = monthsFrom('200001', firstPeriod);
    rows = loanTermsOf(plan).rows.map((i): StoredInstallment => {
      const periodo = addMonths(i.periodo, shift);
      return { ...i, periodo, vencimiento: periodDay(periodo) };
    });
    scheduleCache.set(key, rows);
  }
  return rows.map((i) => ({ ...i, aplicado: { ...i.aplicado } }));
}

export interface SeedMovement extends Movement {
  /** ISO timestamp. */
  fecha: string;
  /** Saldo after it, cents. */
  saldo: number;
}

export interface SeedOrder {
  cuotaDesde: number;
  cuota: number;
  importe: number;
}

export interface LoanHistory {
  rows: StoredInstallment[];
  /** The transfer's credit first, then each period's, oldest first. */
  movements: SeedMovement[];
  summary: LoanSummary;
  situacion: Situacion;
  /** The standing orders of the last posted period and of the one before (undefined: none). */
  orders: { last: SeedOrder | undefined; previous: SeedOrder | undefined };
  /** The changes of situation the daily job recorded. */
  history: { fecha: string; desde: number; hasta: number; dias: number }[];
  /** The last posting's day, or the transfer's. */
  updatedAt: string;
}

/**
 * What payroll did to a disbursed loan: every period from its first to the last posted, the order the
 * server would have generated (`standingOrder`) answered OK, or, from the tail on, partial then refused,
 * posted with `postLine`. `fast` takes a shortcut for the common line (one untouched installment asked
 * and fully applied), which a test checks against `postLine`.
 */
export function simulateLoan(ctx: Context, plan: LoanPlan, fast = true): LoanHistory {
  if (!plan.transfer) throw new Error(`loan ${plan.id} was not disbursed`);
  const { lastPosted } = periodsOf(ctx.today);
  let rows = scheduleFrom(plan, plan.transfer.firstPeriod);
  const principal = Math.round(plan.monto * 100);
  let saldo = principal;
  const movements: SeedMovement[] = [
    { concepto: 'Acreditación del préstamo', fecha: plan.transfer.at, debito: principal, credito: 0, saldo },
  ];
  const orders: LoanHistory['orders'] = { last: undefined, previous: undefined };
  const previousPeriod = addMonths(lastPosted, -1);
  const tailPeriod = plan.tail ? addMonths(plan.transfer.firstPeriod, plan.tail.from - 1) : null;
  const n = plan.cuotas;
  const tailFrom = plan.tail?.from ?? Number.POSITIVE_INFINITY;
  let updatedAt = plan.transfer.at;
  for (let step = 0; ; step++) {
    const p = step < n ? rows[step]!.periodo : addMonths(plan.transfer.firstPeriod, step);
    if (p > lastPosted) break;
    const fecha = step < n ? rows[step]!.vencimiento : periodDay(p);
    const stamp = `${fecha}T15:00:00.000Z`;
    // Before the tail every line was OK: this period's order asks its own installment alone, untouched,
    // and the organismo deducts all of it (a test checks this shortcut against postLine).
    if (fast && step + 1 < tailFrom && step < n) {
      const only = rows[step]!;
      const order = { cuotaDesde: only.numero, cuota: only.numero, importe: only.importe };
      if (p === lastPosted) orders.last = order;
      if (p === previousPeriod) orders.previous = order;
      updatedAt = stamp;
      rows[step] = {
        ...only,
        aplicado: { iva: only.iva, interes: only.interes, capital: only.capital },
        estado: 'pagada',
        fechaPago: fecha,
        devengada: true,
      };
      const label = `Cuota ${only.numero}/${n}`;
      if (only.interes > 0) {
        saldo += only.interes;
        movements.push({
          concepto: `${label}: interés`,
          fecha: stamp,
          debito: only.interes,
          credito: 0,
          saldo,
        });
      }
      if (only.iva > 0) {
        saldo += only.iva;
        movements.push({
          concepto: `${label}: IVA sobre el interés`,
          fecha: stamp,
          debito: only.iva,
          credito: 0,
          saldo,
        });
      }
      saldo -= only.importe;
      movements.push({
        concepto: `${label}: descuento de haberes`,
        fecha: stamp,
        debito: 0,
        credito: only.importe,
        saldo,
      });
      continue;
    }
    const open = rows
      .filter(
        (i) => i.periodo <= p && i.importe - i.aplicado.iva - i.aplicado.interes - i.aplicado.capital > 0,
      )
      .map((i) => ({
        numero: i.numero,
        periodo: i.periodo,
        owed: i.importe - i.aplicado.iva - i.aplicado.interes - i.aplicado.capital,
      }));
    const order = standingOrder(
      { loanId: plan.id, dni: '', cuil: null, legajo: null, cuotas: n, open, enCurso: null },
      p,
    );
    if (!order) break;
    const asked = { cuotaDesde: order.cuotaDesde, cuota: order.cuota, importe: order.importe };
    if (p === lastPosted) orders.last = asked;
    if (p === previousPeriod) orders.previous = asked;
    updatedAt = stamp;
    const aplicado =
      tailPeriod === null || p < tailPeriod
        ? order.importe
        : p === tailPeriod
          ? Math.floor(order.importe * plan.tail!.partial)
          : 0;
    const done = postLine(rows, {
      cuotaDesde: order.cuotaDesde,
      cuota: order.cuota,
      cuotas: n,
      solicitado: order.importe,
      aplicado,
      periodo: p,
      fecha,
      // Results are posted in the first days of the next month.
      businessDate: postingDay(ctx.today, p),
    });
    rows = done.rows;
    for (const m of done.movements) {
      saldo += m.debito - m.credito;
      movements.push({ ...m, fecha: stamp, saldo });
    }
  }
  rows = refreshStates(rows, ctx.today).map((i, k) => ({ ...i, devengada: rows[k]!.devengada }));
  const summary = summarize(rows, ctx.today);
  const dias = daysLate(summary.vencidaDesde, ctx.today);
  const situacion = situation(dias);
  const history: LoanHistory['history'] = [];
  const bounds = [SITUATION_MAX_DAYS[1], SITUATION_MAX_DAYS[2], SITUATION_MAX_DAYS[3], SITUATION_MAX_DAYS[4]];
  bounds.forEach((bound, k) => {
    if (summary.vencidaDesde !== null && dias > bound)
      history.push({
        fecha: addDays(summary.vencidaDesde, bound + 1),
        desde: k + 1,
        hasta: k + 2,
        dias: bound + 1,
      });
  });
  return { rows, movements, summary, situacion, orders, history, updatedAt };
}

/** The day a period's results are posted: the 2nd of the next month, never after the business date. */
function postingDay(today: string, period: string) {
  const day = addDays(periodDay(period), 2);
  return day < today ? day : today;
}

/** What the daily job and the order lines of the last posted period need, beside the loan's rows. */
export function orderMov(orders: LoanHistory['orders']): 'A' | 'M' | 'B' | null | undefined {
  const { last, previous } = orders;
  if (!last) return previous ? 'B' : undefined;
  if (!previous) return 'A';
  return previous.importe !== last.importe ? 'M' : null;
}
