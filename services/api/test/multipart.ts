/** Upload helpers for tests that send files. */

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
