import { createHash, randomBytes } from 'node:crypto';

/**
 * Reset tokens travel by e-mail; `password_reset_tokens` stores only their hash. The raw token is in the database
 * only while its mail is on its way: in the `user.password_reset_requested` outbox row's `resetUrl`, which the worker
 * blanks once the mail is sent, and in the dead letter of a mail that never went out (until re-driven). Redis keeps it
 * in the e-mail job, up to an hour after the send. Past that, a database leak cannot reset passwords.
 */
export function newResetToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
