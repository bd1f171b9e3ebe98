import { configTexts } from '@ppd/domain';
import type { CatalogRow } from '../types.ts';

/** Small pieces every catalogue definition uses. */
export const text = (row: CatalogRow | null, key: string) => String(row?.[key] ?? '');
export const enabled = (row: CatalogRow | null) => row?.enabled !== false;
export const enabledField = { kind: 'switch', name: 'enabled', label: configTexts.enabled } as const;
export const stateColumn = {
  label: configTexts.columns.state,
  width: 'short' as const,
  render: (row: CatalogRow) => (enabled(row) ? configTexts.enabledOne : configTexts.disabledOne),
};
