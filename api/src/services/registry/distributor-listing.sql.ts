import {BindingScope, injectable} from '@loopback/core';
import {Queryable} from '../../database/transaction';
import {SqlRepository} from '../kernel/sql-repository';
import {containsPattern, ListParams, orderAndPage, SqlWhere, toDbIds} from '../kernel/sql-list';

/** A supplier (distributor) as the admin console lists it (document 002, sections 2.8 and 3). */
export interface AdminSupplier {
  id: number;
  distributorId: number;
  /** The account that signs in for the supplier. */
  distributorUserId: number | null;
  userName: string | null;
  displayName: string;
  defaultName: string;
  /** Names the regulator's approved-importer list holds for the supplier's ABN. */
  distributorNames: string[];
  manufacturerNames: string[];
  totalManufacturers: number;
  abn: string | null;
  distributorInternalCode: string | null;
  signingKey: string | null;
  isActive: boolean;
  createdAt: string;
}

/** One manufacturer link of a supplier (the Linked Manufacturers popup and the manufacturer's Suppliers). */
export interface SupplierLink {
  distributorId: number;
  distributorName: string;
  manufacturerId: number;
  manufacturerName: string;
  startDate: string;
  endDate: string | null;
  /** Start date reached and end date not passed. */
  current: boolean;
}

export interface AdminSupplierFilter {
  q?: string | null;
  ids?: readonly unknown[] | null;
  manufacturerId?: unknown;
}

const CURRENT = `dm.start_date <= current_date AND (dm.end_date IS NULL OR dm.end_date >= current_date)`;

const SELECT_SUPPLIER = `
  SELECT d.id, d.name, d.abn, d.internal_code, d.signing_key, d.created_at, acc.id AS user_id,
         acc.username, COALESCE(acc.is_active, false) AS is_active,
         ARRAY(SELECT i.name::text FROM importer i WHERE d.abn IS NOT NULL AND i.abn = d.abn ORDER BY i.name) AS registry_names,
         ARRAY(SELECT m.name::text FROM distributor_manufacturer dm JOIN manufacturer m ON m.id = dm.manufacturer_id
                WHERE dm.distributor_id = d.id AND ${CURRENT} ORDER BY m.name) AS manufacturer_names
    FROM distributor d
    LEFT JOIN LATERAL (SELECT u.id, u.username, u.is_active FROM app_user u WHERE u.distributor_id = d.id
                        ORDER BY (u.role = 'supplier') DESC, (u.role = 'mdistributor') DESC, u.id LIMIT 1) acc ON true`;

const SORTABLE: Record<string, string> = {id: 'id', displayName: 'name', defaultName: 'name', abn: 'abn'};

function toSupplier(r: Record<string, unknown>): AdminSupplier {
  const manufacturerNames = r.manufacturer_names as string[];
  return {
    id: r.id as number,
    distributorId: r.id as number,
    distributorUserId: (r.user_id as number | null) ?? null,
    userName: (r.username as string | null) ?? null,
    displayName: r.name as string,
    defaultName: r.name as string,
    distributorNames: r.registry_names as string[],
    manufacturerNames,
    totalManufacturers: manufacturerNames.length,
    abn: (r.abn as string | null) ?? null,
    distributorInternalCode: (r.internal_code as string | null) ?? null,
    signingKey: (r.signing_key as string | null) ?? null,
    isActive: r.is_active as boolean,
    createdAt: (r.created_at as Date).toISOString(),
  };
}

function whereOf(filter: AdminSupplierFilter | null | undefined): SqlWhere {
  const w = new SqlWhere();
  if (!filter) return w;
  if (filter.q?.trim()) {
    const q = w.param(containsPattern(filter.q));
    w.and(`(d.name ILIKE ${q} OR d.abn ILIKE ${q} OR d.internal_code ILIKE ${q}
            OR EXISTS (SELECT 1 FROM app_user fu WHERE fu.distributor_id = d.id AND fu.username ILIKE ${q}))`);
  }
  if (filter.ids) w.and(`d.id = ANY(${w.param(toDbIds(filter.ids))}::int[])`);
  if (filter.manufacturerId != null) {
    const ids = toDbIds([filter.manufacturerId]);
    w.and(`EXISTS (SELECT 1 FROM distributor_manufacturer dm WHERE dm.distributor_id = d.id
                   AND dm.manufacturer_id = ${w.param(ids[0] ?? 0)} AND ${CURRENT})`);
  }
  return w;
}

const toDate = (d: unknown): string | null =>
  d instanceof Date ? d.toISOString().slice(0, 10) : d ? String(d).slice(0, 10) : null;

/** The suppliers, their accounts and their manufacturer links. */
@injectable({scope: BindingScope.SINGLETON})
export class SupplierStore extends SqlRepository {
  async list(p: ListParams<AdminSupplierFilter>): Promise<AdminSupplier[]> {
    const w = whereOf(p.filter);
    const page = `SELECT d.id FROM distributor d ${w.toSql()} ${orderAndPage(SORTABLE, 'displayName', p, w)}`;
    const ids = (await this.pool.query<{id: number}>(page, w.params)).rows.map(r => r.id);
    if (!ids.length) return [];
    const {rows} = await this.pool.query(`${SELECT_SUPPLIER} WHERE d.id = ANY($1::int[])`, [ids]);
    const byId = new Map(rows.map(r => [r.id as number, toSupplier(r)]));
    return ids.map(id => byId.get(id)).filter((s): s is AdminSupplier => !!s);
  }

  async count(filter?: AdminSupplierFilter | null): Promise<number> {
    const w = whereOf(filter);
    return (await this.pool.query<{n: number}>(`SELECT count(*)::int AS n FROM distributor d ${w.toSql()}`, w.params))
      .rows[0].n;
  }

  async get(distributorId: number, db: Queryable = this.pool): Promise<AdminSupplier | null> {
    const {rows} = await db.query(`${SELECT_SUPPLIER} WHERE d.id = $1`, [distributorId]);
    return rows[0] ? toSupplier(rows[0]) : null;
  }

  /** Every link (current, future and ended) of a supplier, or of a manufacturer. */
  async links(by: {distributorId?: number; manufacturerId?: number}): Promise<SupplierLink[]> {
    const column = by.distributorId !== undefined ? 'dm.distributor_id' : 'dm.manufacturer_id';
    const {rows} = await this.pool.query(
      `SELECT dm.distributor_id, d.name AS distributor_name, dm.manufacturer_id, m.name AS manufacturer_name,
              dm.start_date, dm.end_date, (${CURRENT}) AS current
         FROM distributor_manufacturer dm JOIN distributor d ON d.id = dm.distributor_id
         JOIN manufacturer m ON m.id = dm.manufacturer_id
        WHERE ${column} = $1 ORDER BY m.name, d.name`,
      [by.distributorId ?? by.manufacturerId],
    );
    return rows.map(r => ({
      distributorId: r.distributor_id,
      distributorName: r.distributor_name,
      manufacturerId: r.manufacturer_id,
      manufacturerName: r.manufacturer_name,
      startDate: toDate(r.start_date)!,
      endDate: toDate(r.end_date),
      current: r.current,
    }));
  }

  /** The link before a change (null when none), locked for the change. */
  async lockLink(db: Queryable, distributorId: number, manufacturerId: number): Promise<SupplierLink | null> {
    const {rows} = await db.query(
      `SELECT start_date, end_date FROM distributor_manufacturer WHERE distributor_id = $1 AND manufacturer_id = $2 FOR UPDATE`,
      [distributorId, manufacturerId],
    );
    if (!rows[0]) return null;
    return {
      distributorId,
      manufacturerId,
      distributorName: '',
      manufacturerName: '',
      startDate: toDate(rows[0].start_date)!,
      endDate: toDate(rows[0].end_date),
      current: false,
    };
  }

  async upsertLink(
    db: Queryable,
    link: {distributorId: number; manufacturerId: number; startDate: string; endDate: string | null},
  ) {
    await db.query(
      `INSERT INTO distributor_manufacturer (distributor_id, manufacturer_id, start_date, end_date) VALUES ($1, $2, $3, $4)
       ON CONFLICT (distributor_id, manufacturer_id) DO UPDATE SET start_date = EXCLUDED.start_date, end_date = EXCLUDED.end_date`,
      [link.distributorId, link.manufacturerId, link.startDate, link.endDate],
    );
  }

  async usernameTaken(db: Queryable, username: string): Promise<boolean> {
    return !!(await db.query(`SELECT 1 FROM app_user WHERE username = $1`, [username])).rowCount;
  }

  /** The approved importer of that name (the weekly supplier list), or null. */
  async importer(db: Queryable, name: string): Promise<{name: string; abn: string | null} | null> {
    const {rows} = await db.query(`SELECT name::text, abn FROM importer WHERE name = $1`, [name]);
    return rows[0] ?? null;
  }

  /** The distributor company of that name, created when new; its id. */
  async ensureDistributor(db: Queryable, name: string, abn: string | null): Promise<number> {
    const {rows} = await db.query(
      `INSERT INTO distributor (name, abn) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET abn = COALESCE(distributor.abn, EXCLUDED.abn) RETURNING id`,
      [name, abn],
    );
    return rows[0].id;
  }

  async insertSupplierUser(
    db: Queryable,
    u: {
      username: string;
      email: string;
      passwordHash: string;
      firstName: string;
      lastName: string;
      distributorId: number;
    },
  ): Promise<number> {
    const {rows} = await db.query(
      `INSERT INTO app_user (username, email, password_hash, first_name, last_name, role, distributor_id, email_confirmed)
       VALUES ($1, $2, $3, $4, $5, 'supplier', $6, true) RETURNING id`,
      [u.username, u.email, u.passwordHash, u.firstName, u.lastName, u.distributorId],
    );
    return rows[0].id;
  }

  /** Approved brand names (the CEC list), alphabetically. */
  async brands(): Promise<string[]> {
    return (await this.pool.query(`SELECT name::text FROM brand WHERE approved ORDER BY name`)).rows.map(r => r.name);
  }

  /**
   * Approved importers a supplier account may be registered for: those not yet linked to the brand's
   * manufacturer first. importerStatus: Registered when a supplier company of that name exists.
   */
  async importers(
    brand: string,
  ): Promise<Array<{importerName: string; importerStatus: string; importerABN: string | null}>> {
    const {rows} = await this.pool.query(
      `SELECT i.name::text AS "importerName", i.abn AS "importerABN",
              CASE WHEN d.id IS NULL THEN 'Approved' ELSE 'Registered' END AS "importerStatus",
              EXISTS (SELECT 1 FROM distributor_manufacturer dm JOIN manufacturer m ON m.id = dm.manufacturer_id
                       JOIN brand b ON b.id = m.brand_id WHERE dm.distributor_id = d.id AND b.name = $1) AS linked
         FROM importer i LEFT JOIN distributor d ON d.name = i.name
        WHERE EXISTS (SELECT 1 FROM brand b WHERE b.name = $1)
        ORDER BY linked, i.name`,
      [brand],
    );
    return rows.map(({linked: _linked, ...r}) => r);
  }
}
