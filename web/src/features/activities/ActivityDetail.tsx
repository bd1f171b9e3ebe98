import type { ActivityView } from '@ppd/domain';
import { lazy, useMemo } from 'react';
import { useMayChange } from '../../lib/authorship.ts';
import { Button, Icon, Loaded } from '../../ui/index.ts';
import { ActivityImage } from './ActivityImage.tsx';
import { showActivityTime } from './activityDates.ts';
import { activityTexts as t } from './texts.ts';

const ActivityMap = lazy(async () => ({ default: (await import('./ActivityMap.tsx')).ActivityMap }));

export interface ActivityActions {
  onComments: () => void;
  onSend: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** This activity's delete is on its way: Eliminar is busy and takes no second click. */
  deleting: boolean;
}

/**
 * The right panel (spec §2): name, dates and times, description, link, map, images and the actions (Editar and
 * Eliminar for its author or an administrator only, as the server allows).
 */
export function ActivityDetail({ activity, actions }: { activity: ActivityView; actions: ActivityActions }) {
  const mayChange = useMayChange();
  const markers = useMemo(
    () =>
      activity.lat !== null && activity.lng !== null
        ? [{ id: activity.id, lat: activity.lat, lng: activity.lng, color: activity.color }]
        : [],
    [activity],
  );
  return (
    <article className="activity-detail" aria-labelledby="activity-title">
      <header className="activity-head">
        <div>
          <h2 id="activity-title">{activity.nombre}</h2>
          <p className="muted">
            <span className="legend-swatch" style={{ background: activity.color }} aria-hidden /> {activity.name} ·{' '}
            {activity.lugar}
          </p>
        </div>
        <div className="button-row">
          {activity.comments > 0 && (
            <Button variant="secondary" onClick={actions.onComments}>
              <Icon name="message" size={16} />
              {t.comments}
            </Button>
          )}
          <Button variant="secondary" icon="send" onClick={actions.onSend}>
            {t.send}
          </Button>
          {mayChange(activity.autor_id) && (
            <>
              <Button variant="secondary" icon="tool" onClick={actions.onEdit}>
                {t.edit}
              </Button>
              <Button variant="danger" onClick={actions.onDelete} busy={actions.deleting}>
                <Icon name="remove" size={16} />
                {t.remove}
              </Button>
            </>
          )}
        </div>
      </header>
      <dl className="activity-facts">
        <div>
          <dt>{t.starts}</dt>
          <dd>{showActivityTime(activity.fecha, activity.hora)}</dd>
        </div>
        <div>
          <dt>{t.ends}</dt>
          <dd>{showActivityTime(activity.fecha_final, activity.hora_final)}</dd>
        </div>
      </dl>
      <p className="activity-description">{activity.descripcion}</p>
      {activity.url && (
        <p>
          <a href={activity.url} target="_blank" rel="noreferrer noopener">
            {t.externalLink}
          </a>
        </p>
      )}
      <Loaded fallback={<div className="activity-map" />}>
        <ActivityMap key={activity.id} route={activity.ruta} markers={markers} label={t.activityMap} />
      </Loaded>
      <div className="activity-images">
        {activity.imagen && <ActivityImage path={activity.imagen} alt={t.mainImage} />}
        {activity.imagen2 && <ActivityImage path={activity.imagen2} alt={t.secondImage} />}
      </div>
    </article>
  );
}
