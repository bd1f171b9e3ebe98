/** Upload helpers for tests that send files. */

import { Readable } from 'node:stream';

export interface FilePart {
  field?: string;
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart body of text fields and files. */
export function multipartForm(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = '----ppd-media-test';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A multipart body with one `file` part (or, given null, a text field only). */
export function multipart(file: { name: string; type: string; data: Buffer } | null) {
  return file ? multipartForm({}, [file]) : multipartForm({ nota: 'hola' });
}

/**
 * A multipart body with one `file` part of which only the first half arrives until `finish()`: a test acts while the
 * server waits for the rest (or checks that it answers without it); `abandon()` ends a body that is never finished.
 */
export function heldUpload(file: { name: string; type: string; data: Buffer }) {
  const { payload, headers } = multipart(file);
  const split = payload.indexOf(file.data) + Math.ceil(file.data.length / 2);
  const body = new Readable({ read() {} });
  body.push(payload.subarray(0, split));
  return {
    payload: body,
    headers: { ...headers, 'content-length': String(payload.length) },
    finish() {
      body.push(payload.subarray(split));
      body.push(null);
    },
    abandon: () => body.destroy(),
  };
}
