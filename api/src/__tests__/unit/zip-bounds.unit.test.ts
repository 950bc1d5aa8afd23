import {randomBytes} from 'node:crypto';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {deflateRawSync} from 'node:zlib';
import {XLSX_LIMITS} from '../../services/spreadsheet/xlsx-reader';
import {ZipBombError, ZipEntries} from '../../services/spreadsheet/zip-entries';
import {givenXlsx} from '../helpers/import.helpers';
import {givenWorkbook, givenXlsxBomb, givenZip} from '../helpers/zip.helpers';

const dir = mkdtempSync(join(tmpdir(), 'vc-zip-'));
let n = 0;
function fileOf(bytes: Buffer): string {
  const path = join(dir, `${++n}.xlsx`);
  writeFileSync(path, bytes);
  return path;
}

const open = (bytes: Buffer) => ZipEntries.open(fileOf(bytes), XLSX_LIMITS.zip);

describe('zip bounds of an .xlsx', () => {
  it('opens a workbook as spreadsheet programs write it', async () => {
    const rows = Array.from({length: 2000}, (_, i) => [`SN-${i}`, 'DE-10', i]);
    const zip = await open(await givenXlsx({Serials: [['Serial Number', 'Model', 'Capacity'], ...rows]}));
    expect(zip.has('xl/worksheets/sheet1.xml')).toBe(true);
    await zip.close();
  });

  it('refuses from the directory a part that unpacks to more than 200 times its packed size', async () => {
    await expect(open(givenXlsxBomb(3))).rejects.toThrow(
      new ZipBombError(
        'its part xl/worksheets/sheet1.xml unpacks to 400 times its packed size (at most 200 is accepted)',
      ),
    );
  });

  it('lets small parts pack as tightly as they like', async () => {
    const blank = ' '.repeat(512 * 1024);
    const zip = await open(
      givenWorkbook({name: 'xl/worksheets/sheet1.xml', packed: deflateRawSync(blank), size: blank.length}),
    );
    expect(await zip.text('xl/worksheets/sheet1.xml')).toBe(blank);
    await zip.close();
  });

  it('refuses parts that together unpack to more than a file within the row limit needs', async () => {
    const packed = Buffer.alloc(11 * 2 ** 20);
    const sheet = {name: 'xl/worksheets/sheet1.xml', packed, size: 190 * packed.length};
    expect(sheet.size).toBeGreaterThan(XLSX_LIMITS.zip.maxUnpackedBytes);
    await expect(open(givenZip([sheet]))).rejects.toThrow(
      new ZipBombError('it unpacks to 2,090 MB, more than the 1,953 MB a file within the row limit needs'),
    );
  });

  it('cuts off a part that inflates past the size its directory states', async () => {
    const content = randomBytes(3 * 2 ** 20).toString('base64');
    const zip = await open(
      givenWorkbook({name: 'xl/worksheets/sheet1.xml', packed: deflateRawSync(content), size: 2 ** 20}),
    );
    await expect(zip.text('xl/worksheets/sheet1.xml', 2 ** 30)).rejects.toThrow(
      'its part xl/worksheets/sheet1.xml unpacks to more than its directory states',
    );
    await zip.close();
  });
});
