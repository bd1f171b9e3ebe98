import type { ReactNode } from 'react';

/** A labelled figure in a results <dl>. */
export function Stat({ label, value, children }: { label: string; value: ReactNode; children?: ReactNode }) {
  return (
    <div className="stat">
      <dt>{label}</dt>
      <dd>
        <span className="stat-value">{value}</span>
        {children}
      </dd>
    </div>
  );
}
