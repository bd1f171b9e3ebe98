import { messages } from '@ppd/domain';
import type { ReactNode } from 'react';
import { failureOf } from '../../lib/queryClient.ts';
import { FailureNotice, StackTable } from '../../ui/index.ts';

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
  const none = (query.data?.length ?? 0) === 0 && !query.isError;
  return (
    <>
      <FailureNotice failure={failureOf(query)} />
      <StackTable
        columns={Object.values(columns).map((label) => ({ label }))}
        labelledBy={labelledBy}
        note={none && (query.isPending ? messages.ui.loading : empty)}
      >
        {children}
      </StackTable>
    </>
  );
}
