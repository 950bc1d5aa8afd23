import {BindingScope, injectable} from '@loopback/core';
import {SqlRepository} from '../kernel/sql-repository';

export type Dimension = 'manufacturer' | 'state' | 'installer' | 'retailer' | 'app';
/** Migration 080's dimensions: a city, and the combinations of the Detail View's broad filters. */
export type DetailDimension =
  | Dimension
  | 'city'
  | 'state+retailer'
  | 'manufacturer+state'
  | 'manufacturer+retailer'
  | 'manufacturer+state+retailer';
/** Joins the parts of a combined dimension's key (chr(31) in migration 080). */
export const KEY_SEPARATOR = '\u001f';

/**
 * Installations counted per day and dimension (migration 055): the folded counts plus the deltas
 * not folded yet, summed over a range of days. Never a scan of installations or serials.
 */
const tallied = (dimension: string, from: string, to: string) => `
  SELECT key, sum(installations)::bigint AS installations, sum(power_w)::bigint AS power_w FROM (
    SELECT key, installations, power_w FROM installation_day_tally WHERE dimension = ${dimension} AND day BETWEEN ${from} AND ${to}
    UNION ALL
    SELECT key, installations, power_w FROM installation_day_tally_unfolded WHERE dimension = ${dimension} AND day BETWEEN ${from} AND ${to}
  ) t GROUP BY key`;

/**
 * The maintained installation counts per day and dimension (installation_day_tally and its deltas): reports, the
 * leadership board and the Detail View's chart, the names behind their keys, and the Detail View's pickers.
 */
@injectable({scope: BindingScope.SINGLETON})
export class TallyRepository extends SqlRepository {
  async foldDeltas(): Promise<void> {
    await this.pool.query('SELECT fold_installation_tallies()');
  }

  /** Every manufacturer whose name contains `search`, with its installations and rated power in the range. */
  async leadershipManufacturers(from: string, to: string, search: string | undefined) {
    const {rows} = await this.reads.query(
      `SELECT m.id AS "manufacturerId", m.name::text AS "displayName", COALESCE(t.installations, 0)::int AS "totalInstallations",
              round(COALESCE(t.power_w, 0) / 1000.0, 3)::float AS "totalRatedPower_kW"
         FROM manufacturer m LEFT JOIN (${tallied("'manufacturer'", '$1', '$2')}) t ON t.key = m.id::text
        WHERE $3::text IS NULL OR m.name ILIKE '%' || $3 || '%'
        ORDER BY 3 DESC, m.name LIMIT 500`,
      [from, to, search ?? null],
    );
    return rows;
  }

  async leadershipAppProviders(from: string, to: string) {
    const {rows} = await this.reads.query(
      `SELECT a.id, a.name AS "appProvider", COALESCE(t.installations, 0)::int AS "totalInstallations",
              round(COALESCE(t.power_w, 0) / 1000.0, 3)::float AS "totalRatedPower_kW"
         FROM app_provider a LEFT JOIN (${tallied("'app'", '$1', '$2')}) t ON t.key = a.id::text
        ORDER BY 3 DESC, a.name`,
      [from, to],
    );
    return rows;
  }

  /** The `limit` keys of a dimension with the most installations in the range. */
  async top(dimension: Dimension, from: string, to: string, limit: number) {
    const {rows} = await this.reads.query<{key: string; installations: string; power_w: string}>(
      `${tallied('$1', '$2', '$3')} ORDER BY installations DESC, key LIMIT $4`,
      [dimension, from, to, limit],
    );
    return rows.map(r => ({key: r.key, installations: Number(r.installations), powerW: Number(r.power_w)}));
  }

  /** Installations per day of one dimension's key (or of every installation, through the state counts). */
  async perDay(dimension: DetailDimension, key: string | undefined, from: string, to: string) {
    const {rows} = await this.reads.query<{day: string; n: string}>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(installations)::bigint AS n FROM (
         SELECT day, installations FROM installation_day_tally WHERE dimension = $1 AND day BETWEEN $2 AND $3 AND ($4::text IS NULL OR key = $4)
         UNION ALL
         SELECT day, installations FROM installation_day_tally_unfolded WHERE dimension = $1 AND day BETWEEN $2 AND $3 AND ($4::text IS NULL OR key = $4)
       ) t GROUP BY day ORDER BY day`,
      [dimension, from, to, key ?? null],
    );
    return rows.map(r => ({day: r.day, totalInstallations: Number(r.n)}));
  }

  /** The installations of one key of a dimension over the range (how many a narrow filter matches). */
  async total(dimension: DetailDimension, key: string, from: string, to: string) {
    const {rows} = await this.reads.query<{n: string}>(
      `SELECT COALESCE(sum(installations), 0)::bigint AS n FROM (
         SELECT installations FROM installation_day_tally WHERE dimension = $1 AND key = $4 AND day BETWEEN $2 AND $3
         UNION ALL
         SELECT installations FROM installation_day_tally_unfolded WHERE dimension = $1 AND key = $4 AND day BETWEEN $2 AND $3
       ) t`,
      [dimension, from, to, key],
    );
    return Number(rows[0].n);
  }

  /** The names behind keys: manufacturers, installers (by accreditation code) and app providers. */
  async names(
    dimension: Dimension,
    keys: string[],
  ): Promise<Map<string, {name: string; first?: string; last?: string}>> {
    if (!keys.length || dimension === 'state' || dimension === 'retailer') return new Map();
    const sql = {
      manufacturer: `SELECT id::text AS key, name::text AS name FROM manufacturer WHERE id::text = ANY($1)`,
      installer: `SELECT acc_code AS key, trim(concat_ws(' ', first_name, last_name)) AS name, first_name AS first, last_name AS last FROM installer WHERE acc_code = ANY($1)`,
      app: `SELECT id::text AS key, name FROM app_provider WHERE id::text = ANY($1)`,
    }[dimension];
    const {rows} = await this.reads.query<{key: string; name: string; first?: string; last?: string}>(sql, [keys]);
    return new Map(rows.map(r => [r.key, r]));
  }

  /** The retailers that have installations (the Detail View's picker). */
  async retailers() {
    const {rows} = await this.reads.query<{key: string}>(
      `SELECT key FROM installation_day_tally WHERE dimension = 'retailer'
       UNION SELECT key FROM installation_day_tally_unfolded WHERE dimension = 'retailer' ORDER BY 1 LIMIT 1000`,
    );
    return rows.map(r => ({retailerId: r.key, retailerName: r.key}));
  }

  /** The installers that have installations (the Detail View's picker): their data packs, kept by migration 090. */
  async installers() {
    const {rows} = await this.reads.query(
      `SELECT i.id AS "installerId", i.first_name AS "firstName", i.last_name AS "lastName", i.acc_code AS "accCode"
         FROM installer i
        WHERE i.data_packs > 0
        ORDER BY i.first_name, i.last_name, i.id LIMIT 1000`,
    );
    return rows;
  }
}
