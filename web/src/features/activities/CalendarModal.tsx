import type { ActivityCategoryItem, ActivityView } from '@ppd/domain';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { Calendar, type EventProps, type View, Views } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import type { ListFailure } from '../../lib/queryClient.ts';
import { textOn } from '../../ui/contrast.ts';
import { FailureNotice, Modal } from '../../ui/index.ts';
import { ActivityImage } from './ActivityImage.tsx';
import { showActivitySpan } from './activityDates.ts';
import {
  CALENDAR_CULTURE,
  type CalendarItem,
  calendarFormats,
  calendarItem,
  calendarMessages,
  calendarNow,
  localizer,
} from './calendar.ts';
import { activityTexts as t } from './texts.ts';

/**
 * Read-only calendar of the activities (spec §2): month, week and day; category colours; a detail popup. Events that
 * could not be read are said above it, with Reintentar: an empty month would say there are none.
 */
export function CalendarModal({
  activities,
  failed,
  categories,
  onClose,
}: {
  activities: readonly ActivityView[];
  failed: ListFailure | null;
  categories: readonly ActivityCategoryItem[];
  onClose: () => void;
}) {
  const items = useMemo(() => activities.map(calendarItem), [activities]);
  const [view, setView] = useState<View>(Views.MONTH);
  const [date, setDate] = useState(() => calendarNow());
  const [open, setOpen] = useState<ActivityView | null>(null);

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
          // An activity across midnight (a night ride 22:00–01:00) is drawn at its hours on each day, not as all day.
          showMultiDayTimes
          onSelectEvent={(item) => setOpen(item.resource)}
          onKeyPressEvent={(item, event) => {
            if (!OPEN_KEYS.includes((event as unknown as KeyboardEvent).key)) return;
            // The key's own click would land on the popup's first button, which has the focus by then, and close it.
            event.preventDefault();
            setOpen(item.resource);
          }}
          components={MONTH_EVENTS}
          eventPropGetter={(item) => ({
            style: {
              backgroundColor: item.resource.color,
              borderColor: item.resource.color,
              color: textOn(item.resource.color),
            },
          })}
        />
      </div>
      {open && <ActivityPopup activity={open} onClose={() => setOpen(null)} />}
    </Modal>
  );
}

/**
 * A month cell's event is a plain div that no key reaches: its title is a button inside it, whose click reaches the
 * cell's own and whose Enter or Space reaches onKeyPressEvent, as the week and day views' events (buttons already) do.
 */
function MonthEvent({ title }: EventProps<CalendarItem>) {
  return (
    // The month's week is a row (role="row"), which may only hold cells: the event is one (not in the "+N más"
    // overlay, which lists a day's events outside any row).
    // biome-ignore lint/a11y/useSemanticElements: a <td> cannot sit in the calendar's divs
    // biome-ignore lint/a11y/useFocusableInteractive: the button inside takes the focus, the cell need not
    <span role="gridcell" ref={cellOfRow}>
      <button type="button" className="calendar-event">
        {title}
      </button>
    </span>
  );
}
const cellOfRow = (cell: HTMLSpanElement | null) => {
  if (cell && !cell.closest('[role="row"]')) cell.removeAttribute('role');
};
const OPEN_KEYS = ['Enter', ' '];
const MONTH_EVENTS = { month: { event: MonthEvent } };

function ActivityPopup({ activity, onClose }: { activity: ActivityView; onClose: () => void }) {
  return (
    <Modal open size="sm" title={activity.nombre} onClose={onClose}>
      <div className="calendar-popup">
        {activity.imagen && <ActivityImage path={activity.imagen} alt={activity.nombre} />}
        <p>{activity.descripcion}</p>
        <p>
          <strong>{t.place}:</strong> {activity.lugar}
        </p>
        <p className="muted">{showActivitySpan(activity)}</p>
      </div>
    </Modal>
  );
}
