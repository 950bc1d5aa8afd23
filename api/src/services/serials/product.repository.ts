import {BindingScope, injectable} from '@loopback/core';
import type {Product} from '../../models';
import {SqlRepository} from '../kernel/sql-repository';
import {containsPattern, Page, SqlWhere} from '../kernel/sql-list';
import {Scope} from '../kernel/tenancy';
import {limitOf, offsetOf} from './product-serial-listing.sql';

/** A model's serial counts (a supplier's: those its account uploaded). pending: available. */
export interface SerialStats {
  failed: number;
  installed: number;
  pending: number;
  totalRequests: number;
}

/** A model as the Models tab and model detail show it: with its product line, warranty and serial counts. */
export type ProductRecord = Required<
  Pick<Product, 'model' | 'productType' | 'wattage' | 'approvedDate' | 'expiryDate' | 'fireTested'>
> & {
  productId: Product['id'];
  manufacturerId: number;
  productLine: {productLineId: number; lineName: string} | null;
  productWarranty: {
    productWarrantyId: number;
    componentInYears: number;
    performanceInYears: number;
    componentWarrantyLink: string | null;
    performanceWarrantyLink: string | null;
  } | null;
  serialStats: SerialStats;
  /** A model of the sandbox only (test data): listed to administrators only, marked. */
  test: boolean;
};

/** A model as the ledger listing's Model picker offers it. */
export type ProductOption = Pick<Product, 'model' | 'wattage'> & {productId: Product['id']};

const PRODUCT_COLUMNS = `
  p.id AS "productId", m.id AS "manufacturerId", p.model::text AS model, p.product_type AS "productType",
  p.wattage::float8 AS wattage, to_char(p.approved_date, 'YYYY-MM-DD') AS "approvedDate",
  to_char(p.expiry_date, 'YYYY-MM-DD') AS "expiryDate", p.fire_tested AS "fireTested",
  CASE WHEN pl.id IS NULL THEN NULL ELSE json_build_object('productLineId', pl.id, 'lineName', pl.line_name) END AS "productLine",
  CASE WHEN w.id IS NULL THEN NULL ELSE json_build_object('productWarrantyId', w.id, 'componentInYears', w.component_in_years::float8,
    'performanceInYears', w.performance_in_years::float8, 'componentWarrantyLink', w.component_warranty_link,
    'performanceWarrantyLink', w.performance_warranty_link) END AS "productWarranty", p.sandbox AS test,
  json_build_object('failed', coalesce(s.failed, 0), 'installed', coalesce(s.installed, 0),
    'pending', coalesce(s.total_serials - s.installed - s.withdrawn, 0), 'totalRequests', coalesce(s.total_requests, 0)) AS "serialStats"`;

const PRODUCT_FROM = `
  FROM product p JOIN manufacturer m ON m.brand_id = p.brand_id
  LEFT JOIN product_line pl ON pl.id = p.product_line_id LEFT JOIN product_warranty w ON w.product_line_id = pl.id
  LEFT JOIN LATERAL (SELECT * FROM product_stats_now sn WHERE sn.product_id = p.id) s ON true`;

/**
 * The models (products) of the manufacturers' brands: the Models tab and model detail (with the maintained
 * serial counts of product_stats_now), a supplier's own counts, and the models of one manufacturer (pickers).
 */
@injectable({scope: BindingScope.SINGLETON})
export class ProductRepository extends SqlRepository {
  /** A page of models by name. filter: part of the model name or product line name. */
  async products(scope: Scope, page: Page): Promise<{count: number; list: ProductRecord[]}> {
    const where = new SqlWhere();
    if (scope.manufacturerId !== undefined) where.and(`m.id = ${where.param(scope.manufacturerId)}`);
    // a model of the sandbox only: administrators see it, marked; a manufacturer's or supplier's list never holds it
    if (scope.kind !== 'all') where.and('NOT p.sandbox');
    const filter = page.filter?.trim();
    if (filter) {
      const pattern = where.param(containsPattern(filter));
      where.and(`(p.model ILIKE ${pattern} OR pl.line_name ILIKE ${pattern})`);
    }
    const countParams = [...where.params];
    const limit = where.param(limitOf(page));
    const offset = where.param(offsetOf(page));
    const countFrom = `FROM product p JOIN manufacturer m ON m.brand_id = p.brand_id LEFT JOIN product_line pl ON pl.id = p.product_line_id ${where.toSql()}`;
    const [list, count] = await Promise.all([
      this.pool.query<ProductRecord>(
        `SELECT ${PRODUCT_COLUMNS} ${PRODUCT_FROM} ${where.toSql()} ORDER BY p.model, p.id LIMIT ${limit} OFFSET ${offset}`,
        where.params,
      ),
      this.pool.query<{n: string}>(`SELECT count(*) AS n ${countFrom}`, countParams),
    ]);
    return {count: Number(count.rows[0].n), list: list.rows};
  }

  /** One model, whatever the caller's scope (the service checks it); undefined when there is none. */
  async product(productId: number): Promise<ProductRecord | undefined> {
    const {rows} = await this.pool.query<ProductRecord>(`SELECT ${PRODUCT_COLUMNS} ${PRODUCT_FROM} WHERE p.id = $1`, [
      productId,
    ]);
    return rows[0];
  }

  /**
   * A supplier's own counts for some models: its serials installed and available, and the failed
   * requests and requests about them (what it may see of a model, server.md section 1).
   */
  async supplierStats(distributorId: number, productIds: number[]): Promise<Map<number, SerialStats>> {
    const {rows} = await this.pool.query<{product_id: number} & Record<keyof SerialStats, string>>(
      `SELECT ps.product_id, count(*) FILTER (WHERE ps.state = 'installed') AS installed,
              count(*) FILTER (WHERE ps.state = 'available') AS pending,
              coalesce(sum(r.failed), 0) AS failed, coalesce(sum(r.total), 0) AS "totalRequests"
         FROM product_serial ps
         LEFT JOIN LATERAL (SELECT count(*) AS total, count(*) FILTER (WHERE l.status = 0 AND l.resolved_on IS NULL) AS failed
                              FROM product_log l WHERE l.product_serial_id = ps.id) r ON true
        WHERE ps.distributor_id = $1 AND ps.product_id = ANY($2::int[])
        GROUP BY ps.product_id`,
      [distributorId, productIds],
    );
    const stats = new Map<number, SerialStats>();
    for (const r of rows)
      stats.set(r.product_id, {
        failed: Number(r.failed),
        installed: Number(r.installed),
        pending: Number(r.pending),
        totalRequests: Number(r.totalRequests),
      });
    return stats;
  }

  /** The models of a manufacturer's brand by name (the ledger listing's Model picker). */
  async ofManufacturer(manufacturerId: number): Promise<ProductOption[]> {
    const {rows} = await this.pool.query<ProductOption>(
      `SELECT p.id AS "productId", p.model::text AS model, p.wattage::float AS wattage
         FROM manufacturer m JOIN product p ON p.brand_id = m.brand_id
        WHERE m.id = $1 ORDER BY p.model, p.id`,
      [manufacturerId],
    );
    return rows;
  }
}
