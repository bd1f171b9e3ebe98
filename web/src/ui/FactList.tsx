import type { ReactNode } from 'react';

/** A label and its value. */
export type Fact = readonly [label: string, value: ReactNode];

/** Facts about one thing, a label over each value (each pair in a box the page's CSS lays out). */
export function FactList({ facts, className }: { facts: readonly Fact[]; className: string }) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
