import type { EventCategoryItem, EventView } from '@ppd/domain';
import { useMemo, useState } from 'react';
import { Calendar, type View, Views } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import type { ListFailure } from '../../lib/queryClient.ts';
import { FailureNotice, Modal } from '../../ui/index.ts';
import {
  CALENDAR_CULTURE,
  type CalendarItem,
  calendarFormats,
  calendarItem,
  calendarMessages,
  calendarNow,
  localizer,
} from './calendar.ts';
import { EventImage } from './EventImage.tsx';
import { showEventSpan } from './eventDates.ts';
import { eventTexts as t } from './texts.ts';

/**
 * Read-only calendar of the events (spec §2): month, week and day; category colours; a detail popup. Events that
 * could not be read are said above it, with Reintentar: an empty month would say there are none.
 */
export function CalendarModal({
  events,
  failed,
  categories,
  onClose,
}: {
  events: readonly EventView[];
  failed: ListFailure | null;
  categories: readonly EventCategoryItem[];
  onClose: () => void;
}) {
  const items = useMemo(() => events.map(calendarItem), [events]);
  const [view, setView] = useState<View>(Views.MONTH);
  const [date, setDate] = useState(() => calendarNow());
  const [open, setOpen] = useState<EventView | null>(null);

  return (
    <Modal open size="lg" title={t.calendar} onClose={onClose} className="calendar-modal">
      <FailureNotice failure={failed} />
      <ul className="calendar-legend" aria-label={t.legend}>
        {categories.map((c) => (
          <li key={c.id}>
            <span className="legend-swatch" style={{ background: c.color }} aria-hidden />
            {c.name}
          </li>
        ))}
      </ul>
      <div className="calendar-box">
        <Calendar<CalendarItem>
          localizer={localizer}
          culture={CALENDAR_CULTURE}
          events={items}
          views={[Views.MONTH, Views.WEEK, Views.DAY]}
          view={view}
          onView={setView}
          date={date}
          getNow={calendarNow}
          onNavigate={setDate}
          messages={calendarMessages}
          formats={calendarFormats}
          popup
          // An event across midnight (a night ride 22:00–01:00) is drawn at its hours on each day, not as all day.
          showMultiDayTimes
          onSelectEvent={(item) => setOpen(item.resource)}
          eventPropGetter={(item) => ({
            style: { backgroundColor: item.resource.color, borderColor: item.resource.color },
          })}
        />
      </div>
      {open && <EventPopup event={open} onClose={() => setOpen(null)} />}
    </Modal>
  );
}

function EventPopup({ event, onClose }: { event: EventView; onClose: () => void }) {
  return (
    <Modal open size="sm" title={event.nombre} onClose={onClose}>
      <div className="calendar-popup">
        {event.imagen && <EventImage path={event.imagen} alt={event.nombre} />}
        <p>{event.descripcion}</p>
        <p>
          <strong>{t.place}:</strong> {event.lugar}
        </p>
        <p className="muted">{showEventSpan(event)}</p>
      </div>
    </Modal>
  );
}
