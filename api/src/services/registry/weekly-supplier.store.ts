import {BindingScope, injectable} from '@loopback/core';
import {SqlRepository} from '../kernel/sql-repository';
import {likeLiteral} from '../kernel/sql-list';

export interface WeeklySupplier {
  importerName: string;
  importerABN: string | null;
}

/** The weekly supplier list (table importer, the regulator's approved importers). */
@injectable({scope: BindingScope.SINGLETON})
export class WeeklySupplierStore extends SqlRepository {
  async list(filter: string | undefined, limit: number): Promise<WeeklySupplier[]> {
    const {rows} = await this.pool.query<WeeklySupplier>(
      `SELECT name::text AS "importerName", abn AS "importerABN" FROM importer
        WHERE $1::text IS NULL OR name::text ILIKE '%' || $1 || '%' OR abn ILIKE '%' || $1 || '%'
        ORDER BY lower(name::text) LIMIT $2`,
      [filter?.trim() ? likeLiteral(filter.trim()) : null, limit],
    );
    return rows;
  }

  /** Replaces the whole list by `entries` in one transaction; answers what changed. */
  async replace(
    entries: WeeklySupplier[],
  ): Promise<{added: number; changed: number; removed: number; unchanged: number}> {
    return this.transaction(async db => {
      await db.query('LOCK TABLE importer IN SHARE ROW EXCLUSIVE MODE');
      const json = JSON.stringify(entries);
      const removed = await db.query(
        `DELETE FROM importer WHERE name NOT IN (SELECT x."importerName"::citext FROM jsonb_to_recordset($1::jsonb) AS x("importerName" text))`,
        [json],
      );
      const {rows} = await db.query<{inserted: boolean}>(
        `INSERT INTO importer AS i (name, abn)
         SELECT x."importerName", x."importerABN" FROM jsonb_to_recordset($1::jsonb) AS x("importerName" text, "importerABN" text)
         ON CONFLICT (name) DO UPDATE SET abn = EXCLUDED.abn, name = EXCLUDED.name
         WHERE (i.abn, i.name::text) IS DISTINCT FROM (EXCLUDED.abn, EXCLUDED.name::text)
         RETURNING (xmax = 0) AS inserted`,
        [json],
      );
      const added = rows.filter(r => r.inserted).length;
      const changed = rows.length - added;
      return {added, changed, removed: removed.rowCount ?? 0, unchanged: entries.length - added - changed};
    });
  }
}
