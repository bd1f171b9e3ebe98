/** The attribute table of a shapefile: dBASE III, text fields only, Latin-1 (the zip's .cpg says so). */

export interface DbfField {
  /** 10 ASCII characters at most. */
  name: string;
  /** Bytes, 1 to 254. */
  width: number;
}

export const recordLength = (fields: DbfField[]) => 1 + fields.reduce((sum, f) => sum + f.width, 0);

export function dbfHeader(fields: DbfField[], count: number, date = new Date()): Buffer {
  const length = 32 + 32 * fields.length + 1;
  const b = Buffer.alloc(length);
  b.writeUInt8(3, 0);
  b.writeUInt8(date.getUTCFullYear() - 1900, 1);
  b.writeUInt8(date.getUTCMonth() + 1, 2);
  b.writeUInt8(date.getUTCDate(), 3);
  b.writeUInt32LE(count, 4);
  b.writeUInt16LE(length, 8);
  b.writeUInt16LE(recordLength(fields), 10);
  fields.forEach((field, i) => {
    b.write(field.name, 32 + 32 * i, 10, 'latin1');
    b.write('C', 32 + 32 * i + 11, 'latin1');
    b.writeUInt8(field.width, 32 + 32 * i + 16);
  });
  b.writeUInt8(0x0d, length - 1);
  return b;
}

/** Characters beyond Latin-1 become '?', rather than the low byte Buffer would write. */
const latin1 = (text: string) => text.replace(/[\u0100-\u{10ffff}]/gu, '?');

/** One record: a blank deletion flag, then each value cut or space-padded to its field's width. */
export function dbfRecord(fields: DbfField[], values: string[]): Buffer {
  const b = Buffer.alloc(recordLength(fields), 0x20);
  let offset = 1;
  fields.forEach((field, i) => {
    b.write(latin1(values[i] ?? ''), offset, field.width, 'latin1');
    offset += field.width;
  });
  return b;
}

export const DBF_END = Buffer.from([0x1a]);
