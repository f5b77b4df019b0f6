import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { CertificatesService } from './service';

/**
 * Issues the queued libre deuda certificates every `everyMs` (and once at start), a batch a tick and
 * another at once while the queue holds more. The database says what is due (the queue the loans' trigger
 * fills when one ends 'Cancelado', migration 040), so a restart loses nothing; each tick is background
 * work, so closing waits for the one under way. The returned function stops the timer.
 */
export function startCertificateScheduler(
  certificates: CertificatesService,
  log: FastifyBaseLogger,
  background: BackgroundTasks,
  everyMs = 5_000,
) {
  let running = false;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = true;
    background.run('libre deuda certificates', async () => {
      let more = true;
      try {
        while (more && !stopped) {
          const run = await certificates.issueQueued();
          if (run.issued > 0) log.info({ issued: run.issued }, 'libre deuda certificates issued');
          more = run.more;
        }
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
