import {Pool} from 'pg';
import {Caller, isAdmin} from '../../auth/caller';
import {ServiceError} from './service-error';
import {SqlWhere} from './sql-list';

/** Staff permission ids (document 000, section 3). */
export const PERMISSION = {
  read: 1,
  upload: 2,
  approveSupplier: 3,
  download: 4,
  manageProfile: 5,
  manageStaff: 6,
} as const;

/**
 * What one caller may see (server.md section 1): everything; one manufacturer's records; or, for
 * suppliers and distributors, one linked manufacturer's records restricted to what its own account
 * uploaded.
 */
export type Scope =
  | {kind: 'all'; manufacturerId?: number}
  | {kind: 'manufacturer'; manufacturerId: number}
  | {kind: 'supplier'; manufacturerId: number; distributorId: number};

/**
 * The one place that turns a caller (and the manufacturer it asks about) into a scope. Staff need
 * `permission` for that manufacturer. Refusals are FORBIDDEN.
 */
export async function scopeOf(
  pool: Pool,
  caller: Caller,
  manufacturerId?: number | null,
  permission: number = PERMISSION.read,
): Promise<Scope> {
  if (isAdmin(caller)) return {kind: 'all', manufacturerId: manufacturerId ?? undefined};
  const target = manufacturerId ?? (caller.manufacturerIds.length === 1 ? caller.manufacturerIds[0] : undefined);
  if (target === undefined)
    throw new ServiceError('manufacturerId: choose one of your manufacturers.', 'BAD_USER_INPUT');
  if (!caller.manufacturerIds.includes(target))
    throw new ServiceError('You do not have access to this manufacturer.', 'FORBIDDEN');
  if (caller.role === 'mstaff' || caller.role === 'distributor_staff') {
    const {rowCount} = await pool.query(
      'SELECT 1 FROM staff_permission WHERE user_id = $1 AND manufacturer_id = $2 AND permission_id = $3',
      [caller.id, target, permission],
    );
    if (!rowCount) throw new ServiceError('You do not have permission to do this.', 'FORBIDDEN');
  }
  if (caller.distributorId !== null)
    return {kind: 'supplier', manufacturerId: target, distributorId: caller.distributorId};
  return {kind: 'manufacturer', manufacturerId: target};
}

/**
 * Adds a scope's conditions to a query. `manufacturerColumn` holds the record's manufacturer;
 * `uploaderColumn` the distributor that uploaded the serial behind it (null: nobody's upload, so
 * never a supplier's).
 */
export function applyScope(
  where: SqlWhere,
  scope: Scope,
  manufacturerColumn: string,
  uploaderColumn: string,
): SqlWhere {
  if (scope.manufacturerId !== undefined) where.and(`${manufacturerColumn} = ${where.param(scope.manufacturerId)}`);
  if (scope.kind === 'supplier') where.and(`${uploaderColumn} = ${where.param(scope.distributorId)}`);
  return where;
}
