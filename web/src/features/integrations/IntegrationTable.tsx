import { messages } from '@ppd/domain';
import type { ReactNode } from 'react';

interface IntegrationTableProps {
  labelledBy: string;
  /** Heading of each column, in order. */
  columns: Readonly<Record<string, string>>;
  /** The rows' query: one line says it is loading, or (`empty`) that it found none. */
  list: { isPending: boolean; isError: boolean; rows: number };
  empty: string;
  children: ReactNode;
}

/** A table of an Integraciones panel: its headings, its rows, and one line while they load or when there are none. */
export function IntegrationTable({ labelledBy, columns, list, empty, children }: IntegrationTableProps) {
  const headings = Object.values(columns);
  return (
    <div className="table-scroll">
      <table className="data-table stack-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {headings.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.rows === 0 && !list.isError && (
            <tr>
              <td colSpan={headings.length} className="muted">
                {list.isPending ? messages.ui.loading : empty}
              </td>
            </tr>
          )}
          {children}
        </tbody>
      </table>
    </div>
  );
}
