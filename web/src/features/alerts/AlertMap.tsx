import type { Layer } from '@deck.gl/core';
import { ScatterplotLayer } from '@deck.gl/layers';
import { ALERT_COLORS, type AlertView, hasLocation, messages } from '@ppd/domain';
import { useEffect, useMemo, useState } from 'react';
import { MapView } from '../../map/MapView.tsx';
import type { ViewState } from '../../map/views.ts';
// The map's own styles: without them, opening /alertas first leaves the canvas over the list.
import '../../map/map.css';

/** Spec part 2 §9: the alert map centres on the selected alert at zoom 14, never below 11. */
export const ALERT_ZOOM = 14;
export const ALERT_MIN_ZOOM = 11;
/** The event map's centre, where the board opens before an alert is chosen. */
const HOME: ViewState = { latitude: 19.412257, longitude: -99.200871, zoom: 13, minZoom: ALERT_MIN_ZOOM, maxZoom: 19 };

const rgb = (hex: string): [number, number, number] => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
];

/** The listed alerts with a location as dots coloured by status; the selected one larger, outlined, in the centre. */
export function AlertMap({
  alerts,
  selected,
  onSelect,
  overlays = [],
}: {
  alerts: readonly AlertView[];
  selected: AlertView | null;
  onSelect: (alert: AlertView) => void;
  /** Drawn under the alerts (the authorities' positions). */
  overlays?: readonly Layer[];
}) {
  const [view, setView] = useState<ViewState>(HOME);
  const selectedId = selected?.id ?? null;
  const located = useMemo(() => alerts.filter(hasLocation), [alerts]);
  useEffect(() => {
    if (!selected || !hasLocation(selected)) return;
    setView((v) => ({
      ...v,
      latitude: selected.lat,
      longitude: selected.lon,
      zoom: ALERT_ZOOM,
      minZoom: ALERT_MIN_ZOOM,
    }));
    // Only when another alert is chosen, not on every push about the same one.
  }, [selectedId]); // eslint-disable-line react-hooks/exhaustive-deps

  const layer = useMemo(
    () =>
      new ScatterplotLayer<AlertView>({
        id: 'alerts',
        data: located,
        getPosition: (a) => [a.lon, a.lat],
        getFillColor: (a) => rgb(ALERT_COLORS[a.status]),
        getRadius: (a) => (a.id === selectedId ? 11 : 7),
        getLineColor: [255, 255, 255],
        getLineWidth: (a) => (a.id === selectedId ? 3 : 1),
        stroked: true,
        radiusUnits: 'pixels',
        lineWidthUnits: 'pixels',
        pickable: true,
        updateTriggers: { getRadius: selectedId, getLineWidth: selectedId },
      }),
    [located, selectedId],
  );

  return (
    <MapView
      className="alert-map"
      label={messages.board.alerts.map}
      viewState={view}
      onViewStateChange={(next) => setView({ ...next, minZoom: ALERT_MIN_ZOOM })}
      baseMap="streets"
      layers={[...overlays, layer]}
      onClick={(info) => {
        if (info.object) onSelect(info.object as AlertView);
      }}
    />
  );
}
