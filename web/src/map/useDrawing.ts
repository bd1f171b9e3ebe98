import type { PickingInfo } from '@deck.gl/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Rgba } from './colors.ts';
import { DRAWING_LAYER_ID, type DrawTool, drawingLayer } from './drawingLayer.ts';
import { type Drawing, emptyDrawing, removeFeature, syncBuffers, withIds } from './zones.ts';

export interface UseDrawingOptions {
  initial?: Drawing;
  /** A marker was just placed (its internal id): /mapa asks whether it is an influence zone. */
  onMarkerAdded?: (markerId: string | number) => void;
  /** Asked before a click in the remove tool deletes a shape; resolve false to keep it. */
  confirmRemove?: () => Promise<boolean>;
  color?: Rgba;
}

const FINISHED_EDITS = new Set(['addFeature', 'finishMovePosition', 'addPosition', 'removePosition']);

/** State and layer of a drawing: tools, edits that keep influence zones linked, removal of shapes. */
export function useDrawing({ initial, onMarkerAdded, confirmRemove, color }: UseDrawingOptions = {}) {
  const [drawing, setDrawingState] = useState<Drawing>(initial ?? emptyDrawing());
  const [tool, setTool] = useState<DrawTool | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  /** Counts finished edits (not the moves of a drag): what the map may react to. */
  const [revision, setRevision] = useState(0);
  const current = useRef(drawing);
  current.current = drawing;
  const callbacks = useRef({ onMarkerAdded, confirmRemove });
  callbacks.current = { onMarkerAdded, confirmRemove };

  const setDrawing = useCallback((next: Drawing) => {
    current.current = next;
    setDrawingState(next);
    setSelected([]);
    setRevision((n) => n + 1);
  }, []);

  const onEdit = useCallback(
    ({
      updatedData,
      editType,
      editContext,
    }: {
      updatedData: Drawing;
      editType: string;
      editContext: { featureIndexes?: number[] };
    }) => {
      if (editType === 'movePosition') {
        // While dragging: show the move; the buffers follow when the drag ends.
        current.current = updatedData;
        setDrawingState(updatedData);
        return;
      }
      if (!FINISHED_EDITS.has(editType)) return;
      const next = syncBuffers(current.current, withIds(updatedData));
      current.current = next;
      setDrawingState(next);
      setRevision((n) => n + 1);
      if (editType === 'addFeature') {
        setTool(null);
        const added = next.features[editContext.featureIndexes?.[0] ?? next.features.length - 1];
        if (added?.geometry.type === 'Point' && added.properties.id != null) {
          callbacks.current.onMarkerAdded?.(added.properties.id);
        }
      }
    },
    [],
  );

  /** The map's click: selects a shape in the edit tool, deletes it in the remove tool. */
  const handleClick = useCallback(
    async (info: PickingInfo) => {
      const picked = info.layer?.id === DRAWING_LAYER_ID && !(info as { isGuide?: boolean }).isGuide;
      if (!picked || info.index < 0) {
        if (tool === 'edit' && !info.layer) setSelected([]);
        return;
      }
      if (tool === 'edit') setSelected([info.index]);
      if (tool === 'remove') {
        const index = info.index;
        if (callbacks.current.confirmRemove && !(await callbacks.current.confirmRemove())) return;
        const next = removeFeature(current.current, index);
        setDrawing(next);
        if (next.features.length === 0) setTool(null);
      }
    },
    [tool, setDrawing],
  );

  /** A shape made without the pointer (vertices by keyboard, typed coordinates): added as a drawn one is. */
  const addShape = useCallback(
    (geometry: GeoJSON.Geometry) => {
      const features = current.current.features;
      onEdit({
        updatedData: { ...current.current, features: [...features, { type: 'Feature', geometry, properties: {} }] },
        editType: 'addFeature',
        editContext: { featureIndexes: [features.length] },
      });
    },
    [onEdit],
  );

  const chooseTool = useCallback((next: DrawTool | null) => {
    setTool((previous) => (previous === next ? null : next));
    setSelected([]);
  }, []);

  const layer = useMemo(
    () => drawingLayer({ drawing, tool, selected, onEdit, ...(color ? { color } : {}) }),
    [drawing, tool, selected, onEdit, color],
  );

  const drawingActive = tool != null && tool !== 'remove';
  return {
    drawing,
    revision,
    setDrawing,
    tool,
    chooseTool,
    addShape,
    layer,
    /** The map's click, cursor and double click for this drawing. */
    mapProps: {
      onClick: (info: PickingInfo) => void handleClick(info),
      doubleClickZoom: !drawingActive,
      getCursor: ({ isDragging }: { isDragging: boolean }) =>
        drawingActive ? 'crosshair' : isDragging ? 'grabbing' : 'grab',
    },
  };
}
