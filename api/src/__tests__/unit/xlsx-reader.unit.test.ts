import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {deflateRawSync} from 'node:zlib';
import {SheetEvent} from '../../services/spreadsheet/spreadsheet-types';
import {readXlsx, XLSX_LIMITS} from '../../services/spreadsheet/xlsx-reader';
import {ZipEntries} from '../../services/spreadsheet/zip-entries';

const ROWS: unknown[][] = [
  ['A title row'],
  [],
  [null, 'Serial Number', 'Model', 'Capacity', 'Flag', 'Note'],
  [null, 'SN-001', 'DE-10', 9.799999999999999, true, 'a & b < c > d "q" \'s\''],
  [null, 123456789012345, 'DE-10', '10 kWh', false, 'ünïcödé ✓ 🔋'],
  [null, 'SN-003', 'DE-10', 1.23457e14, null, 'line1\nline2'],
];

/** What readXlsx makes of ROWS, whichever library wrote them. */
const EXPECTED_ROWS: SheetEvent[] = [
  {kind: 'row', rowNumber: 1, cells: [{text: 'A title row'}]},
  {
    kind: 'row',
    rowNumber: 3,
    cells: [undefined, {text: 'Serial Number'}, {text: 'Model'}, {text: 'Capacity'}, {text: 'Flag'}, {text: 'Note'}],
  },
  {
    kind: 'row',
    rowNumber: 4,
    cells: [
      undefined,
      {text: 'SN-001'},
      {text: 'DE-10'},
      {text: '9.8', num: 9.8},
      {text: 'TRUE'},
      {text: 'a & b < c > d "q" \'s\''},
    ],
  },
  {
    kind: 'row',
    rowNumber: 5,
    cells: [
      undefined,
      {text: '123456789012345', num: 123456789012345},
      {text: 'DE-10'},
      {text: '10 kWh'},
      {text: 'FALSE'},
      {text: 'ünïcödé ✓ 🔋'},
    ],
  },
  {
    kind: 'row',
    rowNumber: 6,
    cells: [
      undefined,
      {text: 'SN-003'},
      {text: 'DE-10'},
      {text: '123457000000000', num: 123457000000000},
      undefined,
      {text: 'line1\nline2'},
    ],
  },
];

async function read(path: string): Promise<SheetEvent[]> {
  const events: SheetEvent[] = [];
  for await (const event of readXlsx(path))
    events.push(event.kind === 'row' ? {...event, cells: Array.from(event.cells)} : event);
  return events;
}

/** A zip of the given parts, stored or deflated, written by hand: the reader must not depend on one library's writer. */
function zipOf(parts: Record<string, string>, deflate: boolean): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(parts)) {
    const data = Buffer.from(text, 'utf8');
    const stored = deflate ? deflateRawSync(data) : data;
    const nameBytes = Buffer.from(name, 'utf8');
    // The local header and the central directory's entry hold the same fields, the central ones 2 bytes later.
    const header = (size: number, signature: number, shift: number) => {
      const bytes = Buffer.alloc(size);
      bytes.writeUInt32LE(signature, 0);
      bytes.writeUInt16LE(deflate ? 8 : 0, 8 + shift);
      bytes.writeUInt32LE(stored.length, 18 + shift);
      bytes.writeUInt32LE(data.length, 22 + shift);
      bytes.writeUInt16LE(nameBytes.length, 26 + shift);
      return bytes;
    };
    const local = header(30, 0x04034b50, 0);
    const central = header(46, 0x02014b50, 2);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, stored);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + stored.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(parts).length, 8);
  end.writeUInt16LE(Object.keys(parts).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A workbook of one sheet "S" in xl/worksheets/sheet1.xml, with shared strings when given. */
function oneSheetParts(sheet: string, sharedStrings?: {name: string; xml: string}): Record<string, string> {
  const stringsLink = sharedStrings
    ? `<Relationship Id="s1" Type="${NS}/sharedStrings" Target="sharedStrings.xml"/>`
    : '';
  return {
    '_rels/.rels': `<Relationships><Relationship Id="r1" Type="${NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/_rels/workbook.xml.rels': `<Relationships><Relationship Id="w1" Type="${NS}/worksheet" Target="worksheets/sheet1.xml"/>${stringsLink}</Relationships>`,
    'xl/workbook.xml': `<workbook xmlns:r="${NS}"><sheets><sheet name="S" sheetId="1" r:id="w1"/></sheets></workbook>`,
    ...(sharedStrings ? {[sharedStrings.name]: sharedStrings.xml} : {}),
    'xl/worksheets/sheet1.xml': sheet,
  };
}

/** Runs `read` with the reader's bound on one row or string lowered (16 M characters would make slow tests). */
async function withElementLimit<T>(chars: number, read: () => Promise<T>): Promise<T> {
  const before = XLSX_LIMITS.elementChars;
  XLSX_LIMITS.elementChars = chars;
  try {
    return await read();
  } finally {
    XLSX_LIMITS.elementChars = before;
  }
}

describe('readXlsx (the streamed .xlsx reader)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'voltcheck-xlsx-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('reads a workbook written by exceljs: shared strings, rich text, formulas, errors, blank sheets, far columns', async () => {
    const workbook = new ExcelJS.Workbook();
    const first = workbook.addWorksheet('Serials & more');
    ROWS.forEach((row, r) =>
      row.forEach((value, c) => {
        if (value !== null && value !== undefined) first.getCell(r + 1, c + 1).value = value as ExcelJS.CellValue;
      }),
    );
    first.getCell('B8').value = {richText: [{text: 'RICH'}, {font: {bold: true}, text: '-042'}]};
    first.getCell('C8').value = {formula: 'A1&"x"', result: 'FORM'};
    first.getCell('D8').value = {formula: '1+1', result: 2};
    first.getCell('E8').value = {error: '#N/A'};
    workbook.addWorksheet('Empty');
    const third = workbook.addWorksheet('Third');
    third.getCell('AB3').value = 'far';
    third.getCell('A1000').value = 7;
    const path = join(dir, 'exceljs.xlsx');
    writeFileSync(path, Buffer.from(await workbook.xlsx.writeBuffer()));

    expect(await read(path)).toEqual([
      {kind: 'sheet', index: 0, name: 'Serials & more'},
      ...EXPECTED_ROWS,
      {
        kind: 'row',
        rowNumber: 8,
        cells: [undefined, {text: 'RICH-042'}, {text: 'FORM'}, {text: '2', num: 2}, {text: '#N/A'}],
      },
      {kind: 'sheet', index: 1, name: 'Empty'},
      {kind: 'sheet', index: 2, name: 'Third'},
      {kind: 'row', rowNumber: 3, cells: [...Array(27).fill(undefined), {text: 'far'}]},
      {kind: 'row', rowNumber: 1000, cells: [{text: '7', num: 7}]},
    ]);
  });

  it.each([false, true])('reads a workbook written by SheetJS (shared strings: %s)', async sharedStrings => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(ROWS), 'One');
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['a', 'b'],
        [1, 'c'],
      ]),
      'Two <&>',
    );
    const path = join(dir, `sheetjs-${sharedStrings}.xlsx`);
    writeFileSync(
      path,
      XLSX.write(book, {
        type: 'buffer',
        bookType: 'xlsx',
        bookSST: sharedStrings,
        compression: sharedStrings,
      }) as Buffer,
    );

    expect(await read(path)).toEqual([
      {kind: 'sheet', index: 0, name: 'One'},
      ...EXPECTED_ROWS,
      {kind: 'sheet', index: 1, name: 'Two <&>'},
      {kind: 'row', rowNumber: 1, cells: [{text: 'a'}, {text: 'b'}]},
      {kind: 'row', rowNumber: 2, cells: [{text: '1', num: 1}, {text: 'c'}]},
    ]);
  });

  it.each([false, true])(
    'follows the relationships, namespace prefixes, inline strings and cells without references (deflated: %s)',
    async deflate => {
      const parts = {
        '[Content_Types].xml': '<Types/>',
        '_rels/.rels': `<Relationships><Relationship Id="r1" Type="${NS}/officeDocument" Target="/book/wb.xml"/></Relationships>`,
        'book/_rels/wb.xml.rels': `<Relationships>
        <Relationship Id="s" Type="${NS}/sharedStrings" Target="strings.xml"/>
        <Relationship Id="w2" Type="${NS}/worksheet" Target="sheets/b.xml"/>
        <Relationship Id="c1" Type="${NS}/chartsheet" Target="sheets/chart.xml"/>
        <Relationship Id="w1" Type="${NS}/worksheet" Target="../book/sheets/a.xml"/></Relationships>`,
        'book/wb.xml': `<x:workbook xmlns:x="main" xmlns:rel="${NS}"><x:sheets>
        <x:sheet name="First &amp; only" sheetId="2" rel:id="w1"/><x:sheet name="Chart" sheetId="3" rel:id="c1"/>
        <x:sheet name='Second' sheetId='1' rel:id='w2'/></x:sheets></x:workbook>`,
        'book/strings.xml': `<x:sst><x:si><x:t xml:space="preserve"> Serial </x:t></x:si><x:si><x:r><x:t>Mo</x:t></x:r><x:r><x:t>del</x:t></x:r>
        <x:rPh sb="0" eb="1"><x:t>phonetic</x:t></x:rPh></x:si><x:si><x:t/></x:si><x:si><x:t>caf&#233; &#x1F50B;</x:t></x:si>
        <x:si><x:t><![CDATA[<b>A&B</b>]]></x:t></x:si></x:sst>`,
        'book/sheets/a.xml': `<x:worksheet><x:sheetData><x:row r="2"><x:c t="s"><x:v>0</x:v></x:c><x:c t="s"><x:v>1</x:v></x:c></x:row>
        <x:row r="3" spans="1:2"/><x:row><x:c t="inlineStr"><x:is><x:t>IN-1</x:t></x:is></x:c><x:c r="C4" t="s"><x:v>3</x:v></x:c>
        <x:c r="D4" t="str"><x:f>A4</x:f><x:v>IN-1</x:v></x:c><x:c r="E4" t="d"><x:v>2024-02-29T00:00:00Z</x:v></x:c><x:c r="F4" s="3"/></x:row>
        <x:row r="5"><x:c r="A5" t="s"><x:v>2</x:v></x:c></x:row><x:row r="6"><x:c r="A6" t="s"><x:v>4</x:v></x:c></x:row></x:sheetData></x:worksheet>`,
        'book/sheets/b.xml': '<worksheet><sheetData><row r="1"><c r="b1"><v>1.5</v></c></row></sheetData></worksheet>',
      };
      const path = join(dir, `by-hand-${deflate}.xlsx`);
      writeFileSync(path, zipOf(parts, deflate));

      expect(await read(path)).toEqual([
        {kind: 'sheet', index: 0, name: 'First & only'},
        {kind: 'row', rowNumber: 2, cells: [{text: ' Serial '}, {text: 'Model'}]},
        {
          kind: 'row',
          rowNumber: 4,
          cells: [{text: 'IN-1'}, undefined, {text: 'café 🔋'}, {text: 'IN-1'}, {text: '2024-02-29'}],
        },
        {kind: 'row', rowNumber: 6, cells: [{text: '<b>A&B</b>'}]},
        {kind: 'sheet', index: 1, name: 'Second'},
        {kind: 'row', rowNumber: 1, cells: [undefined, {text: '1.5', num: 1.5}]},
      ]);
    },
  );

  it('reads a big sheet whose parts use a namespace prefix and names in another case, piece by piece', async () => {
    const rows = Array.from(
      {length: 20_000},
      (_, n) =>
        `<x:row r="${n + 2}"><x:c r="A${n + 2}" t="s"><x:v>${n % 2}</x:v></x:c><x:c r="B${n + 2}"><x:v>${n}</x:v></x:c></x:row>`,
    );
    const path = join(dir, 'prefixed.xlsx');
    writeFileSync(
      path,
      zipOf(
        oneSheetParts(`<x:worksheet xmlns:x="main"><x:sheetData>${rows.join('')}</x:sheetData></x:worksheet>`, {
          name: 'xl/SharedStrings.xml',
          xml: `<x:sst xmlns:x="main">${Array.from({length: 20_000}, (_, n) => `<x:si><x:t>S${n}</x:t></x:si>`).join('')}</x:sst>`,
        }),
        true,
      ),
    );

    // Read in pieces: with the bound on one element lowered below the sheet's size, a reader that waited
    // for the end of the sheet (not knowing the prefix) would fail.
    const events = await withElementLimit(64 * 1024, () => read(path));
    expect(events).toHaveLength(20_001);
    expect(events[20_000]).toEqual({
      kind: 'row',
      rowNumber: 20_001,
      cells: [{text: 'S1'}, {text: '19999', num: 19999}],
    });
  });

  it('refuses a row that never ends (a zip bomb) instead of holding it in memory', async () => {
    const endless = `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${'x'.repeat(200_000)}`;
    const path = join(dir, 'endless.xlsx');
    writeFileSync(path, zipOf(oneSheetParts(endless), true));
    await expect(withElementLimit(100_000, () => read(path))).rejects.toThrow('a row or string of more than');
  });

  it("refuses a cell past Excel's last column instead of building a row billions of cells long", async () => {
    const path = join(dir, 'far-column.xlsx');
    writeFileSync(
      path,
      zipOf(
        oneSheetParts(
          '<worksheet><sheetData><row r="1"><c r="XFD1"><v>1</v></c></row><row r="2"><c r="ZZZZZZZ2"><v>1</v></c></row></sheetData></worksheet>',
        ),
        true,
      ),
    );
    await expect(read(path)).rejects.toThrow('a cell beyond the last column Excel allows (ZZZZZZZ2 in row 2)');
  });

  it('reads a small part whole, but not past its bound', async () => {
    const path = join(dir, 'parts.zip');
    writeFileSync(path, zipOf({'Folder/Part.xml': 'x'.repeat(1000), 'empty.xml': ''}, false));
    const zip = await ZipEntries.open(path);
    try {
      expect(await zip.text('folder/part.xml')).toHaveLength(1000);
      expect(await zip.text('empty.xml')).toBe('');
      await expect(zip.text('Folder/Part.xml', 999)).rejects.toThrow(
        'the zip entry Folder/Part.xml unpacks to more than 999 bytes',
      );
    } finally {
      await zip.close();
    }
  });

  it('fails with a message for a file that is not a zip', async () => {
    const path = join(dir, 'not-a-zip.xlsx');
    writeFileSync(path, 'PK\u0003\u0004 but nothing more');
    await expect(read(path)).rejects.toThrow('not a zip file');
  });
});
