import {Pool} from 'pg';

/** The tables a bulk write grows (a closed list: the name goes into the SQL). */
export type BulkWrittenTable = 'product_serial';

/**
 * After a bulk write has committed: ANALYZE `table` when the rows it added are many against what the
 * planner last counted (never analyzed, or a tenth more). Plans are cached
 * per connection, and one made while the table was small (a fresh install's) scans it and keeps
 * scanning it until new statistics invalidate it. Autovacuum gets there in a minute or two; in that
 * time after a fresh install's first 1 M-row upload, each verification took 194 ms instead of 7.
 */
export async function analyzeAfterBulkWrite(pool: Pool, table: BulkWrittenTable, rowsAdded: number): Promise<void> {
  if (rowsAdded < 1000) return;
  const {
    rows: [counted],
  } = await pool.query<{reltuples: number}>('SELECT reltuples FROM pg_class WHERE oid = $1::regclass', [table]);
  if (counted.reltuples >= 0 && rowsAdded < counted.reltuples / 10) return;
  await pool.query(`ANALYZE ${table}`);
}
