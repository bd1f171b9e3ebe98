/**
 * The OLE2 compound file (MS-CFB, version 3: 512-byte sectors) around one stream of a known size, written ahead of
 * the stream's bytes so the stream itself can follow from wherever it is (a temp file), never whole in memory.
 * Layout: the header, the FAT sectors, the DIFAT sectors (when more than the header's 109 FAT sectors), one
 * directory sector (the root and the stream), then the stream's sectors in a row.
 */
const SECTOR = 512;
const IDS_PER_SECTOR = SECTOR / 4;
const HEADER_FAT_IDS = 109;
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;
const DIFAT_SECTOR = 0xfffffffc;

function layout(streamSize: number) {
  const data = Math.ceil(streamSize / SECTOR);
  let fat = 1;
  let difat = 0;
  for (;;) {
    const total = fat + difat + 1 + data;
    const needFat = Math.ceil(total / IDS_PER_SECTOR);
    const needDifat = Math.max(0, Math.ceil((needFat - HEADER_FAT_IDS) / (IDS_PER_SECTOR - 1)));
    if (needFat === fat && needDifat === difat) return { fat, difat, directory: fat + difat, data };
    [fat, difat] = [needFat, needDifat];
  }
}

function header(fat: number, difat: number, directory: number) {
  const b = Buffer.alloc(SECTOR, 0xff);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(b, 0);
  b.fill(0, 8, 24); // CLSID
  b.writeUInt16LE(0x3e, 24); // minor version
  b.writeUInt16LE(3, 26); // major version
  b.writeUInt16LE(0xfffe, 28); // little-endian
  b.writeUInt16LE(9, 30); // 2^9-byte sectors
  b.writeUInt16LE(6, 32); // 2^6-byte mini sectors
  b.fill(0, 34, 44); // reserved, directory sector count (0 in version 3)
  b.writeUInt32LE(fat, 44);
  b.writeUInt32LE(directory, 48);
  b.writeUInt32LE(0, 52); // transaction signature
  b.writeUInt32LE(0x1000, 56); // mini stream cutoff
  b.writeUInt32LE(END_OF_CHAIN, 60); // no mini FAT
  b.writeUInt32LE(0, 64);
  b.writeUInt32LE(difat > 0 ? fat : END_OF_CHAIN, 68);
  b.writeUInt32LE(difat, 72);
  for (let i = 0; i < Math.min(fat, HEADER_FAT_IDS); i++) b.writeUInt32LE(i, 76 + 4 * i);
  return b;
}

function fatSectors(l: ReturnType<typeof layout>) {
  const b = Buffer.alloc(l.fat * SECTOR, 0xff);
  const set = (sector: number, next: number) => b.writeUInt32LE(next, 4 * sector);
  for (let i = 0; i < l.fat; i++) set(i, FAT_SECTOR);
  for (let i = 0; i < l.difat; i++) set(l.fat + i, DIFAT_SECTOR);
  set(l.directory, END_OF_CHAIN);
  const first = l.directory + 1;
  for (let i = 0; i < l.data; i++) set(first + i, i === l.data - 1 ? END_OF_CHAIN : first + i + 1);
  return b;
}

/** The FAT sectors past the header's 109, 127 a sector, each sector ending with the next one's number. */
function difatSectors(l: ReturnType<typeof layout>) {
  const b = Buffer.alloc(l.difat * SECTOR, 0xff);
  for (let fat = HEADER_FAT_IDS; fat < l.fat; fat++) {
    const at = fat - HEADER_FAT_IDS;
    const sector = Math.floor(at / (IDS_PER_SECTOR - 1));
    b.writeUInt32LE(fat, sector * SECTOR + 4 * (at % (IDS_PER_SECTOR - 1)));
  }
  for (let s = 0; s < l.difat; s++) {
    b.writeUInt32LE(s === l.difat - 1 ? END_OF_CHAIN : l.fat + s + 1, (s + 1) * SECTOR - 4);
  }
  return b;
}

function entry(b: Buffer, at: number, e: { name: string; type: number; child: number; start: number; size: number }) {
  b.write(`${e.name}\0`, at, 'utf16le');
  b.writeUInt16LE(2 * (e.name.length + 1), at + 64);
  b[at + 66] = e.type;
  b[at + 67] = 1; // black
  b.writeUInt32LE(FREE, at + 68); // no left sibling
  b.writeUInt32LE(FREE, at + 72); // no right sibling
  b.writeUInt32LE(e.child, at + 76);
  b.fill(0, at + 80, at + 116); // CLSID, state bits, times
  b.writeUInt32LE(e.start, at + 116);
  b.writeUInt32LE(e.size, at + 120);
  b.writeUInt32LE(0, at + 124);
}

function directorySector(l: ReturnType<typeof layout>, name: string, size: number) {
  const b = Buffer.alloc(SECTOR, 0);
  for (let at = 0; at < SECTOR; at += 128) b.fill(0xff, at + 68, at + 80); // unused entries: no siblings, no child
  entry(b, 0, { name: 'Root Entry', type: 5, child: 1, start: END_OF_CHAIN, size: 0 });
  entry(b, 128, { name, type: 2, child: FREE, start: l.directory + 1, size });
  return b;
}

/** Everything before the stream's bytes, for a stream `name` of `size` bytes (at least 4,096: no mini stream). */
export function compoundFileHead(name: string, size: number): Buffer {
  const l = layout(size);
  return Buffer.concat([
    header(l.fat, l.difat, l.directory),
    fatSectors(l),
    difatSectors(l),
    directorySector(l, name, size),
  ]);
}

/** What follows the stream's bytes: zeros up to the end of its last sector. */
export const compoundFileTail = (size: number) => Buffer.alloc((SECTOR - (size % SECTOR)) % SECTOR);
