import {Pool} from 'pg';

/** The schema of the floor's copies; dropped again at the end of the run. */
export const FLOOR_SCHEMA = 'bench_floor';

/** What the floor phase measures, for the result file. */
export const FLOOR_DESCRIPTION =
  "the raw baseline's statements, unchanged, on copies of product_serial and installation that keep only the keys those " +
  'statements use (primary keys, the unique serial key, the same-installation key) and on empty product_log and ' +
  'verification_batch tables with their primary key and the idempotency key alone (and empty installation_tally and ' +
  'count_batch tables, so the fold never counts the copies): no other index, no trigger, no foreign ' +
  "key, no maintained count. Not a design anyone could ship (the portal's pages need those indexes and counts): the floor " +
  'under any schema that records what server.md section 3 asks, on this machine';

/**
 * A stripped copy of the verification's tables in its own schema, for `--floor`: statements that name
 * product_serial, installation, verification_batch, product_log, installation_tally or count_batch reach the copies on a connection
 * whose search_path starts with FLOOR_SCHEMA; every other table (products, brands, the provider and
 * its call count) stays the real one.
 */
export async function createFloorSchema(
  pool: Pool,
  log: (m: string) => void,
): Promise<{searchPath: string; seconds: number}> {
  const started = Date.now();
  log(`copying product_serial and installation into ${FLOOR_SCHEMA} (keys only) for the floor phase`);
  const db = await pool.connect();
  try {
    await db.query(`DROP SCHEMA IF EXISTS ${FLOOR_SCHEMA} CASCADE`);
    await db.query(`
      CREATE SCHEMA ${FLOOR_SCHEMA};
      SET LOCAL synchronous_commit = off;
      CREATE TABLE ${FLOOR_SCHEMA}.product_serial (LIKE public.product_serial INCLUDING DEFAULTS);
      INSERT INTO ${FLOOR_SCHEMA}.product_serial SELECT * FROM public.product_serial;
      ALTER TABLE ${FLOOR_SCHEMA}.product_serial ADD PRIMARY KEY (id);
      CREATE UNIQUE INDEX ON ${FLOOR_SCHEMA}.product_serial (serial_norm, brand_id);
      CREATE TABLE ${FLOOR_SCHEMA}.installation (LIKE public.installation INCLUDING DEFAULTS);
      INSERT INTO ${FLOOR_SCHEMA}.installation SELECT * FROM public.installation;
      ALTER TABLE ${FLOOR_SCHEMA}.installation ADD PRIMARY KEY (id);
      CREATE INDEX ON ${FLOOR_SCHEMA}.installation (installation_date, coalesce(installer_acc_code, ''), coalesce(lower(owner_email), ''),
        coalesce(post_code, ''));
      CREATE TABLE ${FLOOR_SCHEMA}.verification_batch (LIKE public.verification_batch INCLUDING DEFAULTS);
      ALTER TABLE ${FLOOR_SCHEMA}.verification_batch ADD PRIMARY KEY (id), ADD UNIQUE (app_provider_id, request_id);
      CREATE TABLE ${FLOOR_SCHEMA}.product_log (LIKE public.product_log INCLUDING DEFAULTS);
      ALTER TABLE ${FLOOR_SCHEMA}.product_log ADD PRIMARY KEY (id);
      -- what a batch leaves for the counts stays here too: in public, the fold would count the copies' serials
      CREATE TABLE ${FLOOR_SCHEMA}.installation_tally (LIKE public.installation_tally INCLUDING DEFAULTS);
      ALTER TABLE ${FLOOR_SCHEMA}.installation_tally ADD PRIMARY KEY (installation_id, manufacturer_id, distributor_id);
      CREATE TABLE ${FLOOR_SCHEMA}.count_batch (LIKE public.count_batch INCLUDING DEFAULTS);`);
    // Statistics, or the generic plans scan: the copies are new to the planner.
    await db.query(`VACUUM (ANALYZE) ${FLOOR_SCHEMA}.product_serial, ${FLOOR_SCHEMA}.installation`);
  } finally {
    db.release();
  }
  return {searchPath: `${FLOOR_SCHEMA},public`, seconds: Number(((Date.now() - started) / 1000).toFixed(1))};
}

export async function dropFloorSchema(pool: Pool): Promise<void> {
  await pool.query(`DROP SCHEMA IF EXISTS ${FLOOR_SCHEMA} CASCADE`);
}
