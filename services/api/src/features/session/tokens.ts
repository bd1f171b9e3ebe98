import { createHash, randomBytes } from 'node:crypto';

/** Reset tokens travel by e-mail; only their hash is stored, so a database leak cannot reset passwords. */
export function newResetToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
