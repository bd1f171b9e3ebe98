import { type Kysely, sql } from 'kysely';

/**
 * An alert given back to the board (its authority deleted or deactivated) needs a unit again: its assignment clock
 * starts over at the reopening (`reopened_at`), so the board counts down and a breach escalates as for a new alert.
 * Its attention clock keeps running from the alert, as the 911 norm measures it. The trigger writes the new
 * assignment deadline whoever reopens the alert, as 0022's triggers do for the other changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE alerts ADD COLUMN reopened_at timestamptz`.execute(db);
  await sql`
    CREATE FUNCTION response_reopened_alerts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO response_deadlines (item_id, phase, first_due, second_due, fired_level, next_due)
      SELECT NEW.id, 'assignment', d.d1, d.d2, 0, d.d1
      FROM alert_types t
      CROSS JOIN LATERAL (SELECT coalesce(NEW.reopened_at, now()) + make_interval(secs => t.assign_target_s) AS d1,
                                 coalesce(NEW.reopened_at, now()) + make_interval(secs => 2 * t.assign_target_s) AS d2) d
      WHERE t.id = NEW.alert_type_id
      ON CONFLICT (item_id, phase) DO UPDATE
        SET first_due = EXCLUDED.first_due, second_due = EXCLUDED.second_due, fired_level = 0, next_due = EXCLUDED.next_due;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER alerts_response_reopened AFTER UPDATE OF status ON alerts
    FOR EACH ROW WHEN (NEW.status = 'ABIERTA' AND OLD.status <> 'ABIERTA')
    EXECUTE FUNCTION response_reopened_alerts()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER alerts_response_reopened ON alerts`.execute(db);
  await sql`DROP FUNCTION response_reopened_alerts()`.execute(db);
  await sql`ALTER TABLE alerts DROP COLUMN reopened_at`.execute(db);
}
