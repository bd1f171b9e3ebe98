import { type EventView, fromMexicoCityTime } from '@ppd/domain';
import ical, { type ICalEventData, ICalEventStatus } from 'ical-generator';

/** An event's start or end (Mexico City wall clock) as the instant the calendar carries in UTC. */
const instant = (date: string, time: string) => fromMexicoCityTime(`${date}T${time}:00`);

function eventData(event: EventView): ICalEventData {
  const geo = event.lat !== null && event.lng !== null ? { geo: { lat: event.lat, lon: event.lng } } : {};
  return {
    id: `evento-${event.id}@monitoreo-ppd`,
    summary: event.nombre,
    description: event.descripcion,
    location: { title: event.lugar, ...geo },
    // No page stands in for a missing link: the app's event read needs a visitor's token, which a calendar lacks.
    url: event.url || null,
    categories: [{ name: event.name }],
    start: instant(event.fecha, event.hora),
    end: instant(event.fecha_final, event.hora_final),
    status: ICalEventStatus.CONFIRMED,
  };
}

/**
 * The events as one iCalendar (RFC 5545) document, written by `ical-generator`: lines folded at 75 octets (an
 * accented title is longer in bytes than in characters), any date from the forms' range (1900 on) written.
 */
export function eventsCalendar(events: readonly EventView[]): string {
  return ical({ prodId: '//monitoreo-ppd//eventos//ES', name: 'Eventos', events: events.map(eventData) }).toString();
}
