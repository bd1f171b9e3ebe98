import { type PickingInfo, WebMercatorViewport } from '@deck.gl/core';
import { messages } from '@ppd/domain';
import { type CSSProperties, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { fill } from '../../lib/text.ts';
import { useDownload } from '../../lib/useDownload.ts';
import { useElementSize } from '../../lib/useElementSize.ts';
import { useSettled } from '../../lib/useSettled.ts';
import { BaseMapSwitch } from '../../map/BaseMapSwitch.tsx';
import type { BaseMapId } from '../../map/basemaps.ts';
import { MapView } from '../../map/MapView.tsx';
import { softwareWebGL } from '../../map/renderer.ts';
import { CLUSTER_UNTIL_ZOOM, EXPLORER_VIEW, type ViewState } from '../../map/views.ts';
import { FailureNotice, Icon, useDialogs } from '../../ui/index.ts';
import { ExportMenu } from './ExportMenu.tsx';
import { filterRecords, NO_RECORDS } from './explorerData.ts';
import { boundsOf, recordsInView } from './explorerView.ts';
import { type ExportFormat, exportRecords } from './exporters.ts';
import { FilterPanel } from './FilterPanel.tsx';
import { markerAt, type Pixel, type Project, recordAt } from './hitTest.ts';
import type { MapData } from './mapData.ts';
import { type ClusterPoint, markerCount } from './pinClusters.ts';
import { usePinIcons } from './pinIcons.ts';
import { RecordList } from './RecordList.tsx';
import { RecordPopup } from './RecordPopup.tsx';
import { useExplorerRecords } from './useExplorerRecords.ts';
import { type Scene, useExplorerScene } from './useExplorerScene.ts';
import '../../map/map.css';

const texts = messages.geo.explorer;
/**
 * The view is at rest once it has stopped moving for this long: the counter follows it then (counting a million
 * boxes takes a while), and a glided map off centre is drawn again around it.
 */
const SETTLED_MS = 250;

type ClickResult = { zoomTo: ViewState } | { record: number | null };

/** What a click at `at` means: zoom into a cluster, or open (or close) a record's popup. */
function clickOn(
  at: Pixel,
  project: Project,
  scene: Scene,
  data: MapData,
  shown: readonly number[],
  view: ViewState,
): ClickResult {
  const position = (c: ClusterPoint) => project(c.geometry.coordinates);
  const marker = scene.clusters && markerAt(at, scene.clusters, position, markerCount);
  if (marker && markerCount(marker) > 1) {
    const [longitude, latitude] = marker.geometry.coordinates as [number, number];
    const zoom = Math.min(scene.clusterIndex.expansionZoom(marker), view.maxZoom ?? 22);
    return { zoomTo: { ...view, longitude, latitude, zoom } };
  }
  if (marker) return { record: shown[marker.properties.index] ?? null };
  return { record: recordAt(at, data, scene.drawn, project, scene.clusters == null) };
}

/** The explorer map of /explorador (public) and /adminexplorer (staff: private records too). */
export function ExplorerMap({ staff, extraControls }: { staff: boolean; extraControls?: ReactNode }) {
  const dialogs = useDialogs();
  const { lists, data, failure, selection, setSelection } = useExplorerRecords(staff);
  const [view, setView] = useState<ViewState>(EXPLORER_VIEW);
  const [baseMap, setBaseMap] = useState<BaseMapId>('streets');
  // `from`: the list's button that opened it, which has the focus back when it closes.
  const [popup, setPopup] = useState<{ id: number; at: [number, number]; from?: HTMLElement } | null>(null);
  const [listed, setListed] = useState(false);
  const listId = useId();
  const box = useRef<HTMLDivElement>(null);
  const size = useElementSize(box);
  // A phone wraps the map's buttons onto more rows: the filters start under however many there are (map.css).
  const fabs = useRef<HTMLDivElement>(null);
  const fabsHeight = useElementSize(fabs).height;

  const records = data ?? NO_RECORDS;
  const shown = useMemo(() => filterRecords(records, selection), [records, selection]);
  const settledView = useSettled(view, SETTLED_MS);
  // Glided on a software renderer from the zoom where every pin is drawn: below it the clusters are cheap to draw
  // each frame, and drawing the region's larger canvas again cost more than moving it saved.
  const software = useMemo(softwareWebGL, []);
  const glided = software && view.zoom >= CLUSTER_UNTIL_ZOOM;
  const pinIcons = usePinIcons(lists?.icons);
  const scene = useExplorerScene(records, shown, view, { size, glided, resting: settledView === view, pinIcons });
  const onScreen = useMemo(
    () => recordsInView(scene.index, shown, boundsOf(new WebMercatorViewport({ ...settledView, ...size }))),
    [scene.index, shown, settledView, size],
  );

  const onClick = (info: PickingInfo) => {
    const viewport = info.viewport ?? scene.viewport;
    const project: Project = (p) => viewport.project(p) as unknown as Pixel;
    const result = clickOn([info.x, info.y], project, scene, records, shown, view);
    if ('zoomTo' in result) setView(result.zoomTo);
    else {
      const at = info.coordinate;
      setPopup(result.record !== null && at ? { id: records.ids[result.record]!, at: [at[0]!, at[1]!] } : null);
    }
  };

  const listedIds = useMemo(() => (listed ? onScreen.map((r) => records.ids[r]!) : []), [listed, onScreen, records]);
  /** A listed record's popup, at its pin, as a click on its marker opens it. */
  const openListed = (id: number) => {
    const r = onScreen[listedIds.indexOf(id)];
    const from = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    if (r !== undefined) setPopup({ id, at: [records.pins[2 * r]!, records.pins[2 * r + 1]!], from });
  };

  // One export at a time: the menu's button is busy while the file is written, and takes no second click.
  const exports = useDownload();
  const exportShown = (format: ExportFormat) =>
    exports.start(() => {
      const ids = recordsInView(scene.index, shown, boundsOf(scene.viewport)).map((r) => records.ids[r]!);
      return exportRecords(ids, format, staff, dialogs.alert);
    });

  return (
    <div className="explorer-map" ref={box} style={{ '--fabs-height': `${fabsHeight}px` } as CSSProperties}>
      <MapView
        viewState={view}
        glide={scene.glide}
        onViewStateChange={setView}
        baseMap={baseMap}
        layers={scene.layers}
        onClick={onClick}
        description={fill(texts.canvas, { count: onScreen.length.toLocaleString('en-US') })}
      >
        {lists && (
          <FilterPanel
            lists={{
              proyectos: lists.proyectos,
              categorias: lists.categorias,
              subcategorias: lists.subcategorias,
              tipos: lists.tipos,
            }}
            selection={selection}
            onChange={(next) => {
              setSelection(next);
              setPopup(null);
            }}
          />
        )}
        <div className="map-fabs" ref={fabs}>
          {extraControls}
          <button
            type="button"
            className="map-fab"
            aria-expanded={listed}
            aria-controls={listed ? listId : undefined}
            onClick={() => setListed((open) => !open)}
          >
            <Icon name="list" size={16} />
            {texts.list}
          </button>
          <ExportMenu busy={exports.busy()} onExport={exportShown} />
          <BaseMapSwitch value={baseMap} onChange={setBaseMap} />
          {listed && <RecordList id={listId} staff={staff} ids={listedIds} onOpen={openListed} />}
        </div>
        {failure ? (
          <div className="map-hint map-hint-center">
            <FailureNotice failure={failure} />
          </div>
        ) : (
          <p className="map-hint map-hint-center" role="status">
            {data == null ? texts.loading : fill(texts.shown, { count: onScreen.length.toLocaleString('en-US') })}
          </p>
        )}
        {popup && (
          <RecordPopup
            id={popup.id}
            staff={staff}
            anchor={scene.viewport.project(popup.at) as [number, number]}
            mapSize={size}
            icons={lists?.icons}
            takeFocus={popup.from !== undefined}
            onClose={() => {
              setPopup(null);
              popup.from?.focus();
            }}
          />
        )}
      </MapView>
    </div>
  );
}
