import {inject} from '@loopback/core';
import {Pool} from 'pg';
import {likeLiteral} from '../kernel/sql-list';
import {DatabaseBindings} from '../../database/database.keys';

/** Where a company name may come from: manufacturers register CEC brands; suppliers also approved importers. */
export type CompanyKind = 'manufacturer' | 'supplier';

export interface ApprovedName {
  name: string;
  /** Set when the name is an approved CEC brand. */
  brandId: number | null;
}

/**
 * The regulator's approved lists (table brand: CEC-approved brands; table importer: the weekly
 * approved supplier list), read with hand-written SQL. Names are citext: matches ignore case.
 */
export class ApprovedListRepository {
  constructor(@inject(DatabaseBindings.POOL) private readonly pool: Pool) {}

  /** The approved name (as the list spells it) that `name` matches, or null. */
  async find(name: string, kind: CompanyKind | 'any'): Promise<ApprovedName | null> {
    const brand = await this.pool.query<{id: number; name: string}>(
      'SELECT id, name FROM brand WHERE name = $1::citext AND approved',
      [name.trim()],
    );
    if (brand.rows[0]) return {name: brand.rows[0].name, brandId: brand.rows[0].id};
    if (kind === 'manufacturer') return null;
    const importer = await this.pool.query<{name: string}>('SELECT name FROM importer WHERE name = $1::citext', [
      name.trim(),
    ]);
    return importer.rows[0] ? {name: importer.rows[0].name, brandId: null} : null;
  }

  /**
   * Approved names containing `text` (case-insensitive), names starting with it first, at most
   * `limit`, returned in alphabetical order. `kind` manufacturer: brands only; otherwise both lists.
   */
  async search(text: string, kind: CompanyKind | 'any', limit: number): Promise<string[]> {
    const pattern = likeLiteral(text.trim().toLowerCase());
    // UNION of citext values: one row per name whatever the case each list spells it in.
    const {rows} = await this.pool.query<{name: string}>(
      `SELECT name::text AS name FROM (
         SELECT name FROM (
           SELECT name FROM brand WHERE approved AND lower(name::text) LIKE '%' || $1 || '%'
           UNION
           SELECT name FROM importer WHERE $2 AND lower(name::text) LIKE '%' || $1 || '%'
         ) candidates
         ORDER BY (lower(name::text) LIKE $1 || '%') DESC, lower(name::text)
         LIMIT $3
       ) best ORDER BY lower(name::text)`,
      [pattern, kind !== 'manufacturer', limit],
    );
    return rows.map(r => r.name);
  }
}
