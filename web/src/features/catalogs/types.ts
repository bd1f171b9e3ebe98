import type { CatalogKind } from '@ppd/domain';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { SelectOption } from '../../ui/index.ts';

/** A row of any catalogue list: an id and its fields as the API lists them. */
export type CatalogRow = { id: number } & Record<string, unknown>;

/** The form's values: text fields as strings, switches as booleans. */
export type CatalogValues = Record<string, string | boolean>;

export type FieldSpec =
  | { kind: 'text'; name: string; label: string; maxLength?: number }
  | { kind: 'select'; name: string; label: string; useOptions: (current: string) => SelectOption[] }
  | { kind: 'switch'; name: string; label: string }
  | { kind: 'icon'; name: 'icon'; label: string }
  | { kind: 'emails'; name: string; label: string }
  | { kind: 'color'; name: string; label: string };

export interface ColumnSpec {
  label: string;
  render: (row: CatalogRow) => ReactNode;
  /** A narrow column (an icon, a colour, a state); the others share the table's width. */
  width?: 'icon' | 'short';
}

/**
 * Everything the generic table, modal and delete flow need to manage one catalogue: its list, columns, form
 * (fields + the domain schemas the API validates with) and calls.
 */
export interface CatalogDef {
  kind: Exclude<CatalogKind, 'icon'>;
  /** Section name in Configuración and Administración. */
  label: string;
  /** The table's heading, when it is not the section's name ('Tipos de autoridad'). */
  tableTitle?: string;
  list: () => Promise<CatalogRow[]>;
  columns: ColumnSpec[];
  /** The text the screens' searches and the Administración list use. */
  title: (row: CatalogRow) => string;
  fields: FieldSpec[];
  schemas: { create: z.ZodType; update: z.ZodType };
  initial: (row: CatalogRow | null) => CatalogValues;
  saved: string;
  create: (body: unknown) => Promise<unknown>;
  update: (row: CatalogRow, body: unknown) => Promise<unknown>;
  remove: (row: CatalogRow) => Promise<unknown>;
}
