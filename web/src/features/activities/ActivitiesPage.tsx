import type { ActivityCreated, ActivityView } from '@ppd/domain';
import { useMemo, useRef, useState } from 'react';
import { failureOf } from '../../lib/queryClient.ts';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete.ts';
import { IconButton, ListDetailLayout, truncate, useDialogs, useSelectedId } from '../../ui/index.ts';
import { BulkSendModal, SendProgressList } from '../bulk-send/index.ts';
import { CommentsModal } from '../comments/index.ts';
import { ActivityDetail } from './ActivityDetail.tsx';
import { ActivityModal } from './ActivityModal.tsx';
import { activitiesApi, useActivities, useActivityCategories, useDeleteActivity } from './activitiesApi.ts';
import { showActivityTime } from './activityDates.ts';
import { filterActivities } from './activityList.ts';
import { CalendarModal } from './CalendarModal.tsx';
import { DuplicatesModal } from './DuplicatesModal.tsx';
import { activityTexts as t } from './texts.ts';
import './activities.css';

type Open =
  | { kind: 'form'; activity: ActivityView | null }
  | { kind: 'calendar' | 'comments' | 'send' }
  | { kind: 'duplicates'; created: ActivityCreated }
  | null;

/** /eventos: the activities list (search, category filter, name order) and the selected activity (spec §2). */
export function ActivitiesPage() {
  const dialogs = useDialogs();
  const activities = useActivities();
  const categories = useActivityCategories().data ?? [];
  const remove = useDeleteActivity();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('-1');
  const [order, setOrder] = useState<'asc' | 'desc'>('asc');
  const { selectedId, setSelectedId, listProps } = useSelectedId();
  const [open, setOpen] = useState<Open>(null);
  const sendNames = useRef(new Map<number, string>());
  const all = activities.data ?? [];
  const items = useMemo(
    () => filterActivities(all, { search, category: Number(category), order }),
    [all, search, category, order],
  );
  const selected = all.find((e) => e.id === selectedId) ?? null;
  const close = () => setOpen(null);

  const deletion = useConfirmedDelete<ActivityView>({
    question: t.confirmDelete,
    remove: (activity) => remove.mutateAsync(activity.id),
    onDeleted: () => setSelectedId(null),
    deleted: t.deleted,
  });

  const saved = (created: ActivityCreated | null) => {
    if (created) setSelectedId(created.id);
    setOpen(created && created.events.length > 0 ? { kind: 'duplicates', created } : null);
  };

  return (
    <div className="activities-page">
      <SendProgressList kind="event" names={sendNames.current} />
      <ListDetailLayout<ActivityView>
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
        onAdd={() => setOpen({ kind: 'form', activity: null })}
        items={items}
        loading={activities.isLoading}
        failed={failureOf(activities)}
        {...listProps}
        renderItem={(e) => (
          <span className="activity-item">
            <span className="activity-item-name" title={e.nombre}>
              {truncate(e.nombre)}
            </span>
            <span className="activity-item-meta">
              {showActivityTime(e.fecha, e.hora)} · {e.lugar}
            </span>
          </span>
        )}
        detail={
          selected ? (
            <ActivityDetail
              key={selected.id}
              activity={selected}
              actions={{
                onComments: () => setOpen({ kind: 'comments' }),
                onSend: () => setOpen({ kind: 'send' }),
                onEdit: () => setOpen({ kind: 'form', activity: selected }),
                onDelete: () => void deletion.remove(selected),
                deleting: deletion.busy(selected),
              }}
            />
          ) : undefined
        }
      />
      {open?.kind === 'form' && <ActivityModal activity={open.activity} onClose={close} onSaved={saved} />}
      {open?.kind === 'duplicates' && (
        <DuplicatesModal
          created={all.find((e) => e.id === open.created.id) ?? { nombre: '', lat: null, lng: null }}
          duplicates={open.created.events}
          onClose={close}
        />
      )}
      {open?.kind === 'calendar' && (
        <CalendarModal activities={all} failed={failureOf(activities)} categories={categories} onClose={close} />
      )}
      {open?.kind === 'comments' && selected && (
        <CommentsModal target="activity" id={selected.id} onChanged={() => void activities.refetch()} onClose={close} />
      )}
      {open?.kind === 'send' && selected && (
        <BulkSendModal
          title={t.sendTitle}
          kind="event"
          onSubmit={async (filter) => {
            const accepted = await activitiesApi.send(selected.id, filter);
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
