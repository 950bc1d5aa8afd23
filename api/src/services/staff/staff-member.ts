import {PERMISSION_NAMES} from './staff-input';
import {photoPath} from '../accounts/profile-photo';
import {StaffRow} from './staff.repository';

/** Whose staff a call is about: one manufacturer's (mstaff) or one distributor's (distributor_staff). */
export type StaffCompany =
  {kind: 'manufacturer'; manufacturerId: number} | {kind: 'distributor'; distributorId: number};

export interface StaffPermission {
  id: number;
  name: string;
  checked: boolean;
}

export interface ManufacturerMapping {
  manufacturerId: number;
  displayName: string;
  isManufacturerAttached: boolean;
  permissions: StaffPermission[];
}

/** The Staff entity of document 001 section 3, as the cards and the edit forms read it. */
export interface StaffMember {
  staffId: number;
  userId: number;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  phoneNumber: string | null;
  designation: string | null;
  /** Whether a photo is stored (GET /api/profile/photo/{userId} serves it). */
  profilePhoto: string | null;
  isActive: boolean;
  emailConfirmed: boolean;
  userName: string;
  lockoutEnd: string | null;
  lockoutEnabled: boolean;
  manufacturerId: number | null;
  distributorId: number | null;
  displayName: string | null;
  /** A manufacturer's staff member: its one permission list. */
  permissions: StaffPermission[];
  /** A distributor's staff member: every manufacturer linked to the distributor, attached or not. */
  manufacturerMapping: ManufacturerMapping[];
}

export function permissionList(checked: number[]): StaffPermission[] {
  return Object.entries(PERMISSION_NAMES).map(([id, name]) => ({
    id: Number(id),
    name,
    checked: checked.includes(Number(id)),
  }));
}

export function toStaffMember(
  row: StaffRow,
  company: StaffCompany,
  linked: Array<{id: number; name: string}>,
  manufacturerNames: Map<number, string>,
): StaffMember {
  const held = (manufacturerId: number) => row.permissions[String(manufacturerId)] ?? [];
  return {
    staffId: row.id,
    userId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    phoneNumber: row.mobile,
    designation: row.designation,
    profilePhoto: photoPath(row.id, row.profilePhoto),
    isActive: row.isActive,
    emailConfirmed: row.emailConfirmed,
    userName: row.username,
    lockoutEnd: row.lockoutEnd ? row.lockoutEnd.toISOString() : null,
    lockoutEnabled: row.lockoutEnabled,
    manufacturerId: row.manufacturerId,
    distributorId: row.distributorId,
    displayName: company.kind === 'manufacturer' ? (manufacturerNames.get(company.manufacturerId) ?? null) : null,
    permissions: company.kind === 'manufacturer' ? permissionList(held(company.manufacturerId)) : [],
    manufacturerMapping:
      company.kind === 'distributor'
        ? linked.map(m => ({
            manufacturerId: m.id,
            displayName: m.name,
            isManufacturerAttached: held(m.id).length > 0,
            permissions: permissionList(held(m.id)),
          }))
        : [],
  };
}
