import http from 'node:http';
import https from 'node:https';
import { guardedLookup } from '@ppd/db';

/** What a receiver answered: its status and the start of its body, or (status null) why there was no answer. */
export interface Answer {
  status: number | null;
  text: string;
}

/** How much of an answer the delivery log keeps. */
const EXCERPT = 500;

/**
 * POSTs `body` and reads at most EXCERPT characters of the answer. Every address the host resolves to is checked
 * as the connection is made (`guardedLookup`), so a name cannot point at an internal address after registration.
 */
export function post(
  url: string,
  body: string,
  headers: Record<string, string>,
  o: { timeoutMs: number; allowHosts: ReadonlySet<string> },
): Promise<Answer> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const req = client.request(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
        lookup: guardedLookup(o.allowHosts),
        timeout: o.timeoutMs,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (text.length < EXCERPT) text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? null, text: text.slice(0, EXCERPT) }));
        res.on('error', (err) => resolve({ status: res.statusCode ?? null, text: err.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer in ${o.timeoutMs} ms`)));
    req.on('error', (err) => resolve({ status: null, text: err.message }));
    req.end(body);
  });
}
