import { type EventView, fromMexicoCityTime } from '@ppd/domain';
import { createEvents, type EventAttributes, isValidURL } from 'ics';

declare module 'ics' {
  /** The package's own test of a link (exported, not typed): a link it refuses makes createEvents fail. */
  export function isValidURL(url: string): boolean;
}

/** An event's start or end (Mexico City wall clock) as the instant the calendar carries in UTC. */
const instant = (date: string, time: string) => fromMexicoCityTime(`${date}T${time}:00`).getTime();

function attributes(event: EventView): EventAttributes {
  return {
    uid: `evento-${event.id}@monitoreo-ppd`,
    title: event.nombre,
    description: event.descripcion,
    location: event.lugar,
    ...(event.lat !== null && event.lng !== null ? { geo: { lat: event.lat, lon: event.lng } } : {}),
    // A link saved before the form checked it as calendars do would break the whole feed: that event loses it.
    // No page stands in for it: the app's event read needs a visitor's token, which a calendar does not send.
    ...(event.url && isValidURL(event.url) ? { url: event.url } : {}),
    categories: [event.name],
    start: instant(event.fecha, event.hora),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: instant(event.fecha_final, event.hora_final),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
  };
}

/** The events as one iCalendar (RFC 5545) document, written by the `ics` package. */
export function eventsCalendar(events: readonly EventView[]): string {
  const { error, value } = createEvents(events.map(attributes), {
    productId: 'monitoreo-ppd/eventos',
    calName: 'Eventos',
  });
  if (error || value === null) throw error ?? new Error('calendar not written');
  return value;
}
