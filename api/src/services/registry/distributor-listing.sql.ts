import type {Distributor, SupplierLink} from '../../models';
import {containsPattern, ListParams, orderAndPage, SqlWhere, toDbIds} from '../kernel/sql-list';

/** A supplier (distributor) as the admin console lists it (document 002, sections 2.8 and 3). */
export type AdminSupplier = Required<Pick<Distributor, 'id' | 'abn' | 'signingKey'>> & {
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
  distributorInternalCode: string | null;
  isActive: boolean;
  createdAt: string;
};

/** One link of a supplier to a manufacturer, with their names (the Linked Manufacturers popup, a manufacturer's Suppliers). */
export type SupplierLinkEntry = Required<
  Pick<SupplierLink, 'distributorId' | 'manufacturerId' | 'startDate' | 'endDate'>
> & {
  distributorName: string;
  manufacturerName: string;
  /** Start date reached and end date not passed. */
  current: boolean;
};

export interface AdminSupplierFilter {
  q?: string | null;
  ids?: readonly unknown[] | null;
  manufacturerId?: unknown;
}

/** A link in force today: its start date reached, its end date (if any) not passed. */
export const CURRENT = `dm.start_date <= current_date AND (dm.end_date IS NULL OR dm.end_date >= current_date)`;

/** The console's supplier with its account, registry names and current manufacturers. */
export const SELECT_SUPPLIER = `
  SELECT d.id, d.name, d.abn, d.internal_code, d.signing_key, d.created_at, acc.id AS user_id,
         acc.username, COALESCE(acc.is_active, false) AS is_active,
         ARRAY(SELECT i.name::text FROM importer i WHERE d.abn IS NOT NULL AND i.abn = d.abn ORDER BY i.name) AS registry_names,
         ARRAY(SELECT m.name::text FROM distributor_manufacturer dm JOIN manufacturer m ON m.id = dm.manufacturer_id
                WHERE dm.distributor_id = d.id AND ${CURRENT} ORDER BY m.name) AS manufacturer_names
    FROM distributor d
    LEFT JOIN LATERAL (SELECT u.id, u.username, u.is_active FROM app_user u WHERE u.distributor_id = d.id
                        ORDER BY (u.role = 'supplier') DESC, (u.role = 'mdistributor') DESC, u.id LIMIT 1) acc ON true`;

const SORTABLE: Record<string, string> = {id: 'id', displayName: 'name', defaultName: 'name', abn: 'abn'};

export function toSupplier(r: Record<string, unknown>): AdminSupplier {
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

/** The ids of one page of suppliers (their details are then read for those only). */
export function supplierPage(p: ListParams<AdminSupplierFilter>) {
  const w = whereOf(p.filter);
  return {
    text: `SELECT d.id FROM distributor d ${w.toSql()} ${orderAndPage(SORTABLE, 'displayName', p, w)}`,
    values: w.params,
  };
}

export function supplierCount(filter?: AdminSupplierFilter | null) {
  const w = whereOf(filter);
  return {text: `SELECT count(*)::int AS n FROM distributor d ${w.toSql()}`, values: w.params};
}

/** Every link (current, future and ended) of a supplier or of a manufacturer, with both names. */
export function linksOf(by: {distributorId?: number; manufacturerId?: number}) {
  const column = by.distributorId !== undefined ? 'dm.distributor_id' : 'dm.manufacturer_id';
  return {
    text: `SELECT dm.distributor_id, d.name AS distributor_name, dm.manufacturer_id, m.name AS manufacturer_name,
              dm.start_date, dm.end_date, (${CURRENT}) AS current
         FROM distributor_manufacturer dm JOIN distributor d ON d.id = dm.distributor_id
         JOIN manufacturer m ON m.id = dm.manufacturer_id
        WHERE ${column} = $1 ORDER BY m.name, d.name`,
    values: [by.distributorId ?? by.manufacturerId],
  };
}

/** A date column (read as YYYY-MM-DD text by the pool's type parser, or a Date). */
export const toDate = (d: unknown): string | null =>
  d instanceof Date ? d.toISOString().slice(0, 10) : d ? String(d).slice(0, 10) : null;

export function toLink(r: Record<string, unknown>): SupplierLinkEntry {
  return {
    distributorId: r.distributor_id as number,
    distributorName: r.distributor_name as string,
    manufacturerId: r.manufacturer_id as number,
    manufacturerName: r.manufacturer_name as string,
    startDate: toDate(r.start_date)!,
    endDate: toDate(r.end_date),
    current: r.current as boolean,
  };
}
