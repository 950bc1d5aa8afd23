import {securityId, UserProfile} from '@loopback/security';

export type Role =
  'superadmin' | 'admin' | 'madmin' | 'manufacturer' | 'mstaff' | 'supplier' | 'mdistributor' | 'distributor_staff';

export const ADMIN_ROLES: Role[] = ['superadmin', 'admin'];
export const MANUFACTURER_ROLES: Role[] = ['madmin', 'manufacturer', 'mstaff'];
export const DISTRIBUTOR_ROLES: Role[] = ['supplier', 'mdistributor', 'distributor_staff'];

/** The signed-in user of a request, as every controller, resolver and live event sees it. */
export interface Caller extends UserProfile {
  id: number;
  username: string;
  role: Role;
  manufacturerIds: number[];
  manufacturerId: number | null;
  distributorId: number | null;
  /** The account's token_version (migration 016): what a token issued now carries as `tv`. */
  tokenVersion?: number;
}

export function isAdmin(caller: Pick<Caller, 'role'>): boolean {
  return ADMIN_ROLES.includes(caller.role);
}

/** Staff of a manufacturer or of a distributor: they may do only what their permissions grant. */
export function isStaff(caller: Pick<Caller, 'role'>): boolean {
  return caller.role === 'mstaff' || caller.role === 'distributor_staff';
}

export function toCaller(row: {
  id: number;
  username: string;
  role: Role;
  manufacturer_id: number | null;
  distributor_id: number | null;
  manufacturer_ids: number[];
  token_version: number;
}): Caller {
  return {
    [securityId]: String(row.id),
    id: row.id,
    username: row.username,
    role: row.role,
    manufacturerId: row.manufacturer_id,
    distributorId: row.distributor_id,
    manufacturerIds: row.manufacturer_ids,
    tokenVersion: row.token_version,
  };
}
