import {PgStore} from '../kernel/pg-store';
import {containsPattern, ListParams, orderAndPage, SqlWhere, toDbIds} from '../kernel/sql-list';

/** A registered manufacturer as the admin console lists it. */
export interface AdminManufacturer {
  id: number;
  name: string;
  abn: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  uploadFrequency: number;
  isActive: boolean;
  createdAt: string;
  /** Accounts of the manufacturer (madmin, manufacturer, mstaff). */
  userCount: number;
  /** Suppliers linked today (start date reached, end date not passed). */
  supplierCount: number;
}

export interface AdminManufacturerFilter {
  q?: string | null;
  ids?: readonly unknown[] | null;
  isActive?: boolean | null;
}

const SELECT_MANUFACTURER = `
  SELECT m.id, m.name, m.abn, m.phone, m.email, m.address, m.upload_frequency, m.is_active, m.created_at,
         (SELECT count(*)::int FROM app_user u WHERE u.manufacturer_id = m.id) AS user_count,
         (SELECT count(*)::int FROM distributor_manufacturer dm
           WHERE dm.manufacturer_id = m.id AND dm.start_date <= current_date
             AND (dm.end_date IS NULL OR dm.end_date >= current_date)) AS supplier_count
    FROM manufacturer m`;

const SORTABLE: Record<string, string> = {
  id: 'id',
  name: 'name',
  abn: 'abn',
  phone: 'phone',
  email: 'email',
  uploadFrequency: 'upload_frequency',
  isActive: 'is_active',
  createdAt: 'created_at',
  userCount: 'user_count',
  supplierCount: 'supplier_count',
};

function toManufacturer(r: Record<string, unknown>): AdminManufacturer {
  return {
    id: r.id as number,
    name: r.name as string,
    abn: (r.abn as string | null) ?? null,
    phone: (r.phone as string | null) ?? null,
    email: (r.email as string | null) ?? null,
    address: (r.address as string | null) ?? null,
    uploadFrequency: r.upload_frequency as number,
    isActive: r.is_active as boolean,
    createdAt: (r.created_at as Date).toISOString(),
    userCount: r.user_count as number,
    supplierCount: r.supplier_count as number,
  };
}

function whereOf(filter: AdminManufacturerFilter | null | undefined): SqlWhere {
  const w = new SqlWhere();
  if (!filter) return w;
  if (filter.q?.trim()) {
    const q = w.param(containsPattern(filter.q));
    w.and(`(m.name ILIKE ${q} OR m.email ILIKE ${q} OR m.abn ILIKE ${q} OR m.address ILIKE ${q})`);
  }
  if (filter.ids) w.and(`m.id = ANY(${w.param(toDbIds(filter.ids))}::int[])`);
  if (typeof filter.isActive === 'boolean') w.and(`m.is_active = ${w.param(filter.isActive)}`);
  return w;
}

/** The registered manufacturers as the admin console reads them. */
export class AdminManufacturerStore extends PgStore {
  async list(p: ListParams<AdminManufacturerFilter>): Promise<AdminManufacturer[]> {
    const w = whereOf(p.filter);
    const sql = `${SELECT_MANUFACTURER} ${w.toSql()} ${orderAndPage(SORTABLE, 'name', p, w)}`;
    return (await this.pool.query(sql, w.params)).rows.map(toManufacturer);
  }

  async count(filter?: AdminManufacturerFilter | null): Promise<number> {
    const w = whereOf(filter);
    return (await this.pool.query<{n: number}>(`SELECT count(*)::int AS n FROM manufacturer m ${w.toSql()}`, w.params))
      .rows[0].n;
  }

  async get(manufacturerId: number): Promise<AdminManufacturer | null> {
    const {rows} = await this.pool.query(`${SELECT_MANUFACTURER} WHERE m.id = $1`, [manufacturerId]);
    return rows[0] ? toManufacturer(rows[0]) : null;
  }
}
