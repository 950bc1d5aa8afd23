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

/** The permissions' names as the staff form shows them: a refusal names the one that is missing. */
export const PERMISSION_NAMES: Record<number, string> = {
  1: 'Read',
  2: 'Upload',
  3: 'Approve Supplier',
  4: 'Download',
  5: 'Manage Profile',
  6: 'Manage Staff',
};

/** The refusal of staff lacking a permission on their own manufacturer: what is missing, so they know whom to ask. */
export function missingPermission(permission: number): string {
  return `You do not have permission to do this. It needs the ${PERMISSION_NAMES[permission]} permission.`;
}

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
