import { geometryFileName, messages } from '@ppd/domain';
import { useMemo, useState } from 'react';
import { useMayChange } from '../../lib/authorship.ts';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete.ts';
import { useDownload } from '../../lib/useDownload.ts';
import { summarize } from '../../map/describe.ts';
import { formatHa, formatKm } from '../../map/measures.ts';
import {
  Button,
  DateText,
  type Fact,
  FactList,
  Icon,
  LongText,
  MediaView,
  MetadataModal,
  mediaKind,
} from '../../ui/index.ts';
import { CommentsModal } from '../comments/index.ts';
import { EditRecordModal } from './EditRecordModal.tsx';
import { RecordMap } from './RecordMap.tsx';
import { deleteRecord, downloadExport, type RecordItem, type ServerExport } from './recordsApi.ts';

const texts = messages.geo.records;
const mapTexts = messages.geo.mapScreen;

type Open = 'edit' | 'comments' | 'metadata' | null;

/** The geometry downloads, in the order of their buttons. */
const GEOMETRY_DOWNLOADS = [
  ['geojson', texts.geojson],
  ['kml', texts.kml],
  ['shp', texts.shapefile],
] as const satisfies readonly (readonly [ServerExport, string])[];

/**
 * One record: map, geometry facts, media, metadata, downloads, Excel export, comments, and edit and delete for its
 * author or an administrator (as the server allows).
 */
export function RecordDetail({ record, onDeleted }: { record: RecordItem; onDeleted: () => void }) {
  const [open, setOpen] = useState<Open>(null);
  const mayChange = useMayChange();
  const summary = useMemo(() => summarize(record.geojson), [record.geojson]);
  const deletion = useConfirmedDelete<RecordItem>({
    question: messages.records.confirmDelete,
    remove: (item) => deleteRecord(item.id),
    onDeleted,
    deleted: messages.records.deleted,
  });

  const downloads = useDownload();
  const download = (format: ServerExport, filename: string) =>
    downloads.start(() => downloadExport(format, { ids: String(record.id) }, filename), format);

  const facts: Fact[] = [
    [texts.geometryType, summary.types],
    [texts.coordinates, summary.coordinates],
    ...(summary.hasLines || summary.hasPolygons
      ? [[texts.length, formatKm(summary.lengthKm)] as [string, string]]
      : []),
    ...(summary.hasPolygons ? [[texts.area, formatHa(summary.areaHa)] as [string, string]] : []),
    [texts.project, record.proyecto_nombre],
    [texts.category, record.cat_principal_nombre],
    [texts.subcategory, record.cat_secundaria_nombre],
    [texts.type, record.tipo_nombre],
    [texts.visibility, record.privado ? mapTexts.private : mapTexts.public],
    [texts.date, <DateText key="date" value={record.fecha_levantamiento} />],
    [texts.author, record.usuario],
  ];

  return (
    <article className="record-detail" aria-labelledby="record-title">
      <header className="record-head">
        <div className="record-texts">
          <LongText as="h2" id="record-title" className="record-title" text={record.nombre} lines={2} />
          <LongText as="p" className="muted" text={record.descripcion} lines={3} />
        </div>
        <div className="record-actions">
          <Button variant="secondary" onClick={() => setOpen('comments')}>
            <Icon name="message" size={16} />
            {texts.comments}
          </Button>
          {mayChange(record.user_id) && (
            <>
              <Button variant="secondary" icon="tool" onClick={() => setOpen('edit')}>
                {texts.edit}
              </Button>
              <Button variant="danger" onClick={() => void deletion.remove(record)} busy={deletion.busy(record)}>
                <Icon name="remove" size={16} />
                {texts.remove}
              </Button>
            </>
          )}
        </div>
      </header>

      <RecordMap record={record} />

      <div className="record-columns">
        <FactList facts={facts} className="record-facts" />
        <div className="record-side">
          <section className="record-media" aria-label={messages.geo.explorer.media}>
            {mediaKind(record.file_type) ? (
              <MediaView folder={record.media_folder} fileType={record.file_type} height={260} alt={record.nombre} />
            ) : (
              <p className="muted">{texts.noMedia}</p>
            )}
            {mediaKind(record.file_type) && (
              <Button variant="link" onClick={() => setOpen('metadata')}>
                {texts.metadata}
              </Button>
            )}
          </section>
          <section className="record-downloads" aria-label={texts.downloads}>
            <h3>{texts.downloads}</h3>
            <div className="button-row">
              {GEOMETRY_DOWNLOADS.map(([format, label]) => (
                <Button
                  key={format}
                  variant="secondary"
                  busy={downloads.busy(format)}
                  onClick={() => download(format, geometryFileName(format))}
                >
                  {label}
                </Button>
              ))}
              <Button busy={downloads.busy('xlsx')} onClick={() => download('xlsx', `Registro_${record.id}.xlsx`)}>
                <Icon name="download" size={16} />
                {texts.exportOne}
              </Button>
            </div>
          </section>
        </div>
      </div>

      {open === 'edit' && (
        <EditRecordModal record={record} onClose={() => setOpen(null)} onSaved={() => setOpen(null)} />
      )}
      {open === 'comments' && <CommentsModal target="place" id={record.id} onClose={() => setOpen(null)} />}
      {open === 'metadata' && (
        <MetadataModal fileType={record.file_type} metadata={record.media_metadata} onClose={() => setOpen(null)} />
      )}
    </article>
  );
}
