import {BindingScope, injectable} from '@loopback/core';
import type {Brand, Importer} from '../../models';
import {Queryable} from '../../database/transaction';
import {SqlRepository} from '../kernel/sql-repository';
import {likeLiteral} from '../kernel/sql-list';
import {IMPORTERS_FOR_BRAND, REPLACE_IMPORTERS, SEARCH_APPROVED} from './approved-list.sql';
import {recordAudit} from '../kernel/record-audit';

/** Where a company name may come from: manufacturers register CEC brands; suppliers also approved importers. */
export type CompanyKind = 'manufacturer' | 'supplier';

export interface ApprovedName {
  name: string;
  /** Set when the name is an approved CEC brand. */
  brandId: Brand['id'] | null;
}

/** An importer of the weekly supplier list, as the console and the registration read it. */
export interface WeeklySupplier {
  importerName: Importer['name'];
  importerABN: NonNullable<Importer['abn']> | null;
}

/** An approved importer a supplier may be registered for; Registered when a supplier of that name exists. */
export type RegistrableImporter = WeeklySupplier & {importerStatus: 'Approved' | 'Registered'};

/**
 * The regulator's approved lists, read and replaced with hand-written SQL: the CEC-approved brands (brand) and the
 * weekly supplier list of approved importers (importer). Names are citext: matches ignore case.
 */
@injectable({scope: BindingScope.SINGLETON})
export class ApprovedListRepository extends SqlRepository {
  /** The approved name (as the list spells it) that `name` matches, or null. */
  async find(name: string, kind: CompanyKind | 'any'): Promise<ApprovedName | null> {
    const brand = await this.pool.query<{id: number; name: string}>(
      'SELECT id, name FROM brand WHERE name = $1::citext AND approved',
      [name.trim()],
    );
    if (brand.rows[0]) return {name: brand.rows[0].name, brandId: brand.rows[0].id};
    if (kind === 'manufacturer') return null;
    const importer = await this.importer(name.trim());
    return importer ? {name: importer.importerName, brandId: null} : null;
  }

  /**
   * Approved names containing `text` (case-insensitive), names starting with it first, at most
   * `limit`, returned in alphabetical order. `kind` manufacturer: brands only; otherwise both lists.
   */
  async search(text: string, kind: CompanyKind | 'any', limit: number): Promise<string[]> {
    const pattern = likeLiteral(text.trim().toLowerCase());
    const {rows} = await this.pool.query<{name: string}>(SEARCH_APPROVED, [pattern, kind !== 'manufacturer', limit]);
    return rows.map(r => r.name);
  }

  /** Approved brand names (the CEC list), alphabetically. */
  async brands(): Promise<string[]> {
    return (await this.pool.query(`SELECT name::text FROM brand WHERE approved ORDER BY name`)).rows.map(r => r.name);
  }

  /** The approved importer of that name, or null (in the caller's transaction when given). */
  async importer(name: string, db: Queryable = this.pool): Promise<WeeklySupplier | null> {
    const {rows} = await db.query<WeeklySupplier>(
      `SELECT name::text AS "importerName", abn AS "importerABN" FROM importer WHERE name = $1`,
      [name],
    );
    return rows[0] ?? null;
  }

  /** Approved importers a supplier account may be registered for: those not yet linked to the brand's manufacturer first. */
  async importersFor(brand: string): Promise<RegistrableImporter[]> {
    const {rows} = await this.pool.query<RegistrableImporter & {linked: boolean}>(IMPORTERS_FOR_BRAND, [brand]);
    return rows.map(({linked: _linked, ...r}) => r);
  }

  /** The weekly list: importers whose name or ABN contains `filter` (all without one), by name, at most `limit`. */
  async importers(filter: string | undefined, limit: number): Promise<WeeklySupplier[]> {
    const {rows} = await this.pool.query<WeeklySupplier>(
      `SELECT name::text AS "importerName", abn AS "importerABN" FROM importer
        WHERE $1::text IS NULL OR name::text ILIKE '%' || $1 || '%' OR abn ILIKE '%' || $1 || '%'
        ORDER BY lower(name::text) LIMIT $2`,
      [filter?.trim() ? likeLiteral(filter.trim()) : null, limit],
    );
    return rows;
  }

  /** Replaces the whole weekly list by `entries` in one transaction; answers what changed. */
  async replaceImporters(
    entries: WeeklySupplier[],
    audit: {userId: number | null; fileName: string},
  ): Promise<{added: number; changed: number; removed: number; unchanged: number}> {
    return this.transaction(async db => {
      await db.query('LOCK TABLE importer IN SHARE ROW EXCLUSIVE MODE');
      const json = JSON.stringify(entries);
      const removed = await db.query(
        `DELETE FROM importer WHERE name NOT IN (SELECT x."importerName"::citext FROM jsonb_to_recordset($1::jsonb) AS x("importerName" text))`,
        [json],
      );
      const {rows} = await db.query<{inserted: boolean}>(REPLACE_IMPORTERS, [json]);
      const added = rows.filter(r => r.inserted).length;
      const changed = rows.length - added;
      const counts = {added, changed, removed: removed.rowCount ?? 0, unchanged: entries.length - added - changed};
      // Audited in the replacement's transaction: the entry exists exactly when the list changed.
      await recordAudit(db, {
        userId: audit.userId,
        action: 'weeklySuppliers.replace',
        entity: 'WeeklySupplierList',
        entityId: null,
        after: {fileName: audit.fileName, total: entries.length, ...counts},
      });
      return counts;
    });
  }
}
