import type { Logger } from '../logger.ts';

export interface RetentionJob {
  stop(): Promise<void>;
}

/**
 * Runs a retention rule now and every `everyMs`, one run at a time; a failure is logged and tried again at the next
 * tick. `changed` says whether the run changed (logged only when it changed something).
 */
export function startRetentionJob<T>(
  name: string,
  run: () => Promise<T>,
  changed: (result: T) => boolean,
  log: Logger,
  everyMs: number,
): RetentionJob {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running
      .then(run)
      .then((result) => changed(result) && log.info({ result }, `${name}: retention applied`))
      .catch((err: Error) => log.warn({ err: err.message }, `${name}: retention failed; tried again later`));
  };
  const timer = setInterval(tick, everyMs);
  tick();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
