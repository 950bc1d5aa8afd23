import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {csvCells} from '../../services/export/formula-safe';
import {StagedRow} from '../../services/import/import-stage';
import {ReportWriter} from '../../services/import/import-report';

describe('ReportWriter.rowCells', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vc-report-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  const row = (
    fileIndex: number,
    sheet: string,
    rowNumber: number,
    serial: string | null,
    model: string | null,
  ): StagedRow => ({
    fileIndex,
    sheet,
    rowNumber,
    serial,
    serialNorm: serial,
    model,
    productId: null,
    flash: {},
    reason: null,
  });

  it("writes each row's file, sheet, row number, serial and model as csvCells does, as files and sheets change", () => {
    const writer = new ReportWriter(
      join(dir, 'report.csv'),
      new Map([
        [0, 'a.xlsx'],
        [1, '=b,c.csv'],
      ]),
    );
    const rows = [
      row(0, 'Sheet1', 2, 'SN-1', 'DE-10'),
      row(0, 'Sheet1', 3, '-SN-2', 'DE "10"'),
      // The same sheet name in another file, then another sheet of that file, then the first file again.
      row(1, 'Sheet1', 2, null, 'DE-10'),
      row(1, '+Second, tab', 2, 'SN-3', null),
      row(0, 'Sheet1', 4, 'line\nbreak', 'DE-10'),
    ];
    for (const r of rows) {
      expect(writer.rowCells(r)).toBe(
        csvCells([r.fileIndex === 0 ? 'a.xlsx' : '=b,c.csv', r.sheet, r.rowNumber, r.serial, r.model]),
      );
    }
    writer.discard();
  });
});
