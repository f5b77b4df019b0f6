import { argentineDay } from '@portal/contract/argentine-day';
import { addDays, businessDateMessages, isCalendarDay, type BusinessDate } from '@portal/contract';
import type { Db, Queryable } from '../../db/connection';
import { HttpError } from '../../lib/http-error';
import type { StaffActor } from '../../console/permissions';
import { writeAudit } from '../audit/index';
import * as repo from './repository';

/** A daily job: runs once per business day, in that day's own transaction. */
export type DailyJob = (tx: Queryable, fecha: string) => Promise<void>;

export interface BusinessDateOptions {
  db: Db;
  /** Only where demo data is loaded may the date be moved. */
  movable: boolean;
  /** The wall clock (tests inject one). */
  now?: () => Date;
}

export type BusinessDateService = ReturnType<typeof createBusinessDateService>;

export function createBusinessDateService({ db, movable, now = () => new Date() }: BusinessDateOptions) {
  const jobs = new Map<string, DailyJob>();
  const realDay = () => argentineDay(now());
  /** The later of the real day and the stored one ('AAAA-MM-DD' compares as text). */
  const current = async (q: Queryable, forUpdate = false) => {
    const real = realDay();
    if (!movable) return real;
    const stored = await repo.readStoredDate(q, forUpdate);
    return stored !== undefined && stored > real ? stored : real;
  };

  /** Runs each job for each day from `from` to `to` (inclusive), in date order, each (job, day) once. */
  async function runDailyJobs(from: string, to: string) {
    const ran: { job: string; fecha: string }[] = [];
    for (let fecha = from; fecha <= to; fecha = addDays(fecha, 1)) {
      for (const [job, run] of jobs) {
        const claimed = await db.transaction(async (tx) => {
          if (!(await repo.claimRun(tx, job, fecha))) return false;
          await run(tx, fecha);
          return true;
        });
        if (claimed) ran.push({ job, fecha });
      }
    }
    return ran;
  }

  return {
    /** Today for every business rule: 'AAAA-MM-DD' in Buenos Aires, or the moved demo date when later. */
    today: (): Promise<string> => current(db),

    /** The same, read in the caller's transaction (inside one, PGlite's single connection is taken). */
    todayIn: (q: Queryable): Promise<string> => current(q),

    /** `{ fecha, movible }` for the console. */
    read: async (): Promise<BusinessDate> => ({ fecha: await current(db), movible: movable }),

    /**
     * A job run once per business day (close of business). Names are unique; registering twice is a
     * programming error.
     */
    registerDailyJob(name: string, run: DailyJob) {
      if (jobs.has(name)) throw new Error(`daily job ${name} is already registered`);
      jobs.set(name, run);
    },

    runDailyJobs,

    /** The jobs of the real day once (the timer calls this; a day already run is skipped). */
    runToday: async () => {
      const today = await current(db);
      return runDailyJobs(today, today);
    },

    /**
     * Demo only: moves the business date forward to `fecha`, audited, then runs every job for each day
     * passed (the day after the old date to `fecha`), in order. Answers the new business date.
     */
    async moveTo(fecha: string, actor: StaffActor): Promise<BusinessDate> {
      if (!movable) throw new HttpError(409, businessDateMessages.notMovable);
      if (!isCalendarDay(fecha)) throw new HttpError(400, businessDateMessages.invalidDate);
      const before = await db.transaction(async (tx) => {
        await repo.ensureRow(tx, realDay());
        const was = await current(tx, true);
        if (fecha <= was) throw new HttpError(409, businessDateMessages.notAfter);
        await repo.storeDate(tx, fecha, actor.staffId);
        await writeAudit(tx, {
          ...actor,
          action: 'business_date.move',
          entity: 'business_date',
          entityId: null,
          before: { fecha: was },
          after: { fecha },
        });
        return was;
      });
      await runDailyJobs(addDays(before, 1), fecha);
      return { fecha: await current(db), movible: movable };
    },
  };
}
