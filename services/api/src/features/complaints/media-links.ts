import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a link in an evidence e-mail opens the file: recipients are outside the product and have no session. */
export const EVIDENCE_LINK_DAYS = 30;

const signature = (secret: string, path: string, expires: number) =>
  createHmac('sha256', secret).update(`${path}\n${expires}`).digest('base64url');

/** `path?expires=…&sig=…`: opens this one file until it expires, without a token. */
export function signedMediaLink(secret: string, path: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + EVIDENCE_LINK_DAYS * 24 * 3600;
  return `${path}?expires=${expires}&sig=${signature(secret, path, expires)}`;
}

export function validMediaSignature(secret: string, path: string, expires: number, sig: string): boolean {
  if (expires * 1000 < Date.now()) return false;
  const expected = Buffer.from(signature(secret, path, expires));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
