// Renders the icon library (ICON_LIBRARY) to web/public/icons/<name>.png. Run after changing the library and commit
// the PNGs: nothing is drawn at run time. `npm run draw-icons -w @ppd/db`
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as mdi from '@mdi/js';
import { Resvg } from '@resvg/resvg-js';
import { ICON_LIBRARY, LIBRARY_ICONS } from '../icon-library.ts';

const OUT = fileURLToPath(new URL('../../../../web/public/icons/', import.meta.url));
/** Pixels a side: well under the 250 px the icons are held to, and sharp on a map pin or a list row. */
const SIZE = 128;

/** A round marker tile: the glyph (a 24-unit MDI path) white on the colour, in a white ring with a soft shadow. */
function tile(glyph: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 128 128">
  <defs><filter id="s" x="-20%" y="-20%" width="140%" height="140%">
    <feDropShadow dx="0" dy="2" stdDeviation="2.5" flood-color="#000" flood-opacity="0.35"/>
  </filter></defs>
  <circle cx="64" cy="62" r="55" fill="${colour}" stroke="#fff" stroke-width="6" filter="url(#s)"/>
  <path d="${glyph}" fill="#fff" transform="translate(32 30) scale(${64 / 24})"/>
</svg>`;
}

const glyphs = mdi as Record<string, string>;
mkdirSync(OUT, { recursive: true });
for (const file of readdirSync(OUT)) if (file.endsWith('.png')) rmSync(path.join(OUT, file));
for (const name of LIBRARY_ICONS) {
  const { glyph, colour } = ICON_LIBRARY[name];
  const pathData = glyphs[glyph];
  if (!pathData) throw new Error(`@mdi/js has no ${glyph} (icon ${name})`);
  writeFileSync(path.join(OUT, `${name}.png`), new Resvg(tile(pathData, colour)).render().asPng());
}
console.log(`[draw-icons] ${LIBRARY_ICONS.length} icons in ${OUT}`);
