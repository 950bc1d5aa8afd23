import {BindingScope, injectable} from '@loopback/core';
import {PoolClient} from 'pg';
import {recordAudit} from '../kernel/record-audit';
import {SqlRepository} from '../kernel/sql-repository';
import {assignModels, ListPage, MODEL_COLUMNS, ModelRow, modelsWhere, unassignModels} from './product-line-models.sql';
import {FILE_OWNER, LINE_COLUMNS, linesWhere, ProductLineRow, SAVE_WARRANTY} from './product-line.sql';

/** A stored file: its name in storage, its content type and (warranty documents) the name it was uploaded under. */
export interface StoredFile {
  key: string;
  type: string;
  name?: string | null;
}

/** A stored file as it is served: its type and the name its download carries (null: the stored name). */
export interface ServedFile {
  type: string;
  fileName: string | null;
}

/**
 * What a product line is saved with. A warranty's link is what clients follow: a URL given, or the API's path of
 * its stored document (file: the stored name and type).
 */
export interface ProductLineInput {
  lineName: string;
  logo?: StoredFile;
  component: {years: number; link: string | null; file?: StoredFile};
  performance: {years: number; link: string | null; file?: StoredFile};
}

/** A line as its model assignments name it. */
export interface LineRef {
  id: number;
  manufacturerId: number;
  lineName: string;
}

/** A change to a product line, audited in its transaction (server.md section 10). */
const audit = (db: PoolClient, by: number, action: string, lineId: number, facts: {before?: object; after?: object}) =>
  recordAudit(db, {userId: by, action, entity: 'ProductLine', entityId: lineId, ...facts});

const FROM_LINES = 'FROM product_line pl LEFT JOIN product_warranty pw ON pw.product_line_id = pl.id';

/**
 * Product lines with their warranties (product_line, product_warranty), the files they store, and the assignment of
 * a manufacturer's models to them. The statements are in product-line.sql.ts and product-line-models.sql.ts.
 */
@injectable({scope: BindingScope.SINGLETON})
export class ProductLineRepository extends SqlRepository {
  async find(id: number): Promise<ProductLineRow | undefined> {
    const {rows} = await this.pool.query<ProductLineRow>(`SELECT ${LINE_COLUMNS} ${FROM_LINES} WHERE pl.id = $1`, [id]);
    return rows[0];
  }

  /** One manufacturer's lines (all manufacturers' for undefined), newest change first, filtered by a name prefix. */
  async list(manufacturerId: number | undefined, page: ListPage): Promise<ProductLineRow[]> {
    const {sql, params} = linesWhere(manufacturerId, page.filter);
    const {rows} = await this.pool.query<ProductLineRow>(
      `SELECT ${LINE_COLUMNS} ${FROM_LINES} ${sql}
        ORDER BY pl.updated_on DESC, pl.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, page.first, page.skip],
    );
    return rows;
  }

  async count(manufacturerId: number | undefined, filter?: string | null): Promise<number> {
    const {sql, params} = linesWhere(manufacturerId, filter);
    const {rows} = await this.pool.query<{n: number}>(`SELECT count(*)::int AS n FROM product_line pl ${sql}`, params);
    return rows[0].n;
  }

  /** Whether the manufacturer already has a line of that name (any case), other than `exceptId`. */
  async nameTaken(manufacturerId: number, lineName: string, exceptId?: number): Promise<boolean> {
    const {rows} = await this.pool.query(
      'SELECT 1 FROM product_line WHERE manufacturer_id = $1 AND lower(line_name) = lower($2) AND id <> $3',
      [manufacturerId, lineName.trim(), exceptId ?? 0],
    );
    return rows.length > 0;
  }

  /** Creates the line with its warranty, in one transaction with its audit entry (by: the acting user); its id. */
  async create(manufacturerId: number, input: ProductLineInput, by: number): Promise<number> {
    return this.transaction(async db => {
      const {rows} = await db.query<{id: number; company: string}>(
        `INSERT INTO product_line (manufacturer_id, line_name, logo, logo_content_type) VALUES ($1, $2, $3, $4)
         RETURNING id, (SELECT name::text FROM manufacturer WHERE id = $1) AS company`,
        [manufacturerId, input.lineName, input.logo?.key ?? null, input.logo?.type ?? null],
      );
      await this.saveWarranty(db, rows[0].id, input);
      await audit(db, by, 'productLine.create', rows[0].id, {
        after: {lineName: input.lineName, company: rows[0].company},
      });
      return rows[0].id;
    });
  }

  /** Renames the line, replaces its logo when a new one is given, and replaces its warranty, in one transaction. */
  async update(id: number, input: ProductLineInput, by: number, before: {lineName: string}): Promise<void> {
    await this.transaction(async db => {
      await audit(db, by, 'productLine.update', id, {before, after: {lineName: input.lineName}});
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
    await db.query(SAVE_WARRANTY, [
      lineId,
      c.years,
      c.link,
      c.file?.key ?? null,
      c.file?.type ?? null,
      p.years,
      p.link,
      p.file?.key ?? null,
      p.file?.type ?? null,
      c.file?.name ?? null,
      p.file?.name ?? null,
    ]);
  }

  /** The manufacturer of the line a stored file (logo or warranty document) belongs to, with the file's type. */
  async fileOwner(name: string): Promise<({manufacturerId: number} & ServedFile) | undefined> {
    return (await this.pool.query<{manufacturerId: number} & ServedFile>(FILE_OWNER, [name])).rows[0];
  }

  /** The content type and uploaded name of a stored warranty document (never a logo): what the verification API's callers may fetch. */
  async warrantyFile(name: string): Promise<ServedFile | undefined> {
    const {rows} = await this.pool.query<ServedFile>(
      `SELECT CASE WHEN component_warranty_file = $1 THEN component_warranty_file_type
                   ELSE performance_warranty_file_type END AS type,
              CASE WHEN component_warranty_file = $1 THEN component_warranty_file_name
                   ELSE performance_warranty_file_name END AS "fileName"
         FROM product_warranty WHERE component_warranty_file = $1 OR performance_warranty_file = $1 LIMIT 1`,
      [name],
    );
    return rows[0];
  }

  /** Deletes the line and its warranty; its models are unassigned (the foreign key sets them to null). */
  async remove(id: number, by: number, before: {lineName: string}): Promise<void> {
    await this.transaction(async db => {
      await db.query('DELETE FROM product_line WHERE id = $1', [id]);
      await audit(db, by, 'productLine.delete', id, {before});
    });
  }

  /** Assigns models of the line's manufacturer (all not yet in a line, or those given) to the line; how many moved. */
  async assign(line: LineRef, productIds: number[] | 'all', by: number): Promise<number> {
    return this.transaction(async db => {
      const count = (await db.query(assignModels(line, productIds))).rowCount ?? 0;
      if (count) await audit(db, by, 'productLine.assign', line.id, {after: {lineName: line.lineName, count}});
      return count;
    });
  }

  /** Unassigns models from the line (all of them, or those given); how many. */
  async unassign(line: LineRef, productIds: number[] | 'all', by: number): Promise<number> {
    return this.transaction(async db => {
      const count = (await db.query(unassignModels(line.id, productIds))).rowCount ?? 0;
      if (count) await audit(db, by, 'productLine.unassign', line.id, {after: {lineName: line.lineName, count}});
      return count;
    });
  }

  /** Models of a manufacturer: of one line, or (lineId null) in no line; filtered by a model prefix. */
  async models(manufacturerId: number, lineId: number | null, page: ListPage): Promise<ModelRow[]> {
    const {sql, params} = modelsWhere(manufacturerId, lineId, page.filter);
    const {rows} = await this.pool.query<ModelRow>(
      `SELECT ${MODEL_COLUMNS} ${sql} ORDER BY p.model, p.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, page.first, page.skip],
    );
    return rows;
  }

  async modelCount(manufacturerId: number, lineId: number | null, filter?: string | null): Promise<number> {
    const {sql, params} = modelsWhere(manufacturerId, lineId, filter);
    const {rows} = await this.pool.query<{n: number}>(`SELECT count(*)::int AS n ${sql}`, params);
    return rows[0].n;
  }

  /** The manufacturer's models among `productIds` (the others are not its to assign). */
  async ownModels(manufacturerId: number, productIds: number[]): Promise<number[]> {
    const {rows} = await this.pool.query<{id: number}>(
      'SELECT p.id FROM product p JOIN manufacturer m ON m.brand_id = p.brand_id WHERE m.id = $1 AND NOT p.sandbox AND p.id = ANY($2::int[])',
      [manufacturerId, productIds],
    );
    return rows.map(r => r.id);
  }
}
