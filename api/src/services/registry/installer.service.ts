import {BindingScope, injectable, service} from '@loopback/core';
import {Caller} from '../kernel/caller';
import {csvLine} from '../export';
import {recordAudit} from '../kernel/record-audit';
import {ServiceError} from '../kernel/service-error';
import {detectSpreadsheetType, scanWorkbook, SpreadsheetError} from '../spreadsheet';
import {AdminInstaller, INSTALLER_COLUMNS, InstallerFilter, InstallerRepository} from './installer.repository';

/** Document 002, section 9: the Installers page reads 100 rows a page. */
export const INSTALLER_PAGE_SIZE = 100;
export const INSTALLER_IMPORT_MESSAGES = {
  success: 'Installer data imported successfully',
  failure: 'Some error occured while processing the request',
} as const;

/** The page's additionalFilter, as the client sends it (JSON of installer_type, status, updated_today). */
export interface AdditionalFilter {
  installer_type?: number | string | null;
  status?: number | string | null;
  updated_today?: boolean | string | null;
}

export interface MigratedInstallerResult {
  message: string;
  code: number;
  success: boolean;
  /** A JSON text list of {Action, Count}. */
  data: string;
}

const DATE_COLUMNS = new Set(['full_award_date', 'expiry_date', 'saa_award_date', 'saa_expiry_date']);
const EXPORT_COLUMNS = [
  'accCode',
  'firstName',
  'lastName',
  'email',
  'mobile',
  'phone',
  'postalCode',
  'city',
  'state',
  'fullAwardDate',
  'expiryDate',
  'status',
  'sAACode',
  'sAAAwardDate',
  'sAAExpiryDate',
  'sAAStatus',
  'totalDataPack',
  'totalRequest',
  'totalFailed',
  'updatedOn',
] as const;

export function toInstallerFilter(
  search: string | null | undefined,
  extra: AdditionalFilter | string | null | undefined,
): InstallerFilter {
  let parsed: AdditionalFilter = {};
  if (typeof extra === 'string' && extra.trim()) {
    try {
      parsed = JSON.parse(extra) as AdditionalFilter;
    } catch {
      throw new ServiceError('additionalFilter: JSON of installer_type, status and updated_today.', 'VALIDATION');
    }
  } else if (extra && typeof extra === 'object') parsed = extra;
  return {
    search,
    installerType: Number(parsed.installer_type ?? 0),
    status: Number(parsed.status ?? 0),
    updatedToday: parsed.updated_today === true || parsed.updated_today === 'true',
  };
}

/** A date cell as ISO: YYYY-MM-DD or DD/MM/YYYY; null when empty; undefined when unreadable. */
function isoDate(text: string): string | null | undefined {
  const t = text.trim();
  if (!t) return null;
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  const iso = dmy ? `${dmy[3]}-${dmy[2].padStart(2, '0')}-${dmy[1].padStart(2, '0')}` : t.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && !Number.isNaN(Date.parse(iso)) ? iso : undefined;
}

/** Accredited installers: the page's listing, its CSV download and the migrated-installer import. */
@injectable({scope: BindingScope.SINGLETON})
export class InstallerService {
  constructor(@service(InstallerRepository) private readonly installers: InstallerRepository) {}

  async list(filter: InstallerFilter, skip = 0, first = INSTALLER_PAGE_SIZE) {
    const take = Math.min(Math.max(Math.trunc(first) || INSTALLER_PAGE_SIZE, 1), 500);
    const [list, installerCount, installerUpdatedStatus] = await Promise.all([
      this.installers.list(filter, Math.max(Math.trunc(skip) || 0, 0), take),
      this.installers.count(filter),
      this.installers.lastUpdated(),
    ]);
    return {list, installerCount, installerUpdatedStatus};
  }

  async *csv(filter: InstallerFilter): AsyncGenerator<string> {
    yield csvLine([...EXPORT_COLUMNS]);
    for (let skip = 0; ; skip += 1000) {
      const rows = await this.installers.list(filter, skip, 1000);
      for (const r of rows) yield csvLine(EXPORT_COLUMNS.map(c => r[c as keyof AdminInstaller]));
      if (rows.length < 1000) return;
    }
  }

  /** Upserts installers by accreditation code from a CSV or spreadsheet; answers the Action and Count list. */
  async importMigrated(caller: Caller, file: {path: string; filename: string}): Promise<MigratedInstallerResult> {
    const counts = new Map<string, number>();
    const bump = (action: string) => counts.set(action, (counts.get(action) ?? 0) + 1);
    try {
      const type = await detectSpreadsheetType(file.path);
      await this.installers.transaction(async db => {
        let columns: Array<string | undefined> = [];
        for await (const event of scanWorkbook(file.path, type, file.filename)) {
          if (event.kind === 'header') {
            columns = [];
            for (const c of event.columns)
              columns[c.columnIndex] = INSTALLER_COLUMNS[c.columnName.toLowerCase().replace(/[\s_]/g, '')];
            if (!columns.includes('acc_code')) throw new SpreadsheetError('the file has no AccCode column');
          }
          if (event.kind !== 'data') continue;
          const values: Record<string, string | null> = {};
          let bad = false;
          columns.forEach((column, n) => {
            if (!column) return;
            const text = event.cells[n]?.text.trim() ?? '';
            const value = DATE_COLUMNS.has(column) ? isoDate(text) : text || null;
            if (value === undefined) bad = true;
            values[column] = value ?? null;
          });
          if (!values.acc_code || bad) bump('Skipped');
          else bump(await this.installers.upsert(db, values));
        }
        await recordAudit(db, {
          userId: caller.id,
          action: 'installer.import',
          entity: 'Installer',
          entityId: null,
          after: {file: file.filename, ...Object.fromEntries(counts)},
        });
      });
    } catch (err) {
      if (!(err instanceof SpreadsheetError)) throw err;
      const data = JSON.stringify([{Action: `Error: ${err.message}`, Count: 0}]);
      return {message: INSTALLER_IMPORT_MESSAGES.failure, code: 400, success: false, data};
    }
    const data = JSON.stringify([...counts].map(([Action, Count]) => ({Action, Count})));
    return {message: INSTALLER_IMPORT_MESSAGES.success, code: 200, success: true, data};
  }
}
