import {BindingScope, injectable} from '@loopback/core';
import {SqlRepository} from '../kernel/sql-repository';
import {prefixPattern, SqlWhere} from '../kernel/sql-list';

export interface CitySearch {
  cityName?: string;
  state?: string;
  postalCode?: string;
  freeText?: string;
  limit: number;
  offset: number;
}

const CITY = `id AS "cityId", suburb AS "cityName", state AS "stateName", postcode AS "postalCode", created_on AS "createdOn",
  updated_on AS "updatedOn", created_by AS "createdBy", updated_by AS "updatedBy"`;

const prefix = (s: string) => prefixPattern(s.trim());

/** The cities (the postcode table, which also feeds the registration address suggestions). */
@injectable({scope: BindingScope.SINGLETON})
export class CitiesStore extends SqlRepository {
  async search(q: CitySearch) {
    const where = new SqlWhere();
    if (q.cityName) where.and(`lower(suburb) LIKE lower(${where.param(prefix(q.cityName))})`);
    if (q.state) where.and(`state = ${where.param(q.state)}`);
    if (q.postalCode) where.and(`postcode LIKE ${where.param(prefix(q.postalCode))}`);
    if (q.freeText) {
      const p = where.param(prefix(q.freeText));
      where.and(
        `(lower(suburb) LIKE lower(${p}) OR postcode LIKE ${p} OR state = upper(${where.param(q.freeText.trim())}))`,
      );
    }
    const params = [...where.params];
    const [list, count] = await Promise.all([
      this.pool.query(
        `SELECT ${CITY} FROM postcode ${where.toSql()} ORDER BY suburb, postcode, id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, q.limit, q.offset],
      ),
      this.pool.query<{n: string}>(`SELECT count(*) AS n FROM postcode ${where.toSql()}`, params),
    ]);
    return {count: Number(count.rows[0].n), list: list.rows};
  }

  /** True when the city, state and postcode combination exists (the city's name in any case). */
  async exists(cityName: string, state: string, postalCode: string): Promise<boolean> {
    const {rows} = await this.pool.query(
      `SELECT 1 FROM postcode WHERE lower(suburb) = lower($1) AND state = $2 AND postcode = $3 LIMIT 1`,
      [cityName, state, postalCode],
    );
    return rows.length > 0;
  }

  /** Adds the city; undefined when the postcode already has a city of that name. */
  async create(cityName: string, state: string, postalCode: string, userId: number) {
    const {rows} = await this.pool.query(
      `INSERT INTO postcode (suburb, state, postcode, created_by, updated_by) VALUES ($1, $2, $3, $4, $4)
       ON CONFLICT (postcode, suburb) DO NOTHING RETURNING ${CITY}`,
      [cityName, state, postalCode, userId],
    );
    return rows[0];
  }
}
