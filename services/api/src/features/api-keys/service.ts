import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type ApiKeyRow, type Db, hashPassword, recordEvent } from '@ppd/db';
import { type ApiKeyView, apiKeyTexts, type IssuedApiKey } from '@ppd/domain';
import type { SessionUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';

const KEY_PREFIX = 'ppd_';
const HINT_LENGTH = KEY_PREFIX.length + 6;

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

const view = (k: Pick<ApiKeyRow, 'id' | 'name' | 'hint' | 'created_at' | 'revoked_at'>): ApiKeyView => ({
  id: k.id,
  name: k.name,
  hint: k.hint,
  created_at: k.created_at.toISOString(),
  revoked_at: k.revoked_at?.toISOString() ?? null,
});

const COLUMNS = ['id', 'name', 'hint', 'created_at', 'revoked_at'] as const;

export async function listApiKeys(db: Db): Promise<ApiKeyView[]> {
  const rows = await db
    .selectFrom('api_keys')
    .select(COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(view);
}

/**
 * A new key and the visitor account it files complaints as: inactive (nobody signs in to it, and no status e-mail
 * goes to its made-up address) and with a password nobody knows. The key itself is returned this once.
 */
export async function issueApiKey(db: Db, actor: SessionUser, name: string): Promise<IssuedApiKey> {
  const key = `${KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .insertInto('users')
      .values({
        type: 'visitor',
        email: `api-key-${randomUUID()}@integraciones.invalid`,
        password_hash: passwordHash,
        name,
        last_name: '',
        inactive: true,
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await trx
      .insertInto('api_keys')
      .values({
        name,
        key_hash: hashOf(key),
        hint: key.slice(0, HINT_LENGTH),
        visitor_id: account.id,
        created_by: actor.id,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    await recordEvent(trx, 'api_key.issued', { apiKey: { id: row.id, name } }, actor);
    return { ...view(row), key };
  });
}

/** Revoked at once: the next request with it is refused. Revoking twice says so (409). */
export async function revokeApiKey(db: Db, actor: SessionUser, id: number): Promise<ApiKeyView> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('api_keys')
      .set({ revoked_at: new Date() })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .returning(COLUMNS)
      .executeTakeFirst();
    if (!row) throw await whyNotRevoked(trx, id);
    await recordEvent(trx, 'api_key.revoked', { apiKey: { id, name: row.name } }, actor);
    return view(row);
  });
}

async function whyNotRevoked(db: Db, id: number): Promise<AppError> {
  const exists = await db.selectFrom('api_keys').select('id').where('id', '=', id).executeTakeFirst();
  return exists ? new AppError('Conflict', apiKeyTexts.alreadyRevoked) : new AppError('NotFound', apiKeyTexts.notFound);
}

/** The visitor a key that is still valid files as; null for an unknown or revoked key. */
export async function visitorOfApiKey(db: Db, key: string): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('api_keys as k')
    .innerJoin('users as u', 'u.id', 'k.visitor_id')
    .select(['u.id', 'u.email'])
    .where('k.key_hash', '=', hashOf(key))
    .where('k.revoked_at', 'is', null)
    .executeTakeFirst();
  return row ? { id: row.id, type: 'visitor', email: row.email, isAdmin: false } : null;
}
