import type { FastifyBaseLogger } from 'fastify';

/**
 * Work started by a request that the answer must not wait for (so that its duration cannot tell the
 * caller anything), still tracked so that shutdown and tests can wait for it to end.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves when nothing started so far is still running. */
  idle(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const running: Promise<void> = task()
        .then(() => undefined)
        .catch((err: unknown) => log.error({ err }, `${name} failed`))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
