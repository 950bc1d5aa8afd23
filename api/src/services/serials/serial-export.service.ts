import {BindingScope, injectable, service} from '@loopback/core';
import {repository} from '@loopback/repository';
import {Caller} from '../kernel/caller';
import type {Download} from '../export/download';
import {PERMISSION} from '../kernel/tenancy';
import {TenancyService} from '../kernel/tenancy.service';
import {ManufacturerRepository} from '../registry/manufacturer.repository';
import {writeExport} from './serial-export';
import {ExportKind} from './product-serial-export.sql';
import {ProductSerialRepository} from './product-serial.repository';

export type ExportFormat = 'csv' | 'xlsx';

const TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The parallel-import comments export's file name (document 001 section 7). */
export const PARALLEL_COMMENTS_FILE = 'parallel_comments_failed.csv';

/**
 * The serial exports of document 001 section 7, streamed from a cursor and formula-safe, scoped
 * as the lists are; staff need the Download permission.
 */
@injectable({scope: BindingScope.SINGLETON})
export class SerialExportService {
  constructor(
    @service(ProductSerialRepository) private readonly serials: ProductSerialRepository,
    @repository(ManufacturerRepository) private readonly manufacturers: ManufacturerRepository,
    @service(TenancyService) private readonly tenancy: TenancyService,
  ) {}

  /** Failed serials as `{company}_failed.{ext}`, or `failed.{ext}` for every manufacturer (administrators). */
  failed(caller: Caller, manufacturerId: number | undefined, format: ExportFormat): Promise<Download> {
    return this.download(caller, 'failed', manufacturerId, format, '_failed', undefined);
  }

  /** The failed serials reported as parallel imports, with their comments: parallel_comments_failed.csv. */
  parallelComments(caller: Caller, manufacturerId: number | undefined, filter?: string): Promise<Download> {
    return this.download(caller, 'parallel', manufacturerId, 'csv', undefined, filter);
  }

  /** Every verification request of the scope (the historic report): `{company}_historic.{ext}` or `historic.{ext}`. */
  historic(
    caller: Caller,
    manufacturerId: number | undefined,
    format: ExportFormat,
    query?: string,
  ): Promise<Download> {
    return this.download(caller, 'historic', manufacturerId, format, '_historic', query);
  }

  private async download(
    caller: Caller,
    kind: ExportKind,
    manufacturerId: number | undefined,
    format: ExportFormat,
    suffix: string | undefined,
    filter: string | undefined,
  ): Promise<Download> {
    const scope = await this.tenancy.scopeOf(caller, manufacturerId, PERMISSION.download);
    const company = scope.manufacturerId === undefined ? undefined : await this.manufacturerName(scope.manufacturerId);
    const name =
      suffix === undefined
        ? PARALLEL_COMMENTS_FILE
        : company
          ? `${company}${suffix}.${format}`
          : `${suffix.slice(1)}.${format}`;
    return {
      name,
      type: TYPES[format],
      write: async out => writeExport(await this.serials.openExport(kind, scope, filter), format, out),
    };
  }

  /** The display name of a manufacturer (the export's file name), undefined when there is none. */
  private async manufacturerName(manufacturerId: number): Promise<string | undefined> {
    return (await this.manufacturers.findOne({where: {id: manufacturerId}, fields: {name: true}}))?.name;
  }
}
