import type { Page } from 'playwright-core';

/** EXIF dates as cameras write them: 'YYYY:MM:DD HH:MM:SS'. */
export interface ExifDates {
  modify: string;
  original: string;
  create: string;
}

const ASCII = 2;
const LONG = 4;

/** A little-endian TIFF holding IFD0 (ModifyDate, the Exif IFD pointer) and the Exif IFD (the two capture dates). */
function exifTiff(dates: ExifDates): Buffer {
  const tiff = Buffer.alloc(128);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    tiff.writeUInt32LE(value, at + 8);
  };
  // IFD0 at 8 (2 entries, 30 bytes), the Exif IFD at 38 (30 bytes), then the three 20-byte date strings.
  tiff.writeUInt16LE(2, 8);
  entry(10, 0x0132, ASCII, 20, 68);
  entry(22, 0x8769, LONG, 1, 38);
  tiff.writeUInt16LE(2, 38);
  entry(40, 0x9003, ASCII, 20, 88);
  entry(52, 0x9004, ASCII, 20, 108);
  tiff.write(dates.modify, 68, 'latin1');
  tiff.write(dates.original, 88, 'latin1');
  tiff.write(dates.create, 108, 'latin1');
  return tiff;
}

/** The JPEG with an APP1 Exif segment placed right after its start-of-image marker. */
export function withExif(jpeg: Buffer, dates: ExifDates): Buffer {
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), exifTiff(dates)]);
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xffe1, 0);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), head, body, jpeg.subarray(2)]);
}

/** A real JPEG encoded by the browser from a painted canvas. */
export async function browserJpeg(page: Page, width: number, height: number): Promise<Buffer> {
  const url = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const g = canvas.getContext('2d')!;
      const gradient = g.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#366D38');
      gradient.addColorStop(1, '#58A5CC');
      g.fillStyle = gradient;
      g.fillRect(0, 0, w, h);
      return canvas.toDataURL('image/jpeg', 0.9);
    },
    [width, height] as const,
  );
  return Buffer.from(url.split(',')[1]!, 'base64');
}

/** A real MP4 (with its moov/mvhd dates) recorded by the browser's MediaRecorder from a changing canvas. */
export async function browserMp4(page: Page, milliseconds = 1200): Promise<Buffer> {
  const base64 = await page.evaluate(async (ms) => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const g = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/mp4' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    let frame = 0;
    const timer = setInterval(() => {
      g.fillStyle = `hsl(${frame++ * 20}, 80%, 50%)`;
      g.fillRect(0, 0, 160, 120);
    }, 50);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start();
    await new Promise((resolve) => setTimeout(resolve, ms));
    recorder.stop();
    await stopped;
    clearInterval(timer);
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let text = '';
    for (const b of bytes) text += String.fromCharCode(b);
    return btoa(text);
  }, milliseconds);
  return Buffer.from(base64, 'base64');
}

/** Silent MPEG-1 Layer III (128 kbit/s, 44.1 kHz): `frames` frames of 417 bytes, about 26 ms each. */
export function silentMp3(frames = 40): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}
