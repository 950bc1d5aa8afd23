import type {Role} from '@voltcheck/api-client';

const LABELS: Record<Role, string> = {
  superadmin: 'Global administrator',
  admin: 'Administrator',
  madmin: 'Manufacturer administrator',
  manufacturer: 'Manufacturer',
  mstaff: 'Manufacturer staff',
  supplier: 'Supplier',
  mdistributor: 'Distributor',
  distributor_staff: 'Distributor staff',
};

export function roleLabel(role: Role | undefined): string {
  return role ? (LABELS[role] ?? role) : 'Unknown role';
}

/** Supplier-type roles do not see the Product Line entry (document 000 section 6). */
export function isSupplierType(role: Role | undefined): boolean {
  return role === 'supplier' || role === 'mdistributor' || role === 'distributor_staff';
}

/** These roles get a full application refresh after login (document 000 section 4). */
export function refreshesAfterLogin(role: Role | undefined): boolean {
  return role === 'superadmin' || role === 'madmin';
}

/** The accounts that ask to be linked to manufacturers (Manufacturer Links, and their first screen while unlinked). */
export function mayAskForLinks(role: Role | undefined): boolean {
  return role === 'supplier' || role === 'mdistributor';
}
