import {BindingScope, injectable, service} from '@loopback/core';
import {basename} from 'node:path';
import {Caller} from '../kernel/caller';
import {ServiceError} from '../kernel/service-error';
import {detectSpreadsheetType, RawCell, readWorkbook, SpreadsheetError} from '../spreadsheet';
import {ApprovedListRepository, WeeklySupplier} from './approved-list.repository';

export interface IncomingListFile {
  filename: string;
  path: string;
  size: number;
}

export interface WeeklySupplierReport {
  status: boolean;
  message: string;
  fileName: string;
  total: number;
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
  rejected: {row: number; reason: string}[];
}

export const WEEKLY_LIST_LIMITS = {maxBytes: 10 * 1024 * 1024, maxRows: 100_000, listPage: 500} as const;

const NAME_HEADERS = ['importername', 'importer name', 'name', 'company name', 'importer'];
const ABN_HEADERS = ['importerabn', 'importer abn', 'abn'];

/** An ABN as the list keeps it (NN NNN NNN NNN), or null when it is not 11 digits passing the checksum. */
export function normalisedAbn(text: string): string | null {
  const digits = text.replace(/\s/g, '');
  if (!/^\d{11}$/.test(digits)) return null;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const sum = [...digits].reduce((acc, d, i) => acc + (Number(d) - (i === 0 ? 1 : 0)) * weights[i], 0);
  if (sum === 0 || sum % 89 !== 0) return null;
  return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
}

const text = (cell: RawCell | undefined) => (cell?.text ?? '').trim();

/**
 * The weekly supplier list (document 002 section 2.18): one csv or spreadsheet of importers
 * (importerName, importerABN) replaces the whole list at once, with a report of what changed.
 * A file with no usable row changes nothing.
 */
@injectable({scope: BindingScope.SINGLETON})
export class WeeklySupplierService {
  constructor(@service(ApprovedListRepository) private readonly approved: ApprovedListRepository) {}

  list(filter?: string): Promise<WeeklySupplier[]> {
    return this.approved.importers(filter, WEEKLY_LIST_LIMITS.listPage);
  }

  async replace(caller: Caller, file: IncomingListFile): Promise<WeeklySupplierReport> {
    const fileName = basename(String(file.filename ?? '').replace(/\\/g, '/')) || 'upload';
    if (file.size > WEEKLY_LIST_LIMITS.maxBytes) throw bad(`${fileName}: the file is larger than 10 MB.`);
    const {entries, rejected} = await this.read(file.path, fileName);
    if (!entries.length) throw bad(`${fileName}: no importer rows (columns importerName and importerABN).`);
    const counts = await this.approved.replaceImporters(entries, {userId: caller.id, fileName});
    return {
      status: true,
      message: 'Weekly supplier list replaced',
      fileName,
      total: entries.length,
      ...counts,
      rejected,
    };
  }

  private async read(path: string, fileName: string) {
    const entries: WeeklySupplier[] = [];
    const rejected: WeeklySupplierReport['rejected'] = [];
    const seen = new Set<string>();
    let columns: {name: number; abn: number} | null = null;
    let rows = 0;
    try {
      for await (const event of readWorkbook(path, await detectSpreadsheetType(path), fileName)) {
        if (event.kind === 'sheet') {
          if (event.index > 0) break;
          continue;
        }
        if (!columns) {
          const heads = event.cells.map(c => text(c).toLowerCase());
          const name = heads.findIndex(h => NAME_HEADERS.includes(h));
          if (name >= 0) columns = {name, abn: heads.findIndex(h => ABN_HEADERS.includes(h))};
          continue;
        }
        if (++rows > WEEKLY_LIST_LIMITS.maxRows) throw bad(`${fileName}: more than 100,000 rows.`);
        const name = text(event.cells[columns.name]).replace(/\s+/g, ' ');
        const abnText = columns.abn >= 0 ? text(event.cells[columns.abn]) : '';
        const abn = abnText ? normalisedAbn(abnText) : null;
        const reason = !name
          ? 'importerName is empty'
          : name.length > 200
            ? 'importerName is longer than 200 characters'
            : abnText && !abn
              ? `importerABN ${abnText} is not a valid ABN`
              : seen.has(name.toLowerCase())
                ? `${name} is listed twice`
                : null;
        if (reason) rejected.push({row: event.rowNumber, reason});
        else {
          seen.add(name.toLowerCase());
          entries.push({importerName: name, importerABN: abn});
        }
      }
    } catch (err) {
      if (err instanceof SpreadsheetError) throw bad(err.message);
      throw err;
    }
    if (!columns) throw bad(`${fileName}: no header row with importerName (and importerABN).`);
    return {entries, rejected};
  }
}

function bad(message: string): ServiceError {
  return new ServiceError(message, 'VALIDATION', {field: 'file'});
}
