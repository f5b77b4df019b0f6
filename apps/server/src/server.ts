import { ConfigError, loadConfig } from './config';
import { LockedError } from './plugins/data-dir-lock';
import { describeStart, startServer } from './start';
import { safeError } from './lib/safe-error';

async function main() {
  const config = loadConfig();
  const server = await startServer(config);
  console.log(describeStart(server.url, config));

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received, closing`);
    // Whatever hangs (a mail server, a stuck query), the process is gone within 10 s.
    setTimeout(() => {
      console.error('Close took too long; exiting');
      process.exit(1);
    }, 9_500).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error while closing:', safeError(error).message);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // Configuration and lock problems are the operator's to fix: one clear line, no stack.
  if (error instanceof ConfigError || error instanceof LockedError) console.error(error.message);
  else console.error('The server could not start:', safeError(error).stack || safeError(error).message);
  process.exit(1);
});
