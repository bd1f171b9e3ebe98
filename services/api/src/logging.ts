import type { FastifyRequest } from 'fastify';

/** A URL as logged: a token in the query (a reset link's, or one an old client still sends) never reaches the logs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/g, '$1[redacted]');
}

/** pino options for the API: Fastify's request fields, with the URL redacted. */
export function loggerOptions(level: string) {
  return {
    level,
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}
