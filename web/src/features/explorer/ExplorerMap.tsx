import { type PickingInfo, WebMercatorViewport } from '@deck.gl/core';
import { messages } from '@ppd/domain';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import Supercluster from 'supercluster';
import { fill } from '../../lib/text.ts';
import { BaseMapSwitch } from '../../map/BaseMapSwitch.tsx';
import type { BaseMapId } from '../../map/basemaps.ts';
import { MapIcon } from '../../map/MapIcon.tsx';
import { MapView } from '../../map/MapView.tsx';
import { CLUSTER_UNTIL_ZOOM, EXPLORER_VIEW, type ViewState } from '../../map/views.ts';
import { useDialogs } from '../../ui/index.ts';
import { type ExplorerLists, fetchExplorerLists, fetchExplorerRecords } from './explorerApi.ts';
import {
  type ExplorerRecord,
  filterRecords,
  parseRecords,
  pinAttributes,
  type Selection,
  shapeAttributes,
} from './explorerData.ts';
import { type ClusterPoint, clusterLayers, pinLayer, shapeLayers } from './explorerLayers.ts';
import { type ExportFormat, exportRecords } from './exporters.ts';
import { FilterPanel } from './FilterPanel.tsx';
import { RecordPopup } from './RecordPopup.tsx';
import '../../map/map.css';

const texts = messages.geo.explorer;
const none = () => new Set<number>();

/** The explorer map of /explorador (public) and /adminexplorer (staff: private records too). */
export function ExplorerMap({ staff, extraControls }: { staff: boolean; extraControls?: ReactNode }) {
  const dialogs = useDialogs();
  const [lists, setLists] = useState<ExplorerLists | null>(null);
  const [records, setRecords] = useState<ExplorerRecord[] | null>(null);
  const [selection, setSelection] = useState<Selection>({
    projects: none(),
    categories: none(),
    subcategories: none(),
    types: none(),
  });
  const [view, setView] = useState<ViewState>(EXPLORER_VIEW);
  const [baseMap, setBaseMap] = useState<BaseMapId>('streets');
  const [popup, setPopup] = useState<{ record: ExplorerRecord; at: [number, number] } | null>(null);
  const [exportOpen, setExportOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    (async () => {
      const loaded = await fetchExplorerLists();
      if (!live) return;
      setLists(loaded);
      const typeIds = loaded.tipos.map((t) => t.id);
      setSelection((s) => ({ ...s, types: new Set(typeIds) }));
      const raw = await fetchExplorerRecords(typeIds, staff);
      if (live) setRecords(parseRecords(raw));
    })().catch(() => live && setRecords([]));
    return () => {
      live = false;
    };
  }, [staff]);

  const shown = useMemo(() => filterRecords(records ?? [], selection), [records, selection]);
  const pins = useMemo(() => pinAttributes(shown), [shown]);
  const shapes = useMemo(() => shapeAttributes(shown), [shown]);
  const index = useMemo(() => {
    const points = shown.map((r, i) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: r.pin },
      properties: { index: i },
    }));
    return new Supercluster<{ index: number }>({ radius: 60, maxZoom: CLUSTER_UNTIL_ZOOM - 1 }).load(points);
  }, [shown]);
  const zoomLevel = Math.floor(view.zoom);
  const clusters = useMemo(
    () =>
      zoomLevel < CLUSTER_UNTIL_ZOOM ? (index.getClusters([-180, -85, 180, 85], zoomLevel) as ClusterPoint[]) : null,
    [index, zoomLevel],
  );
  const layers = useMemo(
    () => [...shapeLayers(shapes), ...(clusters ? clusterLayers(clusters, pins) : [pinLayer(pins)])],
    [shapes, pins, clusters],
  );

  const viewport = () => {
    const { width = 800, height = 600 } = box.current?.getBoundingClientRect() ?? {};
    return new WebMercatorViewport({ ...view, width, height });
  };

  const onClick = (info: PickingInfo) => {
    const id = info.layer?.id;
    let record: ExplorerRecord | undefined;
    if (id === 'explorer-clusters' && info.object) {
      const cluster = info.object as ClusterPoint;
      const [longitude, latitude] = cluster.geometry.coordinates as [number, number];
      const zoom = index.getClusterExpansionZoom(Number(cluster.id));
      setView((v) => ({ ...v, longitude, latitude, zoom: Math.min(zoom, v.maxZoom ?? 22) }));
      return;
    }
    if (id === 'explorer-lone-pins' && info.object)
      record = shown[(info.object as ClusterPoint).properties.index as number];
    else if (id === 'explorer-pins' && info.index >= 0) record = shown[info.index];
    else if (id === 'explorer-paths' && info.index >= 0) record = shown[shapes.paths.owners[info.index] ?? -1];
    else if (id === 'explorer-fills' && info.index >= 0) record = shown[shapes.fills.owners[info.index] ?? -1];
    setPopup(record && info.coordinate ? { record, at: [info.coordinate[0]!, info.coordinate[1]!] } : null);
  };

  const exportShown = async (format: ExportFormat) => {
    setExportOpen(false);
    const [[west, south], [east, north]] = (() => {
      const b = viewport().getBounds();
      return [
        [b[0], b[1]],
        [b[2], b[3]],
      ];
    })() as [[number, number], [number, number]];
    const onScreen = shown.filter(({ pin: [x = 0, y = 0] }) => x >= west && x <= east && y >= south && y <= north);
    if (onScreen.length === 0) {
      await dialogs.alert(messages.records.nothingToExport);
      return;
    }
    await exportRecords(onScreen, format).catch(() => dialogs.error());
  };

  const popupAt = popup ? (viewport().project(popup.at) as [number, number]) : null;

  return (
    <div className="explorer-map" ref={box}>
      <MapView viewState={view} onViewStateChange={setView} baseMap={baseMap} layers={layers} onClick={onClick}>
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
        <div className="map-fabs">
          {extraControls}
          <div className="map-basemap">
            <button
              type="button"
              className="map-fab"
              aria-expanded={exportOpen}
              onClick={() => setExportOpen((o) => !o)}
            >
              <MapIcon name="download" size={16} />
              {texts.export}
            </button>
            {exportOpen && (
              <div className="map-panel map-basemap-panel" role="menu" aria-label={texts.export}>
                {(
                  [
                    ['geojson', texts.geojson],
                    ['kml', texts.kml],
                    ['shp', texts.shapefile],
                  ] as const
                ).map(([format, label]) => (
                  <button
                    key={format}
                    type="button"
                    role="menuitem"
                    className="btn btn-ghost"
                    onClick={() => void exportShown(format)}
                  >
                    {label}
                  </button>
                ))}
              </div>
            )}
          </div>
          <BaseMapSwitch value={baseMap} onChange={setBaseMap} />
        </div>
        <p className="map-hint map-hint-center" role="status">
          {records == null ? texts.loading : fill(texts.shown, { count: shown.length.toLocaleString('en-US') })}
        </p>
        {popup && popupAt && <RecordPopup record={popup.record} position={popupAt} onClose={() => setPopup(null)} />}
      </MapView>
    </div>
  );
}
