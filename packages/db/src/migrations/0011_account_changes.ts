import { type Kysely, sql } from 'kysely';

/**
 * A NOTIFY on `account_changed` for every change to what a token is checked against (type, e-mail, admin,
 * inactive, sessions_valid_from) and every deleted account, with the account's id; an emptied table says so
 * with an empty payload. The API keeps the accounts behind tokens in memory while it hears these
 * (plugins/accounts.ts). A visitor's position and last visit, written with every alert, move nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('account_changed', CASE WHEN TG_LEVEL = 'ROW' THEN OLD.id::text ELSE '' END);
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER users_account_changed
    AFTER UPDATE OF type, email, is_admin, inactive, sessions_valid_from ON users FOR EACH ROW
    WHEN ((OLD.type, OLD.email, OLD.is_admin, OLD.inactive, OLD.sessions_valid_from)
          IS DISTINCT FROM (NEW.type, NEW.email, NEW.is_admin, NEW.inactive, NEW.sessions_valid_from))
    EXECUTE FUNCTION account_changed()`.execute(db);
  await sql`
    CREATE TRIGGER users_account_deleted AFTER DELETE ON users FOR EACH ROW
    EXECUTE FUNCTION account_changed()`.execute(db);
  await sql`
    CREATE TRIGGER users_emptied AFTER TRUNCATE ON users FOR EACH STATEMENT
    EXECUTE FUNCTION account_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ['users_account_changed', 'users_account_deleted', 'users_emptied']) {
    await sql`DROP TRIGGER ${sql.raw(trigger)} ON users`.execute(db);
  }
  await sql`DROP FUNCTION account_changed()`.execute(db);
}
