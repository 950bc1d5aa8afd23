import type {Product} from '../../models';
import {prefixPattern} from '../kernel/sql-list';

/** A model as the assign page lists it (document 000 section 3). */
export type ModelRow = {productId: number} & Required<
  Pick<Product, 'model' | 'wattage' | 'approvedDate' | 'expiryDate' | 'fireTested' | 'productType' | 'productLineId'>
>;

/** A page of a product line list or of its models: a name (or model) prefix, and the rows to skip and take. */
export interface ListPage {
  filter?: string | null;
  skip: number;
  first: number;
}

export const MODEL_COLUMNS = `p.id AS "productId", p.model::text AS model, p.wattage::float8 AS wattage,
  to_char(p.approved_date, 'YYYY-MM-DD') AS "approvedDate", to_char(p.expiry_date, 'YYYY-MM-DD') AS "expiryDate",
  p.fire_tested AS "fireTested", p.product_type AS "productType", p.product_line_id AS "productLineId"`;

/** A name prefix, case-insensitive, with % _ and \ taken literally. */
export const namePrefix = (filter: string) => prefixPattern(filter.trim().toLowerCase());

/** FROM and WHERE of a manufacturer's models: of one line, or (lineId null) in no line; filtered by a model prefix.
 * A model of the sandbox only (test data) is in no line and offered for none. */
export function modelsWhere(manufacturerId: number, lineId: number | null, filter?: string | null) {
  const params: unknown[] = [manufacturerId];
  let sql = `FROM product p JOIN manufacturer m ON m.brand_id = p.brand_id WHERE m.id = $1 AND NOT p.sandbox AND `;
  sql += lineId === null ? 'p.product_line_id IS NULL' : `p.product_line_id = $${params.push(lineId)}`;
  if (filter?.trim()) sql += ` AND lower(p.model::text) LIKE $${params.push(namePrefix(filter))}`;
  return {sql, params};
}

/** Assigns models of the line's manufacturer (all not yet in a line, or those given) to the line. */
export function assignModels(line: {id: number; manufacturerId: number}, productIds: number[] | 'all') {
  return {
    text: `UPDATE product p SET product_line_id = $1 FROM manufacturer m
        WHERE m.id = $2 AND p.brand_id = m.brand_id AND NOT p.sandbox AND p.product_line_id IS DISTINCT FROM $1
          AND ${productIds === 'all' ? 'p.product_line_id IS NULL' : 'p.id = ANY($3::int[])'}`,
    values: productIds === 'all' ? [line.id, line.manufacturerId] : [line.id, line.manufacturerId, productIds],
  };
}

/** Unassigns models from the line (all of them, or those given). */
export function unassignModels(lineId: number, productIds: number[] | 'all') {
  return {
    text: `UPDATE product SET product_line_id = NULL WHERE product_line_id = $1 ${productIds === 'all' ? '' : 'AND id = ANY($2::int[])'}`,
    values: productIds === 'all' ? [lineId] : [lineId, productIds],
  };
}
