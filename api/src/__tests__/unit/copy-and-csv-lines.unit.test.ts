import {csvCells, csvLine} from '../../services/export/formula-safe';
import {copyText, FLASH_COLUMNS, SERIAL_COLUMNS, serialLine} from '../../services/import/import-stage';

describe('COPY text fields and serial lines', () => {
  it('escapes what COPY reads specially and writes absent values as \\N', () => {
    expect(copyText(null)).toBe('\\N');
    expect(copyText(undefined)).toBe('\\N');
    expect(copyText(9.8)).toBe('9.8');
    expect(copyText(0)).toBe('0');
    expect(copyText('a\tb\nc\rd\\e')).toBe('a\\tb\\nc\\rd\\\\e');
    expect(copyText('plain')).toBe('plain');
  });

  it('gives one field per SERIAL_COLUMNS entry, in order, \\N for every flash field the file does not map', () => {
    const line = serialLine({
      fileIndex: 0,
      sheet: 'S',
      rowNumber: 2,
      serial: 'ab\tc',
      serialNorm: 'ABC',
      model: 'DE-10',
      productId: 7,
      reason: null,
      flash: {nominal_capacity: 10.24, ip_protection: 'IP65'},
    });
    const fields = line.split('\t');
    expect(fields).toHaveLength(SERIAL_COLUMNS.length); // the serial's tab is escaped, not a separator
    expect(line.startsWith('ab\\tc\tABC\t7\t')).toBe(true);
    const flash = line.slice('ab\\tc\tABC\t7\t'.length).split('\t');
    expect(flash).toEqual(
      FLASH_COLUMNS.map(f =>
        f.column === 'nominal_capacity' ? '10.24' : f.column === 'ip_protection' ? 'IP65' : '\\N',
      ),
    );
  });
});

describe('CSV cells of exports and reports', () => {
  it('neutralises formulas, quotes what needs quoting and writes absent values empty', () => {
    expect(csvCells(['=SUM(A1)', 'b,c', 'd"e', null, 5, '-1+1', '\tx', '+A1', '@a', 'plain', '-33.87'])).toBe(
      `'=SUM(A1),"b,c","d""e",,5,'-1+1,'\tx,'+A1,'@a,plain,-33.87`,
    );
    expect(csvLine(['a', 'line\nbreak'])).toBe('a,"line\nbreak"\r\n');
  });
});
