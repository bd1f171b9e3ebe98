import { messages } from '@ppd/domain';
import type { ReactNode } from 'react';
import { failureOf } from '../lib/queryClient.ts';
import { FailureNotice } from './FailureNotice.tsx';

interface ReadList {
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/**
 * A list read from the server, as every screen says it: loading; could not be read (the reason and Reintentar, not
 * "no rows": the user would believe there are none); `empty`; or the rows, drawn by `children`.
 */
export function ListStates<T>({
  rows,
  query,
  empty,
  emptyClassName = 'muted',
  children,
}: {
  /** What was read; undefined until it is. */
  rows: T[] | undefined;
  query: ReadList;
  empty: string;
  emptyClassName?: string;
  children: (rows: T[]) => ReactNode;
}) {
  if (rows === undefined) {
    return query.isError ? (
      <FailureNotice failure={failureOf(query)} />
    ) : (
      <p className={emptyClassName}>{messages.ui.loading}</p>
    );
  }
  return rows.length === 0 ? <p className={emptyClassName}>{empty}</p> : children(rows);
}
