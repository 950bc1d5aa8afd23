import {BindingScope, injectable} from '@loopback/core';
import {PoolClient} from 'pg';
import {SqlRepository} from '../kernel/sql-repository';
import {prefixPattern} from '../kernel/sql-list';

export interface ProductLineRow {
  productLineId: number;
  manufacturerId: number;
  lineName: string;
  logo: string | null;
  logoContentType: string | null;
  updatedOn: Date;
  totalProduct: number;
  productWarranty: WarrantyRow | null;
}

export interface WarrantyRow {
  productWarrantyId: number;
  componentInYears: number;
  componentWarrantyLink: string | null;
  componentWarrantyFile: string | null;
  componentWarrantyFileType: string | null;
  performanceInYears: number;
  performanceWarrantyLink: string | null;
  performanceWarrantyFile: string | null;
  performanceWarrantyFileType: string | null;
}

/**
 * What a product line is saved with. A warranty's link is what clients follow: a URL given, or the API's
 * path of its stored document (file: the stored name and type).
 */
export interface ProductLineInput {
  lineName: string;
  logo?: {key: string; type: string};
  component: {years: number; link: string | null; file?: {key: string; type: string}};
  performance: {years: number; link: string | null; file?: {key: string; type: string}};
}

export interface ModelRow {
  productId: number;
  model: string;
  wattage: number | null;
  approvedDate: string | null;
  expiryDate: string | null;
  fireTested: boolean;
  productType: string;
  productLineId: number | null;
}

export interface ListPage {
  filter?: string | null;
  skip: number;
  first: number;
}

const LINE_COLUMNS = `
  pl.id AS "productLineId", pl.manufacturer_id AS "manufacturerId", pl.line_name AS "lineName", pl.logo,
  pl.logo_content_type AS "logoContentType", pl.updated_on AS "updatedOn",
  (SELECT count(*)::int FROM product p WHERE p.product_line_id = pl.id) AS "totalProduct",
  CASE WHEN pw.id IS NULL THEN NULL ELSE json_build_object(
    'productWarrantyId', pw.id, 'componentInYears', pw.component_in_years::float8, 'componentWarrantyLink', pw.component_warranty_link,
    'componentWarrantyFile', pw.component_warranty_file, 'componentWarrantyFileType', pw.component_warranty_file_type,
    'performanceInYears', pw.performance_in_years::float8, 'performanceWarrantyLink', pw.performance_warranty_link,
    'performanceWarrantyFile', pw.performance_warranty_file, 'performanceWarrantyFileType', pw.performance_warranty_file_type) END AS "productWarranty"`;

const MODEL_COLUMNS = `p.id AS "productId", p.model::text AS model, p.wattage::float8 AS wattage,
  to_char(p.approved_date, 'YYYY-MM-DD') AS "approvedDate", to_char(p.expiry_date, 'YYYY-MM-DD') AS "expiryDate",
  p.fire_tested AS "fireTested", p.product_type AS "productType", p.product_line_id AS "productLineId"`;

/** A name prefix, case-insensitive, with % _ and \ taken literally. */
const prefix = (filter: string) => prefixPattern(filter.trim().toLowerCase());

/** Product lines with their warranties, and the assignment of a manufacturer's models to them. */
@injectable({scope: BindingScope.SINGLETON})
export class ProductLineStore extends SqlRepository {
  async find(id: number): Promise<ProductLineRow | undefined> {
    const {rows} = await this.pool.query<ProductLineRow>(
      `SELECT ${LINE_COLUMNS} FROM product_line pl LEFT JOIN product_warranty pw ON pw.product_line_id = pl.id WHERE pl.id = $1`,
      [id],
    );
    return rows[0];
  }

  /** One manufacturer's lines (all manufacturers' for undefined), by name, filtered by a name prefix. */
  async list(manufacturerId: number | undefined, page: ListPage): Promise<ProductLineRow[]> {
    const {sql, params} = this.linesWhere(manufacturerId, page.filter);
    const {rows} = await this.pool.query<ProductLineRow>(
      `SELECT ${LINE_COLUMNS} FROM product_line pl LEFT JOIN product_warranty pw ON pw.product_line_id = pl.id ${sql}
        ORDER BY pl.updated_on DESC, pl.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, page.first, page.skip],
    );
    return rows;
  }

  async count(manufacturerId: number | undefined, filter?: string | null): Promise<number> {
    const {sql, params} = this.linesWhere(manufacturerId, filter);
    const {rows} = await this.pool.query<{n: number}>(`SELECT count(*)::int AS n FROM product_line pl ${sql}`, params);
    return rows[0].n;
  }

  private linesWhere(manufacturerId: number | undefined, filter?: string | null) {
    const clauses: string[] = [];
    const params: unknown[] = [];
    if (manufacturerId !== undefined) clauses.push(`pl.manufacturer_id = $${params.push(manufacturerId)}`);
    if (filter?.trim()) clauses.push(`lower(pl.line_name) LIKE $${params.push(prefix(filter))}`);
    return {sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params};
  }

  /** Whether the manufacturer already has a line of that name (any case), other than `exceptId`. */
  async nameTaken(manufacturerId: number, lineName: string, exceptId?: number): Promise<boolean> {
    const {rows} = await this.pool.query(
      'SELECT 1 FROM product_line WHERE manufacturer_id = $1 AND lower(line_name) = lower($2) AND id <> $3',
      [manufacturerId, lineName.trim(), exceptId ?? 0],
    );
    return rows.length > 0;
  }

  async create(manufacturerId: number, input: ProductLineInput): Promise<number> {
    return this.transaction(async db => {
      const {rows} = await db.query<{id: number}>(
        'INSERT INTO product_line (manufacturer_id, line_name, logo, logo_content_type) VALUES ($1, $2, $3, $4) RETURNING id',
        [manufacturerId, input.lineName, input.logo?.key ?? null, input.logo?.type ?? null],
      );
      await this.saveWarranty(db, rows[0].id, input);
      return rows[0].id;
    });
  }

  async update(id: number, input: ProductLineInput): Promise<void> {
    await this.transaction(async db => {
      await db.query(
        `UPDATE product_line SET line_name = $2, logo = COALESCE($3, logo), logo_content_type = COALESCE($4, logo_content_type),
                updated_on = now() WHERE id = $1`,
        [id, input.lineName, input.logo?.key ?? null, input.logo?.type ?? null],
      );
      await this.saveWarranty(db, id, input);
    });
  }

  private async saveWarranty(db: PoolClient, lineId: number, input: ProductLineInput): Promise<void> {
    const c = input.component;
    const p = input.performance;
    await db.query(
      `INSERT INTO product_warranty AS w (product_line_id, component_in_years, component_warranty_link, component_warranty_file,
         component_warranty_file_type, performance_in_years, performance_warranty_link, performance_warranty_file, performance_warranty_file_type)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (product_line_id) DO UPDATE SET
         component_in_years = EXCLUDED.component_in_years, component_warranty_link = EXCLUDED.component_warranty_link,
         component_warranty_file = EXCLUDED.component_warranty_file, component_warranty_file_type = EXCLUDED.component_warranty_file_type,
         performance_in_years = EXCLUDED.performance_in_years, performance_warranty_link = EXCLUDED.performance_warranty_link,
         performance_warranty_file = EXCLUDED.performance_warranty_file, performance_warranty_file_type = EXCLUDED.performance_warranty_file_type`,
      [
        lineId,
        c.years,
        c.link,
        c.file?.key ?? null,
        c.file?.type ?? null,
        p.years,
        p.link,
        p.file?.key ?? null,
        p.file?.type ?? null,
      ],
    );
  }

  /** The line a stored file (logo or warranty document) belongs to, with its type. */
  async fileOwner(name: string): Promise<{manufacturerId: number; type: string} | undefined> {
    const {rows} = await this.pool.query<{manufacturerId: number; type: string}>(
      `SELECT pl.manufacturer_id AS "manufacturerId",
              CASE WHEN pl.logo = $1 THEN pl.logo_content_type WHEN pw.component_warranty_file = $1 THEN pw.component_warranty_file_type
                   ELSE pw.performance_warranty_file_type END AS type
         FROM product_line pl LEFT JOIN product_warranty pw ON pw.product_line_id = pl.id
        WHERE pl.logo = $1 OR pw.component_warranty_file = $1 OR pw.performance_warranty_file = $1 LIMIT 1`,
      [name],
    );
    return rows[0];
  }

  /** The content type of a stored warranty document (never a logo): what the verification API's callers may fetch. */
  async warrantyFileType(name: string): Promise<string | undefined> {
    const {rows} = await this.pool.query<{type: string}>(
      `SELECT CASE WHEN component_warranty_file = $1 THEN component_warranty_file_type
                   ELSE performance_warranty_file_type END AS type
         FROM product_warranty WHERE component_warranty_file = $1 OR performance_warranty_file = $1 LIMIT 1`,
      [name],
    );
    return rows[0]?.type;
  }

  /** Deletes the line and its warranty; its models are unassigned (the foreign key sets them to null). */
  async remove(id: number): Promise<void> {
    await this.pool.query('DELETE FROM product_line WHERE id = $1', [id]);
  }

  /** Assigns models of the line's manufacturer (all not yet in a line, or those given) to the line. */
  async assign(line: {id: number; manufacturerId: number}, productIds: number[] | 'all'): Promise<number> {
    const {rowCount} = await this.pool.query(
      `UPDATE product p SET product_line_id = $1 FROM manufacturer m
        WHERE m.id = $2 AND p.brand_id = m.brand_id AND p.product_line_id IS DISTINCT FROM $1
          AND ${productIds === 'all' ? 'p.product_line_id IS NULL' : 'p.id = ANY($3::int[])'}`,
      productIds === 'all' ? [line.id, line.manufacturerId] : [line.id, line.manufacturerId, productIds],
    );
    return rowCount ?? 0;
  }

  /** Unassigns models from the line (all of them, or those given). */
  async unassign(lineId: number, productIds: number[] | 'all'): Promise<number> {
    const {rowCount} = await this.pool.query(
      `UPDATE product SET product_line_id = NULL WHERE product_line_id = $1 ${productIds === 'all' ? '' : 'AND id = ANY($2::int[])'}`,
      productIds === 'all' ? [lineId] : [lineId, productIds],
    );
    return rowCount ?? 0;
  }

  /** Models of a manufacturer: of one line, or (lineId null) in no line; filtered by a model prefix. */
  async models(manufacturerId: number, lineId: number | null, page: ListPage): Promise<ModelRow[]> {
    const {sql, params} = this.modelsWhere(manufacturerId, lineId, page.filter);
    const {rows} = await this.pool.query<ModelRow>(
      `SELECT ${MODEL_COLUMNS} ${sql} ORDER BY p.model, p.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, page.first, page.skip],
    );
    return rows;
  }

  async modelCount(manufacturerId: number, lineId: number | null, filter?: string | null): Promise<number> {
    const {sql, params} = this.modelsWhere(manufacturerId, lineId, filter);
    const {rows} = await this.pool.query<{n: number}>(`SELECT count(*)::int AS n ${sql}`, params);
    return rows[0].n;
  }

  private modelsWhere(manufacturerId: number, lineId: number | null, filter?: string | null) {
    const params: unknown[] = [manufacturerId];
    let sql = `FROM product p JOIN manufacturer m ON m.brand_id = p.brand_id WHERE m.id = $1 AND `;
    sql += lineId === null ? 'p.product_line_id IS NULL' : `p.product_line_id = $${params.push(lineId)}`;
    if (filter?.trim()) sql += ` AND lower(p.model::text) LIKE $${params.push(prefix(filter))}`;
    return {sql, params};
  }

  /** The manufacturer's models among `productIds` (the others are not its to assign). */
  async ownModels(manufacturerId: number, productIds: number[]): Promise<number[]> {
    const {rows} = await this.pool.query<{id: number}>(
      'SELECT p.id FROM product p JOIN manufacturer m ON m.brand_id = p.brand_id WHERE m.id = $1 AND p.id = ANY($2::int[])',
      [manufacturerId, productIds],
    );
    return rows.map(r => r.id);
  }

  async manufacturerOfModel(productId: number): Promise<number | undefined> {
    const {rows} = await this.pool.query<{id: number}>(
      'SELECT m.id FROM product p JOIN manufacturer m ON m.brand_id = p.brand_id WHERE p.id = $1',
      [productId],
    );
    return rows[0]?.id;
  }
}
