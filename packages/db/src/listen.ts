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

export interface ListenTiming {
  /** How often the connection is asked a `SELECT 1` (10 s). */
  heartbeatMs?: number;
  /** How long a connect or a heartbeat may take before the connection counts as lost (5 s). */
  timeoutMs?: number;
}

/**
 * A dedicated connection holding LISTEN on one channel, reconnected with backoff for as long as it is open. A
 * heartbeat finds a connection that died without a word (a network that drops packets sends no reset), which
 * would otherwise go on looking like one that simply hears nothing.
 */
export function listen(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  log: { warn(details: object, message: string): void },
  { heartbeatMs = 10_000, timeoutMs = 5_000 }: ListenTiming = {},
): Listener {
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let delay = 500;
  let closed = false;

  const connect = async () => {
    const c = new pg.Client({
      connectionString: url,
      application_name: `ppd-listen-${channel}`,
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
    });
    client = c;
    let lost = false;
    const reconnect = (err?: Error) => {
      if (lost || closed) return;
      lost = true;
      clearInterval(heartbeat);
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
      if (lost || closed) return;
      heartbeat = setInterval(() => c.query('SELECT 1').catch(reconnect), heartbeatMs);
      handlers.ready();
    } catch (err) {
      reconnect(err as Error);
    }
  };
  void connect();

  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      await client?.end().catch(() => {});
    },
  };
}

/** Migration 0011's channel: an account's id when what its tokens are checked against changed, '' for every one. */
export const ACCOUNT_CHANNEL = 'account_changed';
