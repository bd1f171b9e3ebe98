import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The demo's photos, video and audio, kept beside this file (drawn by cli/draw-demo-media.ts). */
export const DEMO_MEDIA_DIR = fileURLToPath(new URL('./media/', import.meta.url));
export const DEMO_PHOTO = { width: 320, height: 240 } as const;
export const DEMO_PHOTOS = ['demo-foto-1.jpg', 'demo-foto-2.jpg', 'demo-foto-3.jpg', 'demo-foto-4.jpg'] as const;
export const DEMO_VIDEO = { file: 'demo-video.mp4', width: 160, height: 120 } as const;
const DEMO_AUDIO = 'demo-audio.mp3';

export type EvidenceKind = 'image' | 'video' | 'audio';

/** A demo file of a kind (the n-th photo), with the type and extension its row names and its size in pixels. */
export function demoFile(kind: EvidenceKind, n = 0) {
  if (kind === 'image') {
    return { fixture: DEMO_PHOTOS[n % DEMO_PHOTOS.length]!, fileType: 'image/jpeg', ext: 'jpg', ...DEMO_PHOTO };
  }
  if (kind === 'video') {
    const { file, width, height } = DEMO_VIDEO;
    return { fixture: file, fileType: 'video/mp4', ext: 'mp4', width, height };
  }
  return { fixture: DEMO_AUDIO, fileType: 'audio/mpeg', ext: 'mp3', width: null, height: null };
}

/** A fixture to copy and the key under the media root (MEDIA_DIR) the API serves it from. */
export interface DemoCopy {
  fixture: string;
  key: string;
}

/** The path a row names for a key ('complaints/3/x.jpg' → '/media/complaints/3/x.jpg'), as the API stores it. */
export const mediaPathOf = (key: string): string => `/media/${key}`;

/** Copies the files the seeded rows name into the media root; run once their rows are committed. */
export async function copyDemoFiles(mediaDir: string, copies: DemoCopy[]): Promise<void> {
  for (const { fixture, key } of copies) {
    const target = path.join(mediaDir, key);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(path.join(DEMO_MEDIA_DIR, fixture), target);
  }
}
