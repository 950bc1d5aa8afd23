import type {Manufacturer} from '../../models';
import {containsPattern, ListParams, orderAndPage, SqlWhere, toDbIds} from '../kernel/sql-list';

/** A registered manufacturer as the admin console lists it (document 002, sections 2.6 and 3). */
export type AdminManufacturer = Required<
  Pick<Manufacturer, 'id' | 'name' | 'abn' | 'phone' | 'email' | 'address' | 'logo' | 'uploadFrequency' | 'isActive'>
> & {
  createdAt: string;
  /** Accounts of the manufacturer (madmin, manufacturer, mstaff). */
  userCount: number;
  /** Suppliers linked today (start date reached, end date not passed). */
  supplierCount: number;
  /** The manufacturer's own (first) administrator account. */
  userId: number | null;
  userName: string | null;
  /** Maintained counts (manufacturer_stats_now): serials uploaded, installed, withdrawn; requests and failures. */
  totalSerial: number;
  totalInstalled: number;
  totalPending: number;
  totalRequest: number;
  totalFailed: number;
  recentUpload: string | null;
  /** The last upload (or the registration, before any) is older than the upload frequency. */
  uploadOverdue: boolean;
};

export interface AdminManufacturerFilter {
  q?: string | null;
  ids?: readonly unknown[] | null;
  isActive?: boolean | null;
}

/** Upload frequency codes (document 001): 1 Daily, 2 Weekly, 3 Fortnightly, 4 Monthly, 5 Quarterly, 6 Annually. */
const FREQUENCY_INTERVAL = `(CASE m.upload_frequency WHEN 1 THEN interval '1 day' WHEN 2 THEN interval '7 days'
  WHEN 3 THEN interval '14 days' WHEN 4 THEN interval '1 month' WHEN 5 THEN interval '3 months' ELSE interval '1 year' END)`;

/** The console's manufacturer with its figures; the listing reads it for one page of ids, `WHERE m.id = ANY($1)`. */
export const SELECT_MANUFACTURER = `
  SELECT m.id, m.name, m.abn, m.phone, m.email, m.address, m.logo, m.upload_frequency, m.is_active, m.created_at,
         (SELECT count(*)::int FROM app_user u WHERE u.manufacturer_id = m.id) AS user_count,
         (SELECT count(*)::int FROM distributor_manufacturer dm
           WHERE dm.manufacturer_id = m.id AND dm.start_date <= current_date
             AND (dm.end_date IS NULL OR dm.end_date >= current_date)) AS supplier_count,
         owner.id AS user_id, owner.username AS user_name,
         COALESCE(s.total_serials, 0)::bigint AS total_serial, COALESCE(s.installed, 0)::bigint AS total_installed,
         COALESCE(s.withdrawn, 0)::bigint AS total_withdrawn, COALESCE(s.total_requests, 0)::bigint AS total_request,
         COALESCE(s.failed, 0)::bigint AS total_failed, recent.uploaded_on AS recent_upload,
         (COALESCE(recent.uploaded_on, m.created_at) + ${FREQUENCY_INTERVAL} < now()) AS upload_overdue
    FROM manufacturer m
    LEFT JOIN LATERAL (SELECT u.id, u.username FROM app_user u WHERE u.manufacturer_id = m.id
                        ORDER BY (u.role = 'madmin') DESC, (u.role = 'manufacturer') DESC, u.id LIMIT 1) owner ON true
    LEFT JOIN LATERAL (SELECT up.uploaded_on FROM upload up WHERE up.manufacturer_id = m.id
                        ORDER BY up.uploaded_on DESC LIMIT 1) recent ON true
    LEFT JOIN LATERAL (SELECT * FROM manufacturer_stats_now sn WHERE sn.manufacturer_id = m.id) s ON true`;

const SORTABLE: Record<string, string> = {
  id: 'id',
  name: 'name',
  abn: 'abn',
  phone: 'phone',
  email: 'email',
  uploadFrequency: 'upload_frequency',
  isActive: 'is_active',
  createdAt: 'created_at',
};

export function toManufacturer(r: Record<string, unknown>): AdminManufacturer {
  const total = Number(r.total_serial);
  const installed = Number(r.total_installed);
  return {
    id: r.id as number,
    name: r.name as string,
    abn: (r.abn as string | null) ?? null,
    phone: (r.phone as string | null) ?? null,
    email: (r.email as string | null) ?? null,
    address: (r.address as string | null) ?? null,
    logo: (r.logo as string | null) ?? null,
    uploadFrequency: r.upload_frequency as number,
    isActive: r.is_active as boolean,
    createdAt: (r.created_at as Date).toISOString(),
    userCount: r.user_count as number,
    supplierCount: r.supplier_count as number,
    userId: (r.user_id as number | null) ?? null,
    userName: (r.user_name as string | null) ?? null,
    totalSerial: total,
    totalInstalled: installed,
    totalPending: Math.max(total - installed - Number(r.total_withdrawn), 0),
    totalRequest: Number(r.total_request),
    totalFailed: Number(r.total_failed),
    recentUpload: r.recent_upload ? (r.recent_upload as Date).toISOString() : null,
    uploadOverdue: r.upload_overdue as boolean,
  };
}

function whereOf(filter: AdminManufacturerFilter | null | undefined): SqlWhere {
  const w = new SqlWhere();
  if (!filter) return w;
  if (filter.q?.trim()) {
    const q = w.param(containsPattern(filter.q));
    w.and(`(m.name ILIKE ${q} OR m.email ILIKE ${q} OR m.abn ILIKE ${q} OR m.address ILIKE ${q}
            OR EXISTS (SELECT 1 FROM app_user fu WHERE fu.manufacturer_id = m.id AND fu.username ILIKE ${q}))`);
  }
  if (filter.ids) w.and(`m.id = ANY(${w.param(toDbIds(filter.ids))}::int[])`);
  if (typeof filter.isActive === 'boolean') w.and(`m.is_active = ${w.param(filter.isActive)}`);
  return w;
}

/** The ids of one page of manufacturers (the figures are then read for those only). */
export function manufacturerPage(p: ListParams<AdminManufacturerFilter>) {
  const w = whereOf(p.filter);
  return {
    text: `SELECT m.id FROM manufacturer m ${w.toSql()} ${orderAndPage(SORTABLE, 'name', p, w)}`,
    values: w.params,
  };
}

export function manufacturerCount(filter?: AdminManufacturerFilter | null) {
  const w = whereOf(filter);
  return {text: `SELECT count(*)::int AS n FROM manufacturer m ${w.toSql()}`, values: w.params};
}

/** Manufacturers with their supplier count and first 3 suppliers (by the start of the link, then name). */
export const MANUFACTURERS_WITH_SUPPLIERS = `SELECT m.id AS "manufacturerId", m.name::text AS name, b.name::text AS brand, m.is_active AS "isActive",
              (SELECT count(*)::int FROM distributor_manufacturer dm WHERE dm.manufacturer_id = m.id) AS "totalSuppliers",
              COALESCE((SELECT json_agg(s ORDER BY s."startDate", s.name) FROM (
                 SELECT d.id AS "distributorId", d.name::text AS name, to_char(dm.start_date, 'YYYY-MM-DD') AS "startDate",
                        to_char(dm.end_date, 'YYYY-MM-DD') AS "endDate"
                   FROM distributor_manufacturer dm JOIN distributor d ON d.id = dm.distributor_id
                  WHERE dm.manufacturer_id = m.id ORDER BY dm.start_date, d.name LIMIT 3) s), '[]') AS suppliers
         FROM manufacturer m JOIN brand b ON b.id = m.brand_id ORDER BY m.name LIMIT 1000`;
