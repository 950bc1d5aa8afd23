import {BindingScope, injectable} from '@loopback/core';
import {Queryable} from '../../database/transaction';
import {SqlRepository} from './sql-repository';

/** manufacturer id → permission ids: what a staff account may do for whom. */
export type PermissionGrant = Map<number, number[]>;

/**
 * The staff permissions of document 000 (staff_permission): which manufacturer a staff account may do what for.
 * Tenancy reads them on every call a staff member makes; the staff screens grant and revoke them.
 */
@injectable({scope: BindingScope.SINGLETON})
export class StaffPermissionRepository extends SqlRepository {
  async has(userId: number, manufacturerId: number, permission: number): Promise<boolean> {
    const {rowCount} = await this.pool.query(
      'SELECT 1 FROM staff_permission WHERE user_id = $1 AND manufacturer_id = $2 AND permission_id = $3',
      [userId, manufacturerId, permission],
    );
    return !!rowCount;
  }

  /** The permissions the account holds for at least one of `manufacturerIds`, in order. */
  async heldForAny(userId: number, manufacturerIds: number[]): Promise<number[]> {
    const {rows} = await this.pool.query<{permission_id: number}>(
      'SELECT DISTINCT permission_id FROM staff_permission WHERE user_id = $1 AND manufacturer_id = ANY($2::int[]) ORDER BY 1',
      [userId, manufacturerIds],
    );
    return rows.map(r => r.permission_id);
  }

  /** Replaces the account's permissions for the manufacturers of `grant` (others stay as they are). */
  async grant(db: Queryable, userId: number, grant: PermissionGrant): Promise<void> {
    const manufacturers = [...grant.keys()];
    await db.query('DELETE FROM staff_permission WHERE user_id = $1 AND manufacturer_id = ANY($2::int[])', [
      userId,
      manufacturers,
    ]);
    const pairs = [...grant].flatMap(([m, ids]) => ids.map(p => [m, p]));
    if (!pairs.length) return;
    await db.query(
      `INSERT INTO staff_permission (user_id, manufacturer_id, permission_id)
       SELECT $1, m, p FROM unnest($2::int[], $3::int[]) AS t(m, p)`,
      [userId, pairs.map(x => x[0]), pairs.map(x => x[1])],
    );
  }

  /** Every permission of the account goes (a deleted staff member). */
  async revokeAll(db: Queryable, userId: number): Promise<void> {
    await db.query('DELETE FROM staff_permission WHERE user_id = $1', [userId]);
  }
}
