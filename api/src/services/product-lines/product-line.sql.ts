import type {ProductLine, ProductWarranty} from '../../models';
import {namePrefix} from './product-line-models.sql';

/** A product line's warranty as the line is read with it. */
export type WarrantyRow = {productWarrantyId: number} & Required<
  Pick<
    ProductWarranty,
    | 'componentInYears'
    | 'componentWarrantyLink'
    | 'componentWarrantyFile'
    | 'componentWarrantyFileType'
    | 'componentWarrantyFileName'
    | 'performanceInYears'
    | 'performanceWarrantyLink'
    | 'performanceWarrantyFile'
    | 'performanceWarrantyFileType'
    | 'performanceWarrantyFileName'
  >
>;

/** A product line as it is read: its row, its warranty (null without one) and how many models it holds. */
export type ProductLineRow = {
  productLineId: number;
  totalProduct: number;
  productWarranty: WarrantyRow | null;
} & Required<Pick<ProductLine, 'manufacturerId' | 'lineName' | 'logo' | 'logoContentType' | 'updatedOn'>>;

export const LINE_COLUMNS = `
  pl.id AS "productLineId", pl.manufacturer_id AS "manufacturerId", pl.line_name AS "lineName", pl.logo,
  pl.logo_content_type AS "logoContentType", pl.updated_on AS "updatedOn",
  (SELECT count(*)::int FROM product p WHERE p.product_line_id = pl.id AND NOT p.sandbox) AS "totalProduct",
  CASE WHEN pw.id IS NULL THEN NULL ELSE json_build_object(
    'productWarrantyId', pw.id, 'componentInYears', pw.component_in_years::float8, 'componentWarrantyLink', pw.component_warranty_link,
    'componentWarrantyFile', pw.component_warranty_file, 'componentWarrantyFileType', pw.component_warranty_file_type,
    'componentWarrantyFileName', pw.component_warranty_file_name,
    'performanceInYears', pw.performance_in_years::float8, 'performanceWarrantyLink', pw.performance_warranty_link,
    'performanceWarrantyFile', pw.performance_warranty_file, 'performanceWarrantyFileType', pw.performance_warranty_file_type,
    'performanceWarrantyFileName', pw.performance_warranty_file_name) END AS "productWarranty"`;

/** WHERE of one manufacturer's lines (all manufacturers' for undefined), filtered by a name prefix. */
export function linesWhere(manufacturerId: number | undefined, filter?: string | null) {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (manufacturerId !== undefined) clauses.push(`pl.manufacturer_id = $${params.push(manufacturerId)}`);
  if (filter?.trim()) clauses.push(`lower(pl.line_name) LIKE $${params.push(namePrefix(filter))}`);
  return {sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params};
}

/** Creates or replaces the line's one warranty. */
export const SAVE_WARRANTY = `INSERT INTO product_warranty AS w (product_line_id, component_in_years, component_warranty_link, component_warranty_file,
         component_warranty_file_type, performance_in_years, performance_warranty_link, performance_warranty_file, performance_warranty_file_type,
         component_warranty_file_name, performance_warranty_file_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (product_line_id) DO UPDATE SET
         component_in_years = EXCLUDED.component_in_years, component_warranty_link = EXCLUDED.component_warranty_link,
         component_warranty_file = EXCLUDED.component_warranty_file, component_warranty_file_type = EXCLUDED.component_warranty_file_type,
         performance_in_years = EXCLUDED.performance_in_years, performance_warranty_link = EXCLUDED.performance_warranty_link,
         performance_warranty_file = EXCLUDED.performance_warranty_file, performance_warranty_file_type = EXCLUDED.performance_warranty_file_type,
         component_warranty_file_name = EXCLUDED.component_warranty_file_name,
         performance_warranty_file_name = EXCLUDED.performance_warranty_file_name`;

/** The line a stored file ($1: a logo or a warranty document) belongs to, with the file's type and uploaded name. */
export const FILE_OWNER = `SELECT pl.manufacturer_id AS "manufacturerId",
              CASE WHEN pl.logo = $1 THEN pl.logo_content_type WHEN pw.component_warranty_file = $1 THEN pw.component_warranty_file_type
                   ELSE pw.performance_warranty_file_type END AS type,
              CASE WHEN pl.logo = $1 THEN NULL WHEN pw.component_warranty_file = $1 THEN pw.component_warranty_file_name
                   ELSE pw.performance_warranty_file_name END AS "fileName"
         FROM product_line pl LEFT JOIN product_warranty pw ON pw.product_line_id = pl.id
        WHERE pl.logo = $1 OR pw.component_warranty_file = $1 OR pw.performance_warranty_file = $1 LIMIT 1`;
