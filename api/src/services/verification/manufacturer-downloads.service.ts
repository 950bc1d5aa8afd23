import {BindingScope, injectable, service} from '@loopback/core';
import {repository} from '@loopback/repository';
import ExcelJS from 'exceljs';
import {csvLine, xlsxCell} from '../export';
import {ServiceError} from '../kernel/service-error';
import {toDbId} from '../kernel/sql-list';
import {ManufacturerRepository} from '../registry/manufacturer.repository';
import {DownloadLog, LogDownloadKind, ProductLogRepository} from './product-log.repository';

const HEADER = [
  'Serial',
  'Brand',
  'Model',
  'Reason',
  'Requester',
  'Requester ABN',
  'App',
  'Requested',
  'Comment',
  'Parent Serial',
];
const BATCH = 5000;
const cells = (l: DownloadLog) => [
  l.serial,
  l.brand,
  l.model,
  l.reason,
  l.requesterName,
  l.requesterAbn,
  l.appName,
  l.requestedTime,
  l.comment,
  l.parentSerial ?? '',
];

export interface LogDownload {
  name: string;
  type: string;
  write(output: NodeJS.WritableStream): Promise<void>;
}

/** A manufacturer's failed, not-found and parallel-import serials as CSV (or XLSX for failed), formula-safe. */
@injectable({scope: BindingScope.SINGLETON})
export class ManufacturerDownloadsService {
  constructor(
    @service(ProductLogRepository) private readonly logs: ProductLogRepository,
    @repository(ManufacturerRepository) private readonly manufacturers: ManufacturerRepository,
  ) {}

  async download(id: unknown, kind: LogDownloadKind, format: 'csv' | 'xlsx' = 'csv'): Promise<LogDownload> {
    const manufacturerId = toDbId(id);
    const name =
      manufacturerId === null
        ? null
        : (await this.manufacturers.findOne({where: {id: manufacturerId}, fields: {name: true}}))?.name;
    if (manufacturerId === null || !name) throw new ServiceError('No manufacturer has this id.', 'NOT_FOUND');
    const base =
      kind === 'notFound' ? `${name}_failed` : kind === 'failed' ? `${name}_failed_serials` : `${name}_parallel_import`;
    const rows = this.rows(manufacturerId, kind);
    if (format === 'xlsx') {
      return {
        name: `${base}.xlsx`,
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        write: async output => {
          const book = new ExcelJS.stream.xlsx.WorkbookWriter({
            stream: output as never,
            useSharedStrings: false,
            useStyles: false,
          });
          const sheet = book.addWorksheet('Serials');
          sheet.addRow(HEADER).commit();
          for await (const l of rows) sheet.addRow(cells(l).map(xlsxCell)).commit();
          sheet.commit();
          await book.commit();
        },
      };
    }
    return {
      name: `${base}.csv`,
      type: 'text/csv; charset=utf-8',
      write: async output => {
        output.write(csvLine(HEADER));
        for await (const l of rows) {
          if (!output.write(csvLine(cells(l)))) await new Promise(resolve => output.once('drain', resolve));
        }
        output.end();
      },
    };
  }

  private async *rows(manufacturerId: number, kind: LogDownloadKind): AsyncGenerator<DownloadLog> {
    let last: string | null = null;
    for (;;) {
      const batch = await this.logs.downloadBatch(manufacturerId, kind, last, BATCH);
      yield* batch;
      if (batch.length < BATCH) return;
      last = batch[batch.length - 1].id;
    }
  }
}
