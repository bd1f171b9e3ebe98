import { hash, verify } from '@node-rs/argon2';

/** Argon2id with the library's defaults (memory-hard, ~40 ms here). */
export const hashPassword = (plain: string): Promise<string> => hash(plain);
export const verifyPassword = (stored: string, plain: string): Promise<boolean> =>
  verify(stored, plain).catch(() => false);
