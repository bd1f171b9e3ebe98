import { messages } from '@ppd/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { catalogQueries } from '../../lib/catalogsApi.ts';
import { Button, Icon, ListDetailLayout, LoadMore, Truncated, useSelectedId } from '../../ui/index.ts';
import { RecordDetail } from './RecordDetail.tsx';
import { RecordIcon, useCategoryIcons } from './RecordIcon.tsx';
import { downloadExport, type RecordItem } from './recordsApi.ts';
import { ALL_PROJECTS, useRecordList } from './useRecordList.ts';
import '../../map/map.css';
import { useDownload } from '../../lib/useDownload.ts';

const texts = messages.geo.records;

/** /registros: the records list (search, project filter, name order, Excel export) and the record's detail. */
export function RecordsPage() {
  const [search, setSearch] = useState('');
  const [projectId, setProjectId] = useState(ALL_PROJECTS);
  const [order, setOrder] = useState<'asc' | 'desc'>('asc');
  const projects = useQuery(catalogQueries.projects).data ?? [];
  const { selectedId, setSelectedId, listProps } = useSelectedId();
  const list = useRecordList({ search, projectId, order });
  const icons = useCategoryIcons();
  const selected = list.items.find((r) => r.id === selectedId) ?? null;

  const downloads = useDownload();
  const exportAll = () =>
    downloads.start(() => downloadExport('xlsx', { search, id_proyecto: projectId }, 'RegistrosPPD.xlsx'));

  return (
    <div className="records-page">
      <ListDetailLayout<RecordItem>
        title={texts.title}
        count={list.total}
        search={{
          value: search,
          onChange: setSearch,
          placeholder: texts.searchPlaceholder,
          label: texts.searchPlaceholder,
        }}
        filter={{
          label: texts.projectFilter,
          value: String(projectId),
          onChange: (v) => setProjectId(Number(v)),
          options: [
            { value: String(ALL_PROJECTS), label: texts.allProjects },
            ...projects.map((p) => ({ value: String(p.id), label: p.nombre })),
          ],
        }}
        sort={{
          direction: order,
          onToggle: () => setOrder((o) => (o === 'asc' ? 'desc' : 'asc')),
          label: texts.sortByName,
        }}
        actions={
          <Button variant="secondary" onClick={exportAll} busy={downloads.busy()} title={texts.exportAll}>
            <Icon name="download" size={16} />
            {texts.exportAll}
          </Button>
        }
        items={list.items}
        loading={list.loading}
        failed={list.failed}
        {...listProps}
        renderItem={(r) => (
          <span className="record-item">
            <Truncated className="record-item-name" text={r.nombre} />
            <span className="record-item-meta">
              <Truncated text={r.proyecto_nombre} /> · {r.tipo_nombre}
            </span>
            {/* Last in the row's name (the title first), drawn first. */}
            <RecordIcon record={r} icons={icons} />
          </span>
        )}
        footer={list.hasMore ? <LoadMore shown={list.items.length} total={list.total} onMore={list.loadMore} /> : null}
        detail={
          selected ? (
            <RecordDetail key={selected.id} record={selected} onDeleted={() => setSelectedId(null)} />
          ) : undefined
        }
      />
    </div>
  );
}
