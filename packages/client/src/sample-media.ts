/** Tiny valid media files, for simulated visitors and tests that upload (the API tells a type by its bytes). */

/** A 1×1 PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The smallest MP4 file-type and our reader accept: ftyp + moov/mvhd with its two dates. */
export function tinyMp4(created: Date): Buffer {
  const box = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  const ftyp = box('ftyp', Buffer.from('isom\u0000\u0000\u0002\u0000isomiso2mp41', 'latin1'));
  const mvhd = Buffer.alloc(100);
  const seconds = Math.floor(created.getTime() / 1000) + 2_082_844_800;
  mvhd.writeUInt32BE(seconds, 4);
  mvhd.writeUInt32BE(seconds + 60, 8);
  mvhd.writeUInt32BE(1000, 12);
  return Buffer.concat([ftyp, box('moov', box('mvhd', mvhd))]);
}

/** A photo or a video to upload, as a simulated visitor answers a survey's multimedia question. */
export function sampleUpload(kind: 'photo' | 'video'): { bytes: Buffer; name: string; type: string } {
  return kind === 'photo'
    ? { bytes: PNG_1PX, name: 'foto.png', type: 'image/png' }
    : { bytes: tinyMp4(new Date()), name: 'video.mp4', type: 'video/mp4' };
}
