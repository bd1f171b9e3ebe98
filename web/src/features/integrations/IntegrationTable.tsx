import { messages } from '@ppd/domain';
import type { ReactNode } from 'react';
import { failureOf } from '../../lib/queryClient.ts';
import { FailureNotice } from '../../ui/index.ts';

interface IntegrationTableProps {
  labelledBy: string;
  /** Heading of each column, in order. */
  columns: Readonly<Record<string, string>>;
  /** The rows' query: its failure is said above the table, and one line says it is loading, or (`empty`) that it found none. */
  query: Parameters<typeof failureOf>[0] & { isPending: boolean; data: readonly unknown[] | undefined };
  empty: string;
  children: ReactNode;
}

/** A table of an Integraciones panel: its headings, its rows, and one line while they load or when there are none. */
export function IntegrationTable({ labelledBy, columns, query, empty, children }: IntegrationTableProps) {
  const headings = Object.values(columns);
  return (
    <>
      <FailureNotice failure={failureOf(query)} />
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
            {(query.data?.length ?? 0) === 0 && !query.isError && (
              <tr>
                <td colSpan={headings.length} className="muted">
                  {query.isPending ? messages.ui.loading : empty}
                </td>
              </tr>
            )}
            {children}
          </tbody>
        </table>
      </div>
    </>
  );
}
