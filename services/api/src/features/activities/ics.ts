import { fromMexicoCityTime } from '@ppd/domain';
import ical, { type ICalEventData, ICalEventStatus } from 'ical-generator';
import type { CalendarActivity } from './queries.ts';

/** An activity's start or end (Mexico City wall clock) as the instant the calendar carries in UTC. */
const instant = (date: string, time: string) => fromMexicoCityTime(`${date}T${time}:00`);

/** How often a subscribed calendar app should read the feed again. */
const REFRESH_SECONDS = 60 * 60;

function eventData(activity: CalendarActivity): ICalEventData {
  const { lat, lng } = activity;
  const geo = lat !== null && lng !== null ? { geo: { lat, lon: lng } } : {};
  return {
    // Stable across requests and edits: a calendar app that subscribed updates the event instead of adding another.
    id: `evento-${activity.id}@monitoreo-ppd`,
    // RFC 5545 §3.8.7.2: without METHOD, DTSTAMP is when the event last changed, so an unchanged feed reads the same.
    stamp: activity.updated_at,
    lastModified: activity.updated_at,
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
 * The activities as one iCalendar (RFC 5545) document named `name`, written by `ical-generator`: times in UTC,
 * lines folded at 75 octets without splitting a character (an accent takes two, an emoji four), any date from the
 * forms' range (1900 on) written.
 */
export function activitiesCalendar(activities: readonly CalendarActivity[], name: string): string {
  return ical({
    prodId: '//monitoreo-ppd//eventos//ES',
    name,
    ttl: REFRESH_SECONDS,
    events: activities.map(eventData),
  }).toString();
}
