import { DrawLineStringMode, DrawPolygonMode, getPickedEditHandle } from '@deck.gl-community/editable-layers';

type DoubleClick = Parameters<DrawPolygonMode['handleDoubleClick']>;

/**
 * deck.gl reports a double click alone, without the two clicks it is made of (a click waits to be sure it is not
 * the start of a double click), so the editable layer's modes finish a shape without the point double-clicked:
 * a polygon closed by double-click lost its last corner. These modes add that point first, unless it is a point
 * already drawn (the user double-clicked the last or the first point to finish).
 */
function addDoubleClickedPoint(mode: DrawPolygonMode | DrawLineStringMode, [event]: DoubleClick) {
  if (!getPickedEditHandle(event.picks)) mode.addClickSequence(event);
}

export class DrawPolygonByClicksMode extends DrawPolygonMode {
  override handleDoubleClick(...args: DoubleClick) {
    addDoubleClickedPoint(this, args);
    super.handleDoubleClick(...args);
  }
}

export class DrawLineByClicksMode extends DrawLineStringMode {
  override handleDoubleClick(...args: DoubleClick) {
    addDoubleClickedPoint(this, args);
    super.handleDoubleClick(...args);
  }
}
