import { firstNoticeText } from '@ppd/domain';
import { type Kysely, sql } from 'kysely';

/**
 * Consent and opposition (issue 38 §1, §2). `privacy_notices` keeps every published version of the privacy notice
 * (the current one: the highest version already published); version 1 is the static page's text of 26 May 2025.
 * `privacy_consents` records which version a visitor accepted and when. `users.send_opt_outs` lists the bulk-send
 * kinds ('survey', 'event') a visitor opposed: their audience leaves them out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE privacy_notices (
    version integer PRIMARY KEY CONSTRAINT privacy_notices_version_positive CHECK (version > 0),
    text text NOT NULL,
    published_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`INSERT INTO privacy_notices (version, text, published_at)
    VALUES (1, ${firstNoticeText()}, '2025-05-26T00:00:00-06:00')`.execute(db);

  await sql`CREATE TABLE privacy_consents (
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    version integer NOT NULL REFERENCES privacy_notices(version),
    accepted_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, version)
  )`.execute(db);

  await sql`ALTER TABLE users ADD COLUMN send_opt_outs text[] NOT NULL DEFAULT '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN send_opt_outs`.execute(db);
  await sql`DROP TABLE privacy_consents, privacy_notices`.execute(db);
}
