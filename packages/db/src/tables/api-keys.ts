import type { Generated, Selectable } from 'kysely';

/** A key an administrator issued to an integration (migration 0023); only its hash is kept. */
export interface ApiKeysTable {
  id: Generated<number>;
  name: string;
  /** SHA-256 of the key, hex. */
  key_hash: string;
  /** The key's first characters, to tell keys apart. */
  hint: string;
  /** The visitor account the key files complaints as. */
  visitor_id: number;
  created_by: number | null;
  created_at: Generated<Date>;
  revoked_at: Date | null;
}

export type ApiKeyRow = Selectable<ApiKeysTable>;
