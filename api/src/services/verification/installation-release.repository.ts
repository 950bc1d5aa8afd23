import {BindingScope, injectable} from '@loopback/core';
import {Queryable} from '../../database/transaction';
import type {Installation, InstallationRelease, InstallationReleaseEntry, ProductSerial} from '../../models';
import {SqlRepository} from '../kernel/sql-repository';

/** What a release checks of the installation. */
export type InstallationToRelease = Required<Pick<Installation, 'id' | 'appProviderId' | 'createdOn' | 'releasedOn'>>;

/** A release as the release log lists it. */
export type InstallationReleaseRow = Required<
  Pick<InstallationReleaseEntry, 'id' | 'installationId' | 'releasedBy' | 'reason' | 'serials' | 'releasedOn'>
>;

/** A serial a release made available again, with its manufacturer (for the manufacturers' webhooks). */
export type FreedSerial = Required<Pick<ProductSerial, 'serial' | 'manufacturerId'>>;

/**
 * The releases of wrongly claimed installations (table installation_release), and what they undo: the function
 * release_installation frees the serials and takes back every count the installation added.
 */
@injectable({scope: BindingScope.SINGLETON})
export class InstallationReleaseRepository extends SqlRepository {
  /** The installation, locked so two releases (or a release and a claim) cannot interleave. */
  async lock(db: Queryable, id: number): Promise<InstallationToRelease | undefined> {
    const {rows} = await db.query<InstallationToRelease>(
      `SELECT id, app_provider_id AS "appProviderId", created_on AS "createdOn", released_on AS "releasedOn"
         FROM installation WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return rows[0];
  }

  /**
   * Undoes its counts, frees its serials, marks it released and logs the release. Answers the freed serials
   * with their manufacturers (for the manufacturers' webhooks).
   */
  async release(
    db: Queryable,
    r: Required<Pick<InstallationRelease, 'installationId' | 'appProviderId' | 'userId' | 'reason'>> & {
      by: NonNullable<Installation['releasedBy']>;
    },
  ): Promise<FreedSerial[]> {
    const {rows} = await db.query<FreedSerial>(
      `WITH freed AS (SELECT unnest(release_installation($1)) AS id),
            marked AS (UPDATE installation SET released_on = now(), released_by = $2, release_reason = $5 WHERE id = $1),
            logged AS (INSERT INTO installation_release (installation_id, app_provider_id, user_id, reason, serial_ids)
                       SELECT $1, $3, $4, $5, COALESCE(array_agg(id), '{}') FROM freed)
       SELECT p.serial, p.manufacturer_id AS "manufacturerId" FROM product_serial p JOIN freed f ON f.id = p.id ORDER BY p.id`,
      [r.installationId, r.by, r.appProviderId, r.userId, r.reason],
    );
    return rows;
  }

  /** The release log, newest first (administrators). */
  async list(limit: number): Promise<InstallationReleaseRow[]> {
    const {rows} = await this.pool.query<InstallationReleaseRow>(
      `SELECT r.id, r.installation_id AS "installationId", COALESCE(a.name, u.username::text, 'system') AS "releasedBy",
              r.reason, ARRAY(SELECT p.serial FROM product_serial p WHERE p.id = ANY(r.serial_ids) ORDER BY p.id) AS serials,
              r.released_on AS "releasedOn"
         FROM installation_release r LEFT JOIN app_provider a ON a.id = r.app_provider_id LEFT JOIN app_user u ON u.id = r.user_id
        ORDER BY r.released_on DESC, r.id DESC LIMIT $1`,
      [limit],
    );
    return rows;
  }
}
