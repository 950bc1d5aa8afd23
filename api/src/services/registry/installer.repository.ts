import {BindingScope, injectable} from '@loopback/core';
import type {Installer} from '../../models';
import {Queryable} from '../../database/transaction';
import {SqlRepository} from '../kernel/sql-repository';
import {containsPattern, SqlWhere} from '../kernel/sql-list';

/** An accredited installer as the Installers page lists it (document 002, sections 2.10 and 3; its SAA names). */
export type AdminInstaller = Required<
  Pick<
    Installer,
    | 'accCode'
    | 'firstName'
    | 'lastName'
    | 'accountName'
    | 'email'
    | 'mobile'
    | 'phone'
    | 'postalCode'
    | 'city'
    | 'state'
    | 'fullAwardDate'
    | 'expiryDate'
    | 'status'
    | 'totalRequest'
    | 'totalFailed'
  >
> & {
  installerId: number;
  sAACode: string | null;
  sAAAwardDate: string | null;
  sAAExpiryDate: string | null;
  sAAStatus: string | null;
  /** Installations the accreditation code is recorded on. */
  totalDataPack: number;
  updatedOn: string;
};

/** The page's filters: search, and additionalFilter's codes (document 002, section 9). */
export interface InstallerFilter {
  search?: string | null;
  /** 0 All, 1 CEC only, 2 SAA only. */
  installerType?: number | null;
  /** 0 All, 1 Expired, 2 Current. */
  status?: number | null;
  updatedToday?: boolean | null;
}

/** The columns an import may set, by the CSV's header names (case and spaces ignored). */
export const INSTALLER_COLUMNS: Record<string, string> = {
  acccode: 'acc_code',
  accreditationcode: 'acc_code',
  firstname: 'first_name',
  lastname: 'last_name',
  accountname: 'account_name',
  email: 'email',
  mobile: 'mobile',
  phone: 'phone',
  postalcode: 'postal_code',
  postcode: 'postal_code',
  city: 'city',
  state: 'state',
  fullawarddate: 'full_award_date',
  expirydate: 'expiry_date',
  status: 'status',
  saacode: 'saa_code',
  saaawarddate: 'saa_award_date',
  saaexpirydate: 'saa_expiry_date',
  saastatus: 'saa_status',
};

/** A date column (read as YYYY-MM-DD text by the pool's type parser, or a Date). */
const day = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : d ? String(d).slice(0, 10) : null);

function toInstaller(r: Record<string, unknown>): AdminInstaller {
  return {
    installerId: r.id as number,
    accCode: r.acc_code as string,
    firstName: (r.first_name as string) ?? null,
    lastName: (r.last_name as string) ?? null,
    accountName: (r.account_name as string) ?? null,
    email: (r.email as string) ?? null,
    mobile: (r.mobile as string) ?? null,
    phone: (r.phone as string) ?? null,
    postalCode: (r.postal_code as string) ?? null,
    city: (r.city as string) ?? null,
    state: (r.state as string) ?? null,
    fullAwardDate: day(r.full_award_date),
    expiryDate: day(r.expiry_date),
    status: (r.status as string) ?? null,
    sAACode: (r.saa_code as string) ?? null,
    sAAAwardDate: day(r.saa_award_date),
    sAAExpiryDate: day(r.saa_expiry_date),
    sAAStatus: (r.saa_status as string) ?? null,
    totalDataPack: Number(r.total_data_pack ?? 0),
    totalRequest: r.total_request as number,
    totalFailed: r.total_failed as number,
    updatedOn: (r.updated_on as Date).toISOString(),
  };
}

function whereOf(f: InstallerFilter): SqlWhere {
  const w = new SqlWhere();
  if (f.search?.trim()) {
    const q = w.param(containsPattern(f.search));
    w.and(`(i.acc_code ILIKE ${q} OR i.first_name ILIKE ${q} OR i.last_name ILIKE ${q} OR i.email ILIKE ${q}
            OR (coalesce(i.first_name, '') || ' ' || coalesce(i.last_name, '')) ILIKE ${q} OR i.saa_code ILIKE ${q})`);
  }
  if (f.installerType === 1) w.and(`i.saa_code IS NULL`);
  if (f.installerType === 2) w.and(`i.saa_code IS NOT NULL`);
  if (f.status === 2) w.and(`lower(i.status) = 'current'`);
  if (f.status === 1) w.and(`lower(coalesce(i.status, '')) <> 'current'`);
  if (f.updatedToday) w.and(`i.updated_on >= current_date`);
  return w;
}

// Data packs: installations the installer's accreditation code is recorded on, kept by migration 090's triggers.
const SELECT = `SELECT i.*, i.data_packs AS total_data_pack FROM installer i`;

/** The accredited installers (installer): the Installers page's list, its count and freshness, and the import's upsert. */
@injectable({scope: BindingScope.SINGLETON})
export class InstallerRepository extends SqlRepository {
  async list(f: InstallerFilter, skip: number, first: number): Promise<AdminInstaller[]> {
    const w = whereOf(f);
    const sql = `${SELECT} ${w.toSql()} ORDER BY i.updated_on DESC, i.id DESC LIMIT ${w.param(first)} OFFSET ${w.param(skip)}`;
    return (await this.pool.query(sql, w.params)).rows.map(toInstaller);
  }

  async count(f: InstallerFilter): Promise<number> {
    const w = whereOf(f);
    return (await this.pool.query(`SELECT count(*)::int AS n FROM installer i ${w.toSql()}`, w.params)).rows[0].n;
  }

  async lastUpdated(): Promise<string | null> {
    const {rows} = await this.pool.query(`SELECT max(updated_on) AS t FROM installer`);
    return rows[0].t ? rows[0].t.toISOString() : null;
  }

  /** Inserts or updates one installer by its accreditation code; whether it was new. */
  async upsert(db: Queryable, values: Record<string, string | null>): Promise<'Inserted' | 'Updated'> {
    const columns = Object.keys(values);
    const params = columns.map((_, n) => `$${n + 1}`);
    const sets = columns.filter(c => c !== 'acc_code').map(c => `${c} = EXCLUDED.${c}`);
    const {rows} = await db.query(
      `INSERT INTO installer (${columns.join(', ')}, updated_on) VALUES (${params.join(', ')}, now())
       ON CONFLICT (acc_code) DO UPDATE SET ${[...sets, 'updated_on = now()'].join(', ')}
       RETURNING (xmax = 0) AS inserted`,
      columns.map(c => values[c]),
    );
    return rows[0].inserted ? 'Inserted' : 'Updated';
  }
}
