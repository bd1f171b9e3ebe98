import type { ReactNode } from 'react';

export interface StackColumn {
  /** The heading, which each cell also gives as its `data-label` on a phone. */
  label: string;
  className?: string | undefined;
  /** Said to screen readers only (a column of buttons). */
  hidden?: boolean;
}

/**
 * A table that becomes one card a row on a phone (stack-table) and scrolls sideways in its own box on a desk.
 * `note` is one line in place of the rows: that they are loading, or that there are none.
 */
export function StackTable({
  columns,
  className,
  labelledBy,
  note,
  children,
}: {
  columns: readonly StackColumn[];
  className?: string;
  labelledBy?: string;
  note?: string | false | undefined;
  children: ReactNode;
}) {
  return (
    <div className="table-scroll">
      <table className={['data-table stack-table', className].filter(Boolean).join(' ')} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.className}>
                {c.hidden ? <span className="visually-hidden">{c.label}</span> : c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {note && (
            <tr>
              <td colSpan={columns.length} className="muted">
                {note}
              </td>
            </tr>
          )}
          {children}
        </tbody>
      </table>
    </div>
  );
}
