import {inject} from '@loopback/core';
import {Pool} from 'pg';
import {likeLiteral} from '../kernel/sql-list';
import {DatabaseBindings} from '../../database/database.keys';

export interface PostcodeRow {
  postcode: string;
  suburb: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
}

/** Australian suburbs and postcodes (table postcode), for address suggestions. */
export class PostcodeRepository {
  constructor(@inject(DatabaseBindings.POOL) private readonly pool: Pool) {}

  /**
   * Suburbs whose name starts with `text`, postcodes that start with it, or suburbs whose
   * "Suburb STATE postcode" starts with it; case-insensitive, ordered by suburb then postcode.
   */
  async suggest(text: string, limit: number): Promise<PostcodeRow[]> {
    const prefix = likeLiteral(text.trim().toLowerCase().replace(/,/g, ' ').replace(/\s+/g, ' ')) + '%';
    const {rows} = await this.pool.query<PostcodeRow>(
      `SELECT postcode, suburb, state, latitude, longitude FROM postcode
        WHERE lower(suburb) LIKE $1 OR postcode LIKE $1
           OR lower(suburb || ' ' || state || ' ' || postcode) LIKE $1
        ORDER BY lower(suburb), postcode
        LIMIT $2`,
      [prefix, limit],
    );
    return rows;
  }
}
