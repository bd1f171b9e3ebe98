import { type ActivityView, mexicoCityWallClock } from '@ppd/domain';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import localeData from 'dayjs/plugin/localeData.js';
import { type DateRangeFormatFunction, dayjsLocalizer, type Formats } from 'react-big-calendar';
import { activityTexts as t } from './texts.ts';

dayjs.extend(localeData);

/**
 * Spanish names with the week starting on Sunday (spec §2): dayjs's 'es' starts on Monday, so the calendar uses a
 * copy of it with weekStart 0.
 */
export const CALENDAR_CULTURE = 'es-domingo';
const es = dayjs.Ls.es!;
dayjs.locale({ ...es, name: CALENDAR_CULTURE, weekStart: 0 }, undefined, true);

export const localizer = dayjsLocalizer(dayjs);

/** Times as the rest of the product shows them (spec part 2: 'Dates shown DD/MM/YYYY hh:mm a'), not the locale's 24-hour H:mm. */
const TIME = 'hh:mm a';
const timeRange: DateRangeFormatFunction = ({ start, end }, culture, l) =>
  `${l!.format(start, TIME, culture)} – ${l!.format(end, TIME, culture)}`;
/** A week as Spanish writes it, day before month: '22 – 28 nov', '29 nov – 5 dic'. */
const weekRange: DateRangeFormatFunction = ({ start, end }, culture, l) =>
  `${l!.format(start, l!.eq(start, end, 'month') ? 'D' : 'D MMM', culture)} – ${l!.format(end, 'D MMM', culture)}`;
/** Headers with the day before the month ('viernes 27 nov'): the localizer's defaults put it after, in English order. */
export const calendarFormats: Formats = {
  dayFormat: 'ddd D',
  dayHeaderFormat: 'dddd D MMM',
  dayRangeHeaderFormat: weekRange,
  agendaDateFormat: 'ddd D MMM',
  timeGutterFormat: TIME,
  eventTimeRangeFormat: timeRange,
  selectRangeFormat: timeRange,
  agendaTimeFormat: TIME,
  agendaTimeRangeFormat: timeRange,
};

export const calendarMessages = {
  today: t.today,
  previous: t.previous,
  next: t.next,
  month: t.month,
  week: t.week,
  day: t.day,
  agenda: 'Agenda',
  date: 'Fecha',
  time: t.time,
  event: t.activity,
  allDay: t.allDay,
  noEventsInRange: t.noActivitiesInRange,
  showMore: (count: number) => t.more.replace('{count}', String(count)),
};

export interface CalendarItem {
  title: string;
  start: Date;
  end: Date;
  resource: ActivityView;
}

/** An activity's start and end as the browser's dates (the wall clock as entered). */
export function calendarItem(activity: ActivityView): CalendarItem {
  return {
    title: activity.nombre,
    start: new Date(`${activity.fecha}T${activity.hora}:00`),
    end: new Date(`${activity.fecha_final}T${activity.hora_final}:00`),
    resource: activity,
  };
}

/**
 * Now as Mexico City's wall clock, read as the browser's dates (how the activities are drawn): the calendar's Hoy and
 * its first day are Mexico City's, wherever the browser is.
 */
export function calendarNow(now = new Date()): Date {
  const p = mexicoCityWallClock(now);
  return new Date(`${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`);
}
