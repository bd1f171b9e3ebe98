import { type ActiveAuthority, distanceLabel, positionTexts as t, timeSince } from '@ppd/domain';
import './positions.css';

/** In the assign dialog: how far the authority's latest fix is from the alert, how old it is, and "Más cercana". */
export function ResponderFix({ authority: a }: { authority: ActiveAuthority }) {
  if (a.distance_m === null || a.fixed_at === null) return <span className="assign-fix muted">{t.noFix}</span>;
  return (
    <span className="assign-fix" data-distance-m={Math.round(a.distance_m)}>
      {distanceLabel(a.distance_m)} · {t.fixAge} {timeSince(a.fixed_at, a.now, '')}
      {a.busy && <span className="muted"> · {t.busy}</span>}
      {a.nearest && <span className="badge badge-nearest">{t.nearest}</span>}
    </span>
  );
}
