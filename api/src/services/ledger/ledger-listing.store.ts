import {BindingScope, injectable} from '@loopback/core';
import {SqlRepository} from '../kernel/sql-repository';
import {SqlWhere} from '../kernel/sql-list';

export interface LedgerQuery {
  from?: string;
  to?: string;
  manufacturerId?: number;
  productId?: number;
  distributorId?: number;
  error?: string;
  limit: number;
  offset: number;
}

/** The ledger records the ledger connector stores (ledger_record), newest first, for the admin listing. */
@injectable({scope: BindingScope.SINGLETON})
export class LedgerListingStore extends SqlRepository {
  /**
   * One page and whether another follows (no count: Previous / Next with 'Page: n'). The page's ids come
   * from an index in the listing's order (by manufacturer or error when filtered, migration 090), then its rows.
   */
  async records(q: LedgerQuery) {
    const where = new SqlWhere();
    if (q.from) where.and(`r.created_time >= ${where.param(q.from)}::date`);
    if (q.to) where.and(`r.created_time < ${where.param(q.to)}::date + 1`);
    if (q.manufacturerId) where.and(`r.manufacturer_id = ${where.param(q.manufacturerId)}`);
    // Model and supplier narrow a manufacturer's records (the screen offers them once a manufacturer is chosen).
    if (q.productId)
      where.and(
        `EXISTS (SELECT 1 FROM product_serial ps WHERE ps.id = r.product_serial_id AND ps.product_id = ${where.param(q.productId)})`,
      );
    if (q.distributorId)
      where.and(
        `EXISTS (SELECT 1 FROM product_serial ps WHERE ps.id = r.product_serial_id AND ps.distributor_id = ${where.param(q.distributorId)})`,
      );
    if (q.error) where.and(`r.error = ${where.param(q.error)}`);
    const limit = where.param(q.limit + 1);
    const offset = where.param(q.offset);
    const {rows} = await this.pool.query(
      `SELECT r.id AS "recordId", r.serial, r.brand, r.model, r.distributor_name AS "distributorName", r.batch_id AS "batchId",
              r.status, r.error, r.created_time AS "createdTime"
         FROM (SELECT r.id FROM ledger_record r ${where.toSql()} ORDER BY r.created_time DESC, r.id DESC
                LIMIT ${limit} OFFSET ${offset}) page
         JOIN ledger_record r ON r.id = page.id ORDER BY r.created_time DESC, r.id DESC`,
      where.params,
    );
    return {hasNextPage: rows.length > q.limit, list: rows.slice(0, q.limit)};
  }

  /** The suppliers linked to a manufacturer (the Supplier picker). */
  async distributors(manufacturerId: number) {
    const {rows} = await this.pool.query(
      `SELECT d.id AS "distributorId", d.name::text AS "distributorName"
         FROM distributor_manufacturer dm JOIN distributor d ON d.id = dm.distributor_id
        WHERE dm.manufacturer_id = $1 ORDER BY d.name, d.id`,
      [manufacturerId],
    );
    return rows;
  }

  /** The models of a manufacturer's brand (the Model picker). */
  async products(manufacturerId: number) {
    const {rows} = await this.pool.query(
      `SELECT p.id AS "productId", p.model::text AS model, p.wattage::float AS wattage
         FROM manufacturer m JOIN product p ON p.brand_id = m.brand_id
        WHERE m.id = $1 ORDER BY p.model, p.id`,
      [manufacturerId],
    );
    return rows;
  }
}
