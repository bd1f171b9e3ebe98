import { messages } from '@ppd/domain';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { fill } from '../../lib/text.ts';
import { BaseMapSwitch } from '../../map/BaseMapSwitch.tsx';
import type { BaseMapId } from '../../map/basemaps.ts';
import { typeColor } from '../../map/colors.ts';
import { DrawToolbar } from '../../map/DrawToolbar.tsx';
import { MapView } from '../../map/MapView.tsx';
import { useMarkerZone } from '../../map/MarkerDialogs.tsx';
import { useDrawing } from '../../map/useDrawing.ts';
import { controlPadding, useKeepInView } from '../../map/useKeepInView.ts';
import { fitFeatures, RECORDS_VIEW, type ViewState } from '../../map/views.ts';
import { Button, useDialogs } from '../../ui/index.ts';
import { editableDrawing, editedGeometries } from './recordGeometry.ts';
import { type RecordItem, updateGeometries } from './recordsApi.ts';

const texts = messages.geo.records;

/**
 * The record's map (satellite and streets) and its geometry editing: confirmed before it starts, edits applied
 * locally, removals confirmed, then saved through updateLevantamientoGeometries after a last confirmation.
 */
export function RecordMap({ record }: { record: RecordItem }) {
  const dialogs = useDialogs();
  const original = useMemo(() => editableDrawing(record.geojson, record.source), [record]);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [baseMap, setBaseMap] = useState<BaseMapId>('satellite');
  const [view, setView] = useState<ViewState>(RECORDS_VIEW);
  const box = useRef<HTMLDivElement>(null);
  const color = useMemo(() => typeColor(record.id_tipo), [record.id_tipo]);
  const zone = useMarkerZone();
  const draw = useDrawing({
    initial: original,
    color,
    onMarkerAdded: zone.onMarkerAdded,
    confirmRemove: () => dialogs.confirm(messages.records.confirmDeleteGeometries, { danger: true }),
  });

  // Spec §9: bounds fit with 50 px padding; more where the buttons sit, so no shape starts under them.
  useLayoutEffect(() => {
    const element = box.current;
    const size = element?.getBoundingClientRect() ?? { width: 800, height: 400 };
    const controls = element ? controlPadding(element) : { top: 50, right: 50, bottom: 50, left: 50 };
    const padding = {
      top: Math.max(50, controls.top),
      right: Math.max(50, controls.right),
      bottom: Math.max(50, controls.bottom),
      left: Math.max(50, controls.left),
    };
    setView(fitFeatures(original, size, RECORDS_VIEW, padding));
  }, [original]);
  // While editing, the toolbar on the left joins the buttons: shapes under it are brought out after each edit.
  useKeepInView(box, draw.drawing, draw.revision, setView, editing);

  const startEditing = async () => {
    if (await dialogs.confirm(texts.confirmEditGeometries)) setEditing(true);
  };

  const cancel = () => {
    draw.setDrawing(original);
    draw.chooseTool(null);
    setEditing(false);
  };

  const save = async () => {
    if (draw.drawing.features.length === 0) {
      await dialogs.alert(messages.records.nothingDrawn);
      return;
    }
    if (!(await dialogs.confirm(texts.confirmSaveGeometries))) return;
    setSaving(true);
    try {
      await updateGeometries(record.id, editedGeometries(draw.drawing, original));
      draw.chooseTool(null);
      setEditing(false);
      await dialogs.success(messages.records.dataSaved);
    } catch (error) {
      await dialogs.failed(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="record-map" ref={box}>
      <MapView
        viewState={view}
        onViewStateChange={setView}
        baseMap={baseMap}
        layers={[draw.layer]}
        {...draw.mapProps}
        label={fill(messages.geo.map.ofRecord, { name: record.nombre })}
      >
        {editing && (
          <DrawToolbar tool={draw.tool} onTool={draw.chooseTool} hasShapes={draw.drawing.features.length > 0} />
        )}
        <div className="map-fabs" data-map-edge="top">
          {editing ? (
            <>
              <Button variant="secondary" onClick={cancel}>
                {texts.cancelGeometries}
              </Button>
              <Button onClick={() => void save()} busy={saving}>
                {texts.saveGeometries}
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={() => void startEditing()}>
              {texts.editGeometries}
            </Button>
          )}
          <BaseMapSwitch value={baseMap} onChange={setBaseMap} />
        </div>
      </MapView>
      {zone.dialogs(draw)}
    </div>
  );
}
