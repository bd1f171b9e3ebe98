/** A box as [west, south, east, north] in degrees. */
export type Box = readonly [number, number, number, number];

/** Items spanning more cells than this are kept apart and tested on every query. */
const MAX_CELLS_PER_ITEM = 64;
const MAX_CELLS_PER_AXIS = 1024;

/**
 * A static uniform grid over item boxes (four numbers per item in `boxes`). Built once per filter change,
 * queried each time the view leaves the region drawn last: it answers in time proportional to the items near
 * the box, not to all the records.
 */
export class GridIndex {
  private readonly west: number;
  private readonly south: number;
  private readonly cellWidth: number;
  private readonly cellHeight: number;
  private readonly columns: number;
  private readonly rows: number;
  private readonly starts: Uint32Array;
  private readonly items: Uint32Array;
  private readonly large: number[] = [];
  private readonly stamps: Uint32Array;
  private stamp = 0;

  constructor(private readonly boxes: Float64Array) {
    const count = boxes.length / 4;
    const [west, south, east, north] = extent(boxes);
    const side = Math.max(1, Math.min(MAX_CELLS_PER_AXIS, Math.ceil(Math.sqrt(count / 4))));
    this.west = west;
    this.south = south;
    this.columns = side;
    this.rows = side;
    this.cellWidth = Math.max((east - west) / side, 1e-9);
    this.cellHeight = Math.max((north - south) / side, 1e-9);
    this.stamps = new Uint32Array(count);
    const counts = new Uint32Array(side * side + 1);
    this.eachCell(
      (cell) => counts[cell + 1]!++,
      (item) => this.large.push(item),
    );
    for (let c = 1; c < counts.length; c++) counts[c]! += counts[c - 1]!;
    this.starts = counts.slice();
    this.items = new Uint32Array(counts[counts.length - 1]!);
    this.eachCell(
      (cell, item) => {
        this.items[counts[cell]!++] = item;
      },
      () => {},
    );
  }

  /** The indices of the items whose box meets `box`, each once. */
  search(box: Box): number[] {
    const found: number[] = [];
    this.stamp++;
    const take = (item: number) => {
      if (this.stamps[item] === this.stamp) return;
      this.stamps[item] = this.stamp;
      if (this.meets(item, box)) found.push(item);
    };
    const [c0, r0, c1, r1] = this.cellRange(box);
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        const cell = r * this.columns + c;
        for (let k = this.starts[cell]!; k < this.starts[cell + 1]!; k++) take(this.items[k]!);
      }
    }
    for (const item of this.large) take(item);
    return found;
  }

  private meets(item: number, [west, south, east, north]: Box): boolean {
    const b = this.boxes;
    return b[item * 4]! <= east && b[item * 4 + 2]! >= west && b[item * 4 + 1]! <= north && b[item * 4 + 3]! >= south;
  }

  private cellRange([west, south, east, north]: Box): [number, number, number, number] {
    const column = (x: number) => Math.min(this.columns - 1, Math.max(0, Math.floor((x - this.west) / this.cellWidth)));
    const row = (y: number) => Math.min(this.rows - 1, Math.max(0, Math.floor((y - this.south) / this.cellHeight)));
    return [column(west), row(south), column(east), row(north)];
  }

  /** Calls `visit` for each (cell, item) pair of the grid, or `large` for an item that spans too many cells. */
  private eachCell(visit: (cell: number, item: number) => void, large: (item: number) => void): void {
    const b = this.boxes;
    for (let item = 0; item < b.length / 4; item++) {
      const [c0, r0, c1, r1] = this.cellRange([b[item * 4]!, b[item * 4 + 1]!, b[item * 4 + 2]!, b[item * 4 + 3]!]);
      if ((c1 - c0 + 1) * (r1 - r0 + 1) > MAX_CELLS_PER_ITEM) {
        large(item);
        continue;
      }
      for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) visit(r * this.columns + c, item);
    }
  }
}

function extent(boxes: Float64Array): Box {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < boxes.length; i += 4) {
    west = Math.min(west, boxes[i]!);
    south = Math.min(south, boxes[i + 1]!);
    east = Math.max(east, boxes[i + 2]!);
    north = Math.max(north, boxes[i + 3]!);
  }
  return Number.isFinite(west) ? [west, south, east, north] : [0, 0, 0, 0];
}
