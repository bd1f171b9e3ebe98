import { describe, expect, it } from 'vitest';
import XLSX from 'xlsx';
import { xlsFile } from './xls.ts';

const columns = [
  { header: 'Folio', key: 'folio' },
  { header: 'Texto', key: 'text', width: 40 },
  { header: 'Latitud', key: 'lat' },
];

async function read(rows: Record<string, unknown>[]) {
  const chunks: Buffer[] = [];
  for await (const chunk of xlsFile({ name: 'Denuncias', columns, rows })) chunks.push(chunk);
  const book = XLSX.read(Buffer.concat(chunks), { type: 'buffer' });
  expect(book.SheetNames).toEqual(['Denuncias']);
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Denuncias!, { header: 1, defval: null });
}

describe('Denuncias.xls (BIFF8 streamed through a temp file)', () => {
  it('reads back each cell: texts with accents and emoji, numbers, blanks, and texts cut at 255', async () => {
    const rows = [
      { folio: 'F-1', text: 'Árbol caído en la vía 🌳', lat: 19.4326 },
      { folio: 'F-2', text: 'x'.repeat(300), lat: null },
    ];
    expect(await read(rows)).toEqual([
      ['Folio', 'Texto', 'Latitud'],
      ['F-1', 'Árbol caído en la vía 🌳', 19.4326],
      ['F-2', 'x'.repeat(255), ''],
    ]);
  });

  it('holds a full sheet of 65,535 rows, larger than the header’s 109 FAT sectors address', async () => {
    const text = 'Denuncia con un texto de unas cuantas palabras, más de cuarenta caracteres';
    const rows = Array.from({ length: 65_535 }, (_, i) => ({ folio: `F-${i + 1}`, text, lat: i / 1000 }));
    const sheet = await read(rows);
    expect(sheet.length).toBe(65_536);
    expect(sheet[1]).toEqual(['F-1', text, 0]);
    expect(sheet[65_535]).toEqual(['F-65535', text, 65.534]);
  });
});
