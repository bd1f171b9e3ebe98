import { formatDate, messages } from '@ppd/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, type SyntheticEvent, useEffect, useMemo, useRef, useState } from 'react';
import { type CategoryIcons, type IconedCategory, NO_CATEGORY_ICONS } from '../../lib/categoryIcons.ts';
import { useElementSize } from '../../lib/useElementSize.ts';
import { summarize } from '../../map/describe.ts';
import { formatExplorerLength, formatHa } from '../../map/measures.ts';
import { type Fact, FactList, Icon, IconButton, MediaView, Modal, mediaKind } from '../../ui/index.ts';
import { IconImage } from '../catalogs/index.ts';
import type { RecordDetails } from './explorerData.ts';
import { detailsQuery } from './explorerQueries.ts';
import { POPUP_MARGIN, placePopup, type Size } from './placePopup.ts';
import { popupWidth } from './popupWidth.ts';

const texts = messages.geo.explorer;

/**
 * A record's popup, placed inside the map by `placePopup` as its size changes (its details are fetched on opening:
 * the map payload has only what the map draws).
 */
export function RecordPopup({
  id,
  staff,
  anchor,
  mapSize,
  icons = NO_CATEGORY_ICONS,
  takeFocus = false,
  onClose,
}: {
  id: number;
  staff: boolean;
  /** The clicked point, in the map's pixels. */
  anchor: [number, number];
  mapSize: Size;
  /** The categories' icons, each shown beside its category's name. */
  icons?: CategoryIcons;
  /** Opened from the keyboard (the list): the popup takes the focus, so that it is read out and Tab goes on inside. */
  takeFocus?: boolean;
  onClose: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) box.current?.focus();
  }, [takeFocus, id]);
  const size = useElementSize(box);
  const { left, top } = placePopup(anchor, size, mapSize);
  const { data, isError } = useQuery(detailsQuery(staff, id));
  // The media's own size, tagged with its record: the popup stays mounted when another record is clicked.
  const [media, setMedia] = useState<{ id: number; size: Size } | null>(null);
  // Spec §9: 500 px wide for landscape images, 300 px for portrait and audio (videos as images: see popupWidth).
  const width = popupWidth(mediaKind(data?.file_type), media?.id === id ? media.size : null);
  /** Reads the size of the <img> once loaded, or of the <video> once its metadata is in (React bubbles both). */
  const measure = ({ target }: SyntheticEvent<HTMLDivElement>) => {
    if (target instanceof HTMLImageElement) {
      setMedia({ id, size: { width: target.naturalWidth, height: target.naturalHeight } });
    } else if (target instanceof HTMLVideoElement) {
      setMedia({ id, size: { width: target.videoWidth, height: target.videoHeight } });
    }
  };
  const title = data?.nombre ?? (isError || data === null ? messages.generic.error : messages.ui.loading);
  return (
    <div
      className="explorer-popup map-panel"
      role="dialog"
      aria-label={title}
      aria-busy={data === undefined && !isError}
      ref={box}
      tabIndex={-1}
      onLoad={measure}
      onLoadedMetadata={measure}
      style={{
        left,
        top,
        width,
        maxWidth: mapSize.width - 2 * POPUP_MARGIN,
        maxHeight: mapSize.height - 2 * POPUP_MARGIN,
      }}
    >
      <div className="explorer-popup-head">
        <h3>{title}</h3>
        <IconButton icon="close" label={texts.closePopup} onClick={onClose} />
      </div>
      {data && <PopupDetails details={data} icons={icons} />}
    </div>
  );
}

/** A category's name after its icon (alt="": the name says it). */
const named = (category: IconedCategory | undefined, name: string): ReactNode => (
  <>
    {category?.url_image && <IconImage url={category.url_image} alt="" size={20} />}
    {name}
  </>
);

/** Name, description, media, classification, date, geometry type and coordinates or size. */
function PopupDetails({ details, icons }: { details: RecordDetails; icons: CategoryIcons }) {
  const [enlarged, setEnlarged] = useState(false);
  const summary = useMemo(() => summarize({ type: 'FeatureCollection', features: details.features }), [details]);
  const kind = mediaKind(details.file_type);
  const size = summary.hasPolygons
    ? `${formatHa(summary.areaHa)} · ${formatExplorerLength(summary.lengthKm)}`
    : summary.hasLines
      ? formatExplorerLength(summary.lengthKm)
      : null;
  const rows: Fact[] = [
    [texts.project, details.proyecto_nombre],
    [texts.category, named(icons.main.get(details.id_cat_principal), details.cat_principal_nombre)],
    [texts.subcategory, named(icons.sub.get(details.id_cat_secundaria), details.cat_secundaria_nombre)],
    [texts.date, formatDate(details.fecha_levantamiento)],
    [texts.geometryType, summary.types],
    size ? [texts.size, size] : [texts.coordinates, summary.coordinates],
  ];
  return (
    <>
      <p className="muted">{details.descripcion}</p>
      {kind && (
        <div className="explorer-popup-media">
          <MediaView folder={details.media_folder} fileType={details.file_type} height={130} alt={details.nombre} />
          {kind !== 'audio' && (
            <button type="button" className="btn btn-link" onClick={() => setEnlarged(true)}>
              <Icon name="maximize" size={14} /> {texts.enlarge}
            </button>
          )}
        </div>
      )}
      <FactList facts={rows} className="explorer-popup-facts" />
      {enlarged && (
        <Modal open title={details.nombre} onClose={() => setEnlarged(false)} size="lg">
          <MediaView folder={details.media_folder} fileType={details.file_type} height={500} alt={details.nombre} />
        </Modal>
      )}
    </>
  );
}
