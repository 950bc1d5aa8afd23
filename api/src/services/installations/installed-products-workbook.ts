import ExcelJS from 'exceljs';
import {xlsxCell} from '../export/formula-safe';
import type {InstalledProductRow} from './installation-scope.sql';

const HEADER = [
  'Installation Id',
  'Installation Date',
  'City',
  'State',
  'Postcode',
  'Brand',
  'Model',
  'Serial',
  'Supplier',
  'Rated Power (W)',
];

/**
 * Writes the monthly installed-products report as XLSX into `output` while the pages arrive (exceljs's
 * streaming writer: one page in memory at a time). Text cells are formula-safe; numbers stay numbers.
 */
export async function writeInstalledProducts(
  pages: AsyncIterable<InstalledProductRow[]>,
  output: NodeJS.WritableStream,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output as never,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('Installed products');
  sheet.addRow(HEADER).commit();
  for await (const rows of pages)
    for (const r of rows)
      sheet
        .addRow(
          [
            r.installationId,
            r.installationDate,
            r.city,
            r.state,
            r.postCode,
            r.brand,
            r.model,
            r.serial,
            r.supplier ?? 'Self supplier',
            r.ratedPowerW,
          ].map(xlsxCell),
        )
        .commit();
  sheet.commit();
  await workbook.commit();
}
