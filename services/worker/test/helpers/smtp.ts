import { SMTPServer } from 'smtp-server';
import { freePort } from './redis-server.ts';

/**
 * An SMTP server that takes a message's data and then does not answer for `holdMs` (forever by default): the
 * worker is caught in the middle of sending. `dataStarted` resolves when a message is being received.
 */
export async function startSlowSmtp(holdMs = Number.POSITIVE_INFINITY) {
  let started!: () => void;
  const dataStarted = new Promise<void>((resolve) => {
    started = resolve;
  });
  let accepted = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        started();
        if (Number.isFinite(holdMs))
          setTimeout(() => {
            accepted++;
            callback();
          }, holdMs);
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    dataStarted,
    accepted: () => accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
