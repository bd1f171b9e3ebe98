/** The benchmarks' users, inserted by the thousand, and their tokens signed without a sign-in each. */

import { buildApp } from '@ppd/api';
import { claimsFor, loadConfig } from '@ppd/api/testing';
import type { Db } from '@ppd/db';

const RETURNED = ['id', 'type', 'email', 'is_admin', 'sessions_valid_from', 'name', 'last_name'] as const;

/** `n` users of a type, e-mails `<prefix>.<i>@example.org`. */
export const insertUsers = (db: Db, type: 'monitor' | 'visitor' | 'authority', prefix: string, n: number) =>
  db
    .insertInto('users')
    .values(
      Array.from({ length: n }, (_, i) => ({
        type,
        email: `${prefix}.${i}@example.org`,
        password_hash: 'x',
        name: `${prefix}.${i}`,
        last_name: 'Bench',
      })),
    )
    .returning(RETURNED)
    .execute();

export type BenchUser = Awaited<ReturnType<typeof insertUsers>>[number];

/** Tokens as the API signs them (same secret), without a sign-in per user. */
export async function signTokens(env: Record<string, string>, users: BenchUser[]): Promise<string[]> {
  const signer = await buildApp(loadConfig({ ...process.env, ...env }));
  const tokens = users.map((u) => signer.jwt.sign(claimsFor(u)));
  await signer.close();
  return tokens;
}
