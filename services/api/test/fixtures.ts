/** A real 1×1 PNG: uploads are typed and measured from their bytes, so a bare signature is not an image. */
export { PNG_1PX as PNG_1X1 } from '@ppd/client/sample-media';
