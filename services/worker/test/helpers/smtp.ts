import { freePort } from '@ppd/db/testing';
import nodemailer from 'nodemailer';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** A local SMTP server with no TLS nor auth, listening on a free port; `url` is what the worker is given. */
async function listenSmtp(handlers: Pick<SMTPServerOptions, 'onData' | 'onRcptTo'>) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    ...handlers,
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

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
  const server = await listenSmtp({
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
  return { ...server, dataStarted, accepted: () => accepted };
}

/**
 * An SMTP server that refuses the first `failures` messages with a temporary error (451), and the addresses in
 * `unknown` as a mailbox that does not exist (550), and hands every later message to `forwardUrl` (the catcher), so a
 * retried mail can be checked where users would see it.
 */
export async function startFlakySmtp(failures: number, forwardUrl: string, unknown: readonly string[] = []) {
  const forward = nodemailer.createTransport(forwardUrl);
  let refused = 0;
  let forwarded = 0;
  const server = await listenSmtp({
    onRcptTo(address, _session, callback) {
      if (!unknown.includes(address.address)) return callback();
      callback(Object.assign(new Error('No existe ese buzón'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refused < failures) {
          refused++;
          const err = Object.assign(new Error('Servicio no disponible, intente más tarde'), { responseCode: 451 });
          return callback(err);
        }
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        forward
          .sendMail({ envelope, raw: Buffer.concat(chunks) })
          .then(() => {
            forwarded++;
            callback();
          })
          .catch((err: Error) => callback(err));
      });
    },
  });
  return {
    url: server.url,
    refused: () => refused,
    forwarded: () => forwarded,
    close: async () => {
      forward.close();
      await server.close();
    },
  };
}
