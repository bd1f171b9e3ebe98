import { messages } from '@ppd/domain';
import { useRef, useState } from 'react';
import { BaseMapSwitch } from '../../map/BaseMapSwitch.tsx';
import type { BaseMapId } from '../../map/basemaps.ts';
import { DrawToolbar } from '../../map/DrawToolbar.tsx';
import { useKeyboardDrawing } from '../../map/KeyboardDrawing.tsx';
import { MapView } from '../../map/MapView.tsx';
import { useMarkerZone } from '../../map/MarkerDialogs.tsx';
import { MeasuresPanel } from '../../map/MeasuresPanel.tsx';
import { useDrawing } from '../../map/useDrawing.ts';
import { useKeepInView } from '../../map/useKeepInView.ts';
import { PANEL_VIEW, type ViewState } from '../../map/views.ts';
import { emptyDrawing } from '../../map/zones.ts';
import { Icon, useDialogs } from '../../ui/index.ts';
import { SaveRecordDialog } from './SaveRecordDialog.tsx';
import '../../map/map.css';

const texts = messages.geo.mapScreen;

/** /mapa: draw points, lines, polygons, rectangles and influence zones, then save them as a record. */
export function MapScreen() {
  const dialogs = useDialogs();
  const [view, setView] = useState<ViewState>(PANEL_VIEW);
  const [baseMap, setBaseMap] = useState<BaseMapId>('streets');
  const zone = useMarkerZone();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const draw = useDrawing({ onMarkerAdded: zone.onMarkerAdded });
  const hasShapes = draw.drawing.features.length > 0;
  const keys = useKeyboardDrawing({ tool: draw.tool, view, onView: setView, onShape: draw.addShape });
  const screen = useRef<HTMLDivElement>(null);
  useKeepInView(screen, draw.drawing, draw.revision, setView);

  // Nuevo warns that it erases the drawing, unless the drawing was saved (nothing is lost then).
  const startNew = async () => {
    if (hasShapes && !saved && !(await dialogs.confirm(texts.confirmNew))) return;
    draw.setDrawing(emptyDrawing());
    draw.chooseTool(null);
    setSaved(false);
  };

  // A saved drawing stays on the map to be seen (spec: the toolbars go), and is not saved twice.
  const openSave = () => {
    if (!hasShapes) void dialogs.alert(messages.records.nothingDrawn);
    else if (saved) void dialogs.alert(texts.savedToolbarHint);
    else setSaving(true);
  };

  return (
    <div className="map-screen" ref={screen}>
      <h1 className="visually-hidden">{messages.shell.nav.map}</h1>
      <MapView
        viewState={view}
        onViewStateChange={setView}
        baseMap={baseMap}
        layers={[draw.layer, ...(keys.layer ?? [])]}
        {...draw.mapProps}
      >
        {!saved && <DrawToolbar tool={draw.tool} onTool={draw.chooseTool} hasShapes={hasShapes} />}
        {!saved && keys.panel}
        <div className="map-fabs" data-map-edge="top">
          <button type="button" className="map-fab" onClick={() => void startNew()}>
            <Icon name="file" size={16} />
            {texts.newRecord}
          </button>
          <button type="button" className="map-fab map-fab-primary" onClick={openSave}>
            <Icon name="save" size={16} />
            {texts.save}
          </button>
          <BaseMapSwitch value={baseMap} onChange={setBaseMap} />
        </div>
        <MeasuresPanel drawing={draw.drawing} />
        {saved && <p className="map-hint map-hint-center">{texts.savedToolbarHint}</p>}
      </MapView>

      {zone.dialogs(draw)}
      {saving && (
        <SaveRecordDialog
          drawing={draw.drawing}
          onClose={() => setSaving(false)}
          onSaved={() => {
            setSaving(false);
            draw.chooseTool(null);
            setSaved(true);
          }}
        />
      )}
    </div>
  );
}
