import { type ActivityView, fromMexicoCityTime } from '@ppd/domain';
import ical, { type ICalEventData, ICalEventStatus } from 'ical-generator';

/** An activity's start or end (Mexico City wall clock) as the instant the calendar carries in UTC. */
const instant = (date: string, time: string) => fromMexicoCityTime(`${date}T${time}:00`);

function eventData(activity: ActivityView): ICalEventData {
  const geo = activity.lat !== null && activity.lng !== null ? { geo: { lat: activity.lat, lon: activity.lng } } : {};
  return {
    id: `evento-${activity.id}@monitoreo-ppd`,
    summary: activity.nombre,
    description: activity.descripcion,
    location: { title: activity.lugar, ...geo },
    // No page stands in for a missing link: the app's activity read needs a visitor's token, which a calendar lacks.
    url: activity.url || null,
    categories: [{ name: activity.name }],
    start: instant(activity.fecha, activity.hora),
    end: instant(activity.fecha_final, activity.hora_final),
    status: ICalEventStatus.CONFIRMED,
  };
}

/**
 * The events as one iCalendar (RFC 5545) document, written by `ical-generator`: lines folded at 75 octets (an
 * accented title is longer in bytes than in characters), any date from the forms' range (1900 on) written.
 */
export function activitiesCalendar(events: readonly ActivityView[]): string {
  return ical({ prodId: '//monitoreo-ppd//eventos//ES', name: 'Eventos', events: events.map(eventData) }).toString();
}
