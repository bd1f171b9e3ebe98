import pg from 'pg';

export interface ListenHandlers {
  /** A NOTIFY on the channel, with its payload. */
  notified(payload: string): void;
  /** LISTEN holds (again): notifications sent while it did not were lost. */
  ready(): void;
  /** The connection is gone; `ready` follows once it is back. */
  lost?(): void;
}

export interface Listener {
  close(): Promise<void>;
}

/** A dedicated connection holding LISTEN on one channel, reconnected with backoff for as long as it is open. */
export function listen(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  log: { warn(details: object, message: string): void },
): Listener {
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let delay = 500;
  let closed = false;

  const connect = async () => {
    const c = new pg.Client({ connectionString: url, application_name: `ppd-listen-${channel}` });
    client = c;
    let lost = false;
    const reconnect = (err?: Error) => {
      if (lost || closed) return;
      lost = true;
      handlers.lost?.();
      if (err) log.warn({ err: err.message, channel, retryInMs: delay }, 'LISTEN connection lost');
      c.end().catch(() => {});
      retry = setTimeout(connect, delay);
      delay = Math.min(delay * 2, 10_000);
    };
    c.on('error', reconnect);
    c.on('end', () => reconnect(new Error('connection ended')));
    c.on('notification', (message) => handlers.notified(message.payload ?? ''));
    try {
      await c.connect();
      await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
      delay = 500;
      if (!lost && !closed) handlers.ready();
    } catch (err) {
      reconnect(err as Error);
    }
  };
  void connect();

  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

/** Migration 0011's channel: an account's id when what its tokens are checked against changed, '' for every one. */
export const ACCOUNT_CHANNEL = 'account_changed';
