import {BindingScope, injectable} from '@loopback/core';
import {SqlRepository} from './sql-repository';

/** The staff permissions of document 000 (staff_permission): which manufacturer a staff account may do what for. */
@injectable({scope: BindingScope.SINGLETON})
export class StaffPermissionStore extends SqlRepository {
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
}
