import { type Database, type Db, recordEvent } from '@ppd/db';
import { type AffectedRows, type CatalogAction, type CatalogKind, configTexts } from '@ppd/domain';
import { sql } from 'kysely';
import type { SessionUser } from '../../plugins/auth.ts';
import { AppError, validationError } from '../../plugins/errors.ts';
import { explainRefusal } from '../../shared/refusals.ts';

/** A catalogue row as its audit entry names it. */
export interface Named {
  id: number;
  name: string;
}

export type AffectedKey =
  | 'levantamientosAfectados'
  | 'subcategoriasAfectadas'
  | 'eventosAfectados'
  | 'denunciasAfectadas';

/** Why a row cannot be deleted: the spec's status, the dialog's text and the lists it shows. */
export interface Blocked {
  status: string;
  message: string;
  lists: Partial<Record<AffectedKey, AffectedRows>>;
}

/**
 * One configuration catalogue: its typed queries plus what the generic create / update / delete use cases need.
 * Every change runs in one transaction with its `catalog.changed` event (audited under Configuración).
 */
export interface CatalogAggregate<C, U = C> {
  kind: CatalogKind;
  table: keyof Database;
  /** The 409 of a duplicate name (unique index `<table>_<column>_key`): its text and field. */
  taken: { message: string; field: string };
  /** The success dialog's text after a save. */
  saved: string;
  /** The delete answer's status on success. */
  deletedStatus: string;
  /** Foreign keys a body can break: constraint name → the field and its message. */
  foreignKeys?: Record<string, { field: string; message: string }>;
  insert(trx: Db, body: C): Promise<Named>;
  update(trx: Db, id: number, body: U): Promise<Named | undefined>;
  /** What uses the (locked) row; null when it may go. */
  blockers?(trx: Db, id: number): Promise<Blocked | null>;
  remove(trx: Db, id: number): Promise<Named | undefined>;
}

const notFound = () => new AppError('NotFound', configTexts.notFound);

/** Database refusals a user can fix, in their words: a taken name (409) or an unknown reference (400). */
function explained<C, U>(aggregate: CatalogAggregate<C, U>, err: unknown): unknown {
  const references = Object.entries(aggregate.foreignKeys ?? {}).map(
    ([constraint, { field, message }]) => [constraint, validationError(field, message)] as const,
  );
  return explainRefusal(err, {
    unique: { '*': new AppError('Conflict', aggregate.taken.message, aggregate.taken.field) },
    foreignKey: Object.fromEntries(references),
  });
}

/** A write the change's transaction makes first (an uploaded icon's row), and the undoing of what it put outside. */
export interface StagedWrite {
  write(trx: Db): Promise<unknown>;
  undo(): Promise<unknown>;
}

async function change<C, U>(
  db: Db,
  me: SessionUser,
  aggregate: CatalogAggregate<C, U>,
  action: CatalogAction,
  write: (trx: Db) => Promise<Named | undefined>,
  staged: StagedWrite | undefined,
): Promise<Named> {
  try {
    return await db.transaction().execute(async (trx) => {
      await staged?.write(trx);
      const row = await write(trx);
      if (!row) throw notFound();
      await recordEvent(trx, 'catalog.changed', { kind: aggregate.kind, action, id: row.id, name: row.name }, me);
      return row;
    });
  } catch (err) {
    await staged?.undo();
    throw explained(aggregate, err);
  }
}

export const createEntry = <C, U>(
  db: Db,
  me: SessionUser,
  aggregate: CatalogAggregate<C, U>,
  body: C,
  staged?: StagedWrite,
) => change(db, me, aggregate, 'create', (trx) => aggregate.insert(trx, body), staged);

export const updateEntry = <C, U>(
  db: Db,
  me: SessionUser,
  aggregate: CatalogAggregate<C, U>,
  id: number,
  body: U,
  staged?: StagedWrite,
) => change(db, me, aggregate, 'update', (trx) => aggregate.update(trx, id, body), staged);

/**
 * Deletes a row unless something uses it; then nothing is deleted and the answer says what blocks it. The row is
 * locked first, so a record saved meanwhile waits for this transaction instead of slipping past the check.
 */
export async function deleteEntry<C, U>(
  db: Db,
  me: SessionUser,
  aggregate: CatalogAggregate<C, U>,
  id: number,
): Promise<{ deleted: Named } | { blocked: Blocked }> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql`SELECT id FROM ${sql.table(aggregate.table)} WHERE id = ${id} FOR UPDATE`.execute(trx);
    if (rows.length === 0) throw notFound();
    const blocked = (await aggregate.blockers?.(trx, id)) ?? null;
    if (blocked) return { blocked };
    const row = await aggregate.remove(trx, id);
    if (!row) throw notFound();
    await recordEvent(
      trx,
      'catalog.changed',
      { kind: aggregate.kind, action: 'delete', id: row.id, name: row.name },
      me,
    );
    return { deleted: row };
  });
}
