import { ConfigError, loadConfig } from './config';
import { LockedError } from './db/data-dir-lock';
import { describeStart, startServer, type RunningServer } from './start';
import { safeError } from './logging/safe-error';

/** Past this, whatever still hangs is abandoned: a container platform's grace period is often 10 s. */
const HARD_EXIT_MS = 9_500;

async function main() {
  const config = loadConfig();
  const started = startServer(config);

  const closeAndExit = (server: RunningServer) =>
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error while closing:', safeError(error).message);
        process.exit(1);
      },
    );
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received, closing`);
    setTimeout(() => {
      console.error('Close took too long; exiting');
      process.exit(1);
    }, HARD_EXIT_MS).unref();
    // While still starting, it is closed once up rather than killed halfway through a migration; a start
    // that fails exits through main's catch.
    void started.then(closeAndExit, () => {});
  };
  // Before the start-up line is printed: until a listener exists, Node's default for these signals kills
  // the process at once, and whoever reads that line may signal right away.
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const server = await started;
  console.log(describeStart(server.url, config));
}

main().catch((error: unknown) => {
  // Configuration and lock problems are the operator's to fix: one clear line, no stack.
  if (error instanceof ConfigError || error instanceof LockedError) console.error(error.message);
  else console.error('The server could not start:', safeError(error).stack || safeError(error).message);
  process.exit(1);
});
