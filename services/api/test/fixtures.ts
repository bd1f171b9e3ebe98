/** A real 1×1 PNG: uploads are typed and measured from their bytes, so a bare signature is not an image. */
import { PNG_1PX } from '@ppd/client/sample-media';

export { PNG_1PX as PNG_1X1 };

/** The 1×1 PNG's bytes with its header claiming `width` × `height` pixels (74 bytes, read as a huge image). */
export function pngClaiming(width: number, height: number): Buffer {
  const png = Buffer.from(PNG_1PX);
  png.writeUInt32BE(width, 16); // IHDR width
  png.writeUInt32BE(height, 20); // IHDR height
  return png;
}
