import * as rules from '../kernel/account-rules';
import {clean, ruleError} from '../kernel/account-rules';
import {PERMISSION} from '../kernel/tenancy';
import {PermissionGrant} from '../kernel/staff-permission.repository';
import {StaffChanges} from './staff.repository';

/** The staff messages of document 001 sections 5 and 8. */
export const STAFF_MESSAGES = {
  added: 'New user added successfully',
  updated: 'Staff member updated successfully',
  deleted: 'Staff member deleted successfully',
  reset: 'Account Reset succesfully',
  missingManufacturer: 'Missing manufacturer information',
  mappingRequired: 'Please attach at least one manufacturer with at least one permission.',
  notLinked: 'This manufacturer is not linked with your account.',
  grantOwnOnly: 'You can only grant permissions that you hold yourself.',
  ownAccount: 'You cannot delete your own account.',
} as const;

/** The permission list of document 001 section 3 (Id: name). */
export const PERMISSION_NAMES: Record<number, string> = {
  1: 'Read',
  2: 'Upload',
  3: 'Approve Supplier',
  4: 'Download',
  5: 'Manage Profile',
  6: 'Manage Staff',
};
const PERMISSION_IDS = Object.values(PERMISSION) as number[];

/** The fields of the add and edit forms (form fields or JSON, as the client sends them). */
export interface StaffForm {
  UserName?: string;
  FirstName?: string;
  LastName?: string;
  Email?: string;
  PhoneNumber?: string;
  Designation?: string;
  ManufacturerId?: number | string;
  DistributorId?: number | string;
  /** [{id, checked}] or [id]: the permission list of a manufacturer's staff member. */
  Permissions?: unknown;
  SerializedPermissions?: string;
  /** [{manufacturerId, isManufacturerAttached, permissions: [{id, checked}]}]: a distributor staff member's mapping. */
  ManufacturerMapping?: unknown;
  SerializedManufacturerMapping?: string;
}

function parsed(value: unknown, serialized: string | undefined, field: string): unknown {
  if (value !== undefined && value !== null) return value;
  if (serialized === undefined || serialized === '') return undefined;
  try {
    return JSON.parse(serialized);
  } catch {
    throw ruleError(`${field}: not valid JSON.`, field);
  }
}

/** Checked permission ids of a list of {id, checked} (or of plain ids), each 1 to 6, once. */
export function checkedPermissions(list: unknown, field = 'Permissions'): number[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw ruleError(`${field}: a list of permissions is expected.`, field);
  const ids = new Set<number>();
  for (const item of list) {
    const entry: {id?: unknown; checked?: unknown} =
      typeof item === 'object' && item !== null ? (item as {id?: unknown; checked?: unknown}) : {id: item};
    if (entry.checked === false) continue;
    const id = Number(entry.id);
    if (!PERMISSION_IDS.includes(id)) throw ruleError(`${field}: unknown permission ${String(entry.id)}.`, field);
    ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

export function permissionsOf(form: StaffForm): number[] {
  return checkedPermissions(parsed(form.Permissions, form.SerializedPermissions, 'Permissions'));
}

/** The mapping as a grant: attached manufacturers with their checked permissions, the others with none. */
export function mappingOf(form: StaffForm): PermissionGrant | undefined {
  const list = parsed(form.ManufacturerMapping, form.SerializedManufacturerMapping, 'ManufacturerMapping');
  if (list === undefined) return undefined;
  if (!Array.isArray(list)) throw ruleError('ManufacturerMapping: a list is expected.', 'ManufacturerMapping');
  const grant: PermissionGrant = new Map();
  for (const item of list as Array<Record<string, unknown>>) {
    const manufacturerId = Number(item?.manufacturerId);
    if (!Number.isInteger(manufacturerId) || manufacturerId <= 0)
      throw ruleError('ManufacturerMapping: manufacturerId is required.', 'ManufacturerMapping');
    const attached = item.isManufacturerAttached !== false;
    grant.set(manufacturerId, attached ? checkedPermissions(item.permissions, 'ManufacturerMapping') : []);
  }
  return grant;
}

/** Whether some manufacturer of the grant has at least one permission (the distributor staff rule). */
export function grantsAnything(grant: PermissionGrant): boolean {
  return [...grant.values()].some(ids => ids.length > 0);
}

const ADD_CHECKS: Array<[keyof StaffForm & string, rules.Check]> = [
  ['UserName', rules.required],
  ['FirstName', rules.required],
  ['LastName', rules.required],
  ['Email', rules.email],
  ['PhoneNumber', rules.staffMobile],
];

/** Phone is required on edit, optional on add (document 001 section 5). */
const EDIT_CHECKS: Array<[keyof StaffForm & string, rules.Check]> = [
  ['FirstName', rules.required],
  ['LastName', rules.required],
  ['Email', rules.email],
  ['PhoneNumber', value => rules.required(value) ?? rules.staffMobile(value)],
];

export function checkAdd(form: StaffForm): void {
  rules.enforce(form, ADD_CHECKS);
}

export function checkEdit(form: StaffForm): void {
  rules.enforce(form, EDIT_CHECKS);
}

export function changesOf(form: StaffForm): StaffChanges {
  return {
    email: clean.text(form.Email),
    firstName: clean.text(form.FirstName),
    lastName: clean.text(form.LastName),
    mobile: clean.digits(form.PhoneNumber) || null,
    designation: clean.text(form.Designation).slice(0, 200) || null,
  };
}

/** A positive id from a form field, or undefined. */
export function idOf(value: unknown): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}
