import { COMPLAINT_TABS, type ComplaintListRow, type ComplaintTab, complaintTexts, folio } from '@ppd/domain';
import { useRealtimeEvent } from '../../lib/realtime.ts';
import { Button, DateText, ListDetailLayout, LoadMore, Select, useSelectedId } from '../../ui/index.ts';
import { ClaimBadge } from '../claims/index.ts';
import { ComplaintDays } from './ComplaintDays.tsx';
import { ComplaintDetail } from './ComplaintDetail.tsx';
import { complaintsApi } from './complaintsApi.ts';
import { FileKindIcon } from './FileKindIcon.tsx';
import { useComplaints } from './useComplaints.ts';
import './complaints.css';
import { useDownload } from '../../lib/useDownload.ts';

const t = complaintTexts;

/** 'Lista de denuncias' (/denuncias): the list with its tabs, search and category filter, and one complaint. */
export function ComplaintsPage() {
  const list = useComplaints();
  const downloads = useDownload();
  const { selectedId, setSelectedId, listProps } = useSelectedId();
  // Deleted by another gestor: nothing left to show.
  useRealtimeEvent('complaint:deleted', ({ complaint }) => {
    if (complaint.id === selectedId) setSelectedId(null);
  });
  const categoryOptions = [
    { value: '', label: t.allCategories },
    ...list.categories.map((c) => ({ value: String(c.id), label: c.name })),
  ];

  return (
    <div className="complaints-page">
      <ListDetailLayout<ComplaintListRow>
        title={t.title}
        count={list.counts.Todos}
        search={{ value: list.filter.search, onChange: list.setSearch, placeholder: t.searchPlaceholder }}
        filter={{
          label: t.tabsLabel,
          value: list.filter.status,
          variant: 'tabs',
          options: COMPLAINT_TABS.map((tab) => ({ value: tab, label: t.tabs[tab], count: list.counts[tab] })),
          onChange: (value) => list.setTab(value as ComplaintTab),
        }}
        sort={{ direction: list.filter.order, onToggle: list.toggleOrder, label: t.order }}
        actions={
          <div className="complaints-actions">
            <Select
              label={t.categoryFilter}
              options={categoryOptions}
              value={list.filter.category_id === undefined ? '' : String(list.filter.category_id)}
              onChange={(e) => list.setCategoryId(e.target.value ? Number(e.target.value) : undefined)}
            />
            <Button
              variant="secondary"
              icon="download"
              busy={downloads.busy()}
              onClick={() => downloads.start(() => complaintsApi.download(list.filter))}
            >
              {t.download}
            </Button>
          </div>
        }
        items={list.complaints}
        loading={list.loading}
        failed={list.failed}
        {...listProps}
        renderItem={(c) => (
          <span className="complaint-item" data-complaint-id={c.id}>
            <FileKindIcon fileType={c.file_type} />
            <span>
              <strong>{folio(c.id)}</strong> <DateText value={c.date} />
              <span className="muted complaint-item-category">{c.category_name}</span>
              <ComplaintDays complaint={c} />
              <ClaimBadge claims={list.claims} id={c.id} />
            </span>
          </span>
        )}
        footer={
          list.hasMore ? <LoadMore shown={list.complaints.length} total={list.total} onMore={list.loadMore} /> : null
        }
        detail={
          // Shown from its own read: it stays when the tab, category or search no longer list it.
          selectedId !== null ? (
            <ComplaintDetail
              key={selectedId}
              id={selectedId}
              listed={list.byId(selectedId)}
              claims={list.claims}
              onDeleted={() => setSelectedId(null)}
              onChanged={list.refresh}
            />
          ) : undefined
        }
      />
    </div>
  );
}
