// Draws the demo's photos, video and audio (packages/db/src/seed/media/), which the seed copies into MEDIA_DIR. Run
// after changing a scene and commit the files: the seed only copies them. Needs ffmpeg (Debian's `ffmpeg` package).
// `npm run draw-demo-media -w @ppd/db`
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { DEMO_MEDIA_DIR, DEMO_PHOTO, DEMO_PHOTOS, DEMO_VIDEO } from '../seed/media.ts';

interface Scene {
  sky: [string, string];
  sun: number;
  water: boolean;
  trees: number[];
}

const SCENES: Scene[] = [
  { sky: ['#7EC8F2', '#DFF3FF'], sun: 250, water: true, trees: [30, 70, 285] },
  { sky: ['#F6A05A', '#FFE3B8'], sun: 60, water: false, trees: [40, 110, 200, 260, 300] },
  { sky: ['#5B9BD5', '#CFE8F7'], sun: 160, water: true, trees: [20, 300] },
  { sky: ['#9FD3C7', '#F1FAEE'], sun: 280, water: false, trees: [60, 150, 230] },
];

/** A park landscape: sky, sun, hills, a lake or a path, and trees. */
function scene({ sky, sun, water, trees }: Scene, width: number, height: number): string {
  const tree = (x: number) =>
    `<rect x="${x - 3}" y="150" width="6" height="30" fill="#6D4C41"/><circle cx="${x}" cy="140" r="22" fill="#2E7D32"/><circle cx="${x - 9}" cy="148" r="14" fill="#388E3C"/>`;
  const ground = water
    ? '<ellipse cx="160" cy="205" rx="120" ry="22" fill="#4FA3D9"/><ellipse cx="150" cy="200" rx="60" ry="6" fill="#8CCBEF"/>'
    : '<path d="M150 240 L175 240 L166 170 L158 170 Z" fill="#D7C4A3"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 320 240">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
  <rect width="320" height="240" fill="url(#sky)"/>
  <circle cx="${sun}" cy="45" r="20" fill="#FFE082"/>
  <path d="M0 150 Q80 95 160 140 T320 130 V240 H0 Z" fill="#81C784"/>
  <path d="M0 175 Q120 145 200 170 T320 165 V240 H0 Z" fill="#66BB6A"/>
  ${ground}
  ${trees.map(tree).join('')}
</svg>`;
}

const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-loglevel', 'error', '-y', ...args]);
mkdirSync(DEMO_MEDIA_DIR, { recursive: true });
const scratch = mkdtempSync(path.join(tmpdir(), 'ppd-demo-media-'));
try {
  const png = (name: string, svg: string) => {
    const file = path.join(scratch, `${name}.png`);
    writeFileSync(file, new Resvg(svg).render().asPng());
    return file;
  };
  DEMO_PHOTOS.forEach((file, i) => {
    const source = png(`photo-${i}`, scene(SCENES[i % SCENES.length]!, DEMO_PHOTO.width, DEMO_PHOTO.height));
    ffmpeg('-i', source, '-q:v', '6', path.join(DEMO_MEDIA_DIR, file));
  });
  // Two seconds panning across a scene: H.264 (baseline, yuv420p, faststart), which every browser plays.
  const wide = png('video', scene(SCENES[0]!, DEMO_VIDEO.width * 2, DEMO_VIDEO.height * 2));
  const { width, height } = DEMO_VIDEO;
  ffmpeg(
    ...['-loop', '1', '-framerate', '10', '-t', '2', '-i', wide],
    ...['-vf', `crop=${width}:${height}:(iw-${width})*t/2:(ih-${height})/2,format=yuv420p`],
    ...['-c:v', 'libx264', '-profile:v', 'baseline', '-crf', '32', '-movflags', '+faststart'],
    path.join(DEMO_MEDIA_DIR, DEMO_VIDEO.file),
  );
  // Two seconds of a soft two-note chime, mono MP3.
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'sine=frequency=660:duration=1', '-f', 'lavfi', '-i', 'sine=frequency=880:duration=1'],
    ...['-filter_complex', '[0][1]concat=n=2:v=0:a=1,volume=0.4', '-ac', '1', '-b:a', '32k'],
    path.join(DEMO_MEDIA_DIR, 'demo-audio.mp3'),
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
console.log(`[draw-demo-media] written to ${DEMO_MEDIA_DIR}`);
