import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { BusinessDateService } from './service';

/**
 * Every `everyMs`, runs the daily jobs of the business date once it changes (and once at start). The
 * (job, day) claim keeps several processes from running a day twice; each tick is background work, so
 * closing waits for one under way. The returned function stops the timer.
 */
export function startDailyJobScheduler(
  businessDate: BusinessDateService,
  log: FastifyBaseLogger,
  background: BackgroundTasks,
  everyMs = 60_000,
) {
  let running = false;
  let stopped = false;
  let lastDay: string | undefined;
  const tick = () => {
    if (running || stopped) return;
    running = true;
    background.run('daily jobs', async () => {
      try {
        const today = await businessDate.today();
        if (today === lastDay) return;
        const ran = await businessDate.runDailyJobs(today, today);
        lastDay = today;
        for (const r of ran) log.info({ job: r.job, fecha: r.fecha }, 'daily job ran');
      } finally {
        running = false;
      }
    });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
