import {BindingScope, injectable} from '@loopback/core';
import type {Postcode} from '../../models';
import {recordAudit} from '../kernel/record-audit';
import {SqlRepository} from '../kernel/sql-repository';
import {likeLiteral, prefixPattern, SqlWhere} from '../kernel/sql-list';

/** A suburb as the registration's address suggestions read it. */
export type PostcodeRow = Required<Pick<Postcode, 'postcode' | 'suburb' | 'state' | 'latitude' | 'longitude'>>;

/** A city as Manage Postcodes reads it (document 002 section 2.19's names). */
export type City = Required<Pick<Postcode, 'createdOn' | 'updatedOn' | 'createdBy' | 'updatedBy'>> & {
  cityId: number;
  cityName: string;
  stateName: string;
  postalCode: string;
};

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

/** Australian suburbs and postcodes (postcode): the cities of Manage Postcodes and the registration's address suggestions. */
@injectable({scope: BindingScope.SINGLETON})
export class PostcodeRepository extends SqlRepository {
  /**
   * Suburbs whose name starts with `text`, postcodes that start with it, or suburbs whose
   * "Suburb STATE postcode" starts with it; case-insensitive, ordered by suburb then postcode.
   */
  async suggest(text: string, limit: number): Promise<PostcodeRow[]> {
    const pattern = likeLiteral(text.trim().toLowerCase().replace(/,/g, ' ').replace(/\s+/g, ' ')) + '%';
    const {rows} = await this.pool.query<PostcodeRow>(
      `SELECT postcode, suburb, state, latitude, longitude FROM postcode
        WHERE lower(suburb) LIKE $1 OR postcode LIKE $1
           OR lower(suburb || ' ' || state || ' ' || postcode) LIKE $1
        ORDER BY lower(suburb), postcode
        LIMIT $2`,
      [pattern, limit],
    );
    return rows;
  }

  /** A page of cities by name prefix, state, postcode prefix or free text (a name or postcode prefix, or a state). */
  async search(q: CitySearch): Promise<{count: number; list: City[]}> {
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
      this.pool.query<City>(
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
  async create(cityName: string, state: string, postalCode: string, userId: number): Promise<City | undefined> {
    return this.transaction(async db => {
      const {rows} = await db.query<City>(
        `INSERT INTO postcode (suburb, state, postcode, created_by, updated_by) VALUES ($1, $2, $3, $4, $4)
         ON CONFLICT (postcode, suburb) DO NOTHING RETURNING ${CITY}`,
        [cityName, state, postalCode, userId],
      );
      const city = rows[0];
      // An administrator's change: audited with it (server.md section 10).
      if (city)
        await recordAudit(db, {
          userId,
          action: 'city.create',
          entity: 'City',
          entityId: city.cityId ?? null,
          after: {cityName, state, postalCode},
        });
      return rows[0];
    });
  }
}
