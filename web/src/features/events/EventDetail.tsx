import type { EventView } from '@ppd/domain';
import { lazy, useMemo } from 'react';
import { useMayChange } from '../../lib/authorship.ts';
import { Button, Icon, Loaded } from '../../ui/index.ts';
import { EventImage } from './EventImage.tsx';
import { showEventTime } from './eventDates.ts';
import { eventTexts as t } from './texts.ts';

const EventMap = lazy(async () => ({ default: (await import('./EventMap.tsx')).EventMap }));

export interface EventActions {
  onComments: () => void;
  onSend: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** This event's delete is on its way: Eliminar is busy and takes no second click. */
  deleting: boolean;
}

/**
 * The right panel (spec §2): name, dates and times, description, link, map, images and the actions (Editar and
 * Eliminar for its author or an administrator only, as the server allows).
 */
export function EventDetail({ event, actions }: { event: EventView; actions: EventActions }) {
  const mayChange = useMayChange();
  const markers = useMemo(
    () =>
      event.lat !== null && event.lng !== null
        ? [{ id: event.id, lat: event.lat, lng: event.lng, color: event.color }]
        : [],
    [event],
  );
  return (
    <article className="event-detail" aria-labelledby="event-title">
      <header className="event-head">
        <div>
          <h2 id="event-title">{event.nombre}</h2>
          <p className="muted">
            <span className="legend-swatch" style={{ background: event.color }} aria-hidden /> {event.name} ·{' '}
            {event.lugar}
          </p>
        </div>
        <div className="button-row">
          {event.comments > 0 && (
            <Button variant="secondary" onClick={actions.onComments}>
              <Icon name="message" size={16} />
              {t.comments}
            </Button>
          )}
          <Button variant="secondary" icon="send" onClick={actions.onSend}>
            {t.send}
          </Button>
          {mayChange(event.autor_id) && (
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
      <dl className="event-facts">
        <div>
          <dt>{t.starts}</dt>
          <dd>{showEventTime(event.fecha, event.hora)}</dd>
        </div>
        <div>
          <dt>{t.ends}</dt>
          <dd>{showEventTime(event.fecha_final, event.hora_final)}</dd>
        </div>
      </dl>
      <p className="event-description">{event.descripcion}</p>
      {event.url && (
        <p>
          <a href={event.url} target="_blank" rel="noreferrer noopener">
            {t.externalLink}
          </a>
        </p>
      )}
      <Loaded fallback={<div className="event-map" />}>
        <EventMap key={event.id} route={event.ruta} markers={markers} label={t.eventMap} />
      </Loaded>
      <div className="event-images">
        {event.imagen && <EventImage path={event.imagen} alt={t.mainImage} />}
        {event.imagen2 && <EventImage path={event.imagen2} alt={t.secondImage} />}
      </div>
    </article>
  );
}
