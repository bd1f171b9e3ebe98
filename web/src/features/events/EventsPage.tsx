import type { EventCreated, EventView } from '@ppd/domain';
import { useMemo, useRef, useState } from 'react';
import { failureOf } from '../../lib/queryClient.ts';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete.ts';
import { IconButton, ListDetailLayout, truncate, useDialogs } from '../../ui/index.ts';
import { BulkSendModal, SendProgressList } from '../bulk-send/index.ts';
import { CommentsModal } from '../comments/index.ts';
import { CalendarModal } from './CalendarModal.tsx';
import { DuplicatesModal } from './DuplicatesModal.tsx';
import { EventDetail } from './EventDetail.tsx';
import { EventModal } from './EventModal.tsx';
import { showEventTime } from './eventDates.ts';
import { filterEvents } from './eventList.ts';
import { eventsApi, useDeleteEvent, useEventCategories, useEvents } from './eventsApi.ts';
import { eventTexts as t } from './texts.ts';
import './events.css';

type Open =
  | { kind: 'form'; event: EventView | null }
  | { kind: 'calendar' | 'comments' | 'send' }
  | { kind: 'duplicates'; created: EventCreated }
  | null;

/** /eventos: the events list (search, category filter, name order) and the selected event (spec §2). */
export function EventsPage() {
  const dialogs = useDialogs();
  const events = useEvents();
  const categories = useEventCategories().data ?? [];
  const remove = useDeleteEvent();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('-1');
  const [order, setOrder] = useState<'asc' | 'desc'>('asc');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const sendNames = useRef(new Map<number, string>());
  const all = events.data ?? [];
  const items = useMemo(
    () => filterEvents(all, { search, category: Number(category), order }),
    [all, search, category, order],
  );
  const selected = all.find((e) => e.id === selectedId) ?? null;
  const close = () => setOpen(null);

  const deletion = useConfirmedDelete<EventView>({
    question: t.confirmDelete,
    remove: (event) => remove.mutateAsync(event.id),
    onDeleted: () => setSelectedId(null),
    deleted: t.deleted,
  });

  const saved = (created: EventCreated | null) => {
    if (created) setSelectedId(created.id);
    setOpen(created && created.events.length > 0 ? { kind: 'duplicates', created } : null);
  };

  return (
    <div className="events-page">
      <SendProgressList kind="event" names={sendNames.current} />
      <ListDetailLayout<EventView>
        title={t.title}
        count={items.length}
        search={{ value: search, onChange: setSearch, placeholder: t.searchPlaceholder, label: t.searchPlaceholder }}
        filter={{
          label: t.categoryFilter,
          value: category,
          onChange: setCategory,
          options: [{ value: '-1', label: t.all }, ...categories.map((c) => ({ value: String(c.id), label: c.name }))],
        }}
        sort={{
          direction: order,
          onToggle: () => setOrder((o) => (o === 'asc' ? 'desc' : 'asc')),
          label: t.sortByName,
        }}
        actions={<IconButton icon="calendar" label={t.calendar} onClick={() => setOpen({ kind: 'calendar' })} />}
        onAdd={() => setOpen({ kind: 'form', event: null })}
        items={items}
        loading={events.isLoading}
        failed={failureOf(events)}
        getKey={(e) => e.id}
        selectedKey={selectedId}
        onSelect={(e) => setSelectedId(e.id)}
        renderItem={(e) => (
          <span className="event-item">
            <span className="event-item-name" title={e.nombre}>
              {truncate(e.nombre)}
            </span>
            <span className="event-item-meta">
              {showEventTime(e.fecha, e.hora)} · {e.lugar}
            </span>
          </span>
        )}
        detail={
          selected ? (
            <EventDetail
              key={selected.id}
              event={selected}
              actions={{
                onComments: () => setOpen({ kind: 'comments' }),
                onSend: () => setOpen({ kind: 'send' }),
                onEdit: () => setOpen({ kind: 'form', event: selected }),
                onDelete: () => void deletion.remove(selected),
                deleting: deletion.busy(selected),
              }}
            />
          ) : undefined
        }
      />
      {open?.kind === 'form' && <EventModal event={open.event} onClose={close} onSaved={saved} />}
      {open?.kind === 'duplicates' && (
        <DuplicatesModal
          created={all.find((e) => e.id === open.created.id) ?? { nombre: '', lat: null, lng: null }}
          duplicates={open.created.events}
          onClose={close}
        />
      )}
      {open?.kind === 'calendar' && (
        <CalendarModal events={all} failed={failureOf(events)} categories={categories} onClose={close} />
      )}
      {open?.kind === 'comments' && selected && (
        <CommentsModal target="event" id={selected.id} onChanged={() => void events.refetch()} onClose={close} />
      )}
      {open?.kind === 'send' && selected && (
        <BulkSendModal
          title={t.sendTitle}
          onSubmit={async (filter) => {
            const accepted = await eventsApi.send(selected.id, filter);
            sendNames.current.set(accepted.send_id, selected.nombre);
            close();
            await dialogs.success(t.sent);
          }}
          onClose={close}
        />
      )}
    </div>
  );
}
