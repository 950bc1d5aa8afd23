import {isValidEmail, isValidStaffMobile, MESSAGES} from '@voltcheck/api-client';

/** Staff forms' snackbars hide after 6 s (document 001 section 9). */
export const STAFF_SNACKBAR_MS = 6000;
export const STAFF_ADDED = 'New user added successfully';
export const MISSING_MANUFACTURER = 'Missing manufacturer information';
export const MAPPING_REQUIRED = 'Please attach at least one manufacturer with at least one permission.';
export const DELETE_TITLE = 'Do you want to delete this account?';
export const DELETE_TEXT = 'This will delete the user account and can no longer be used';

export interface MappingValue {
  manufacturerId: number;
  displayName: string;
  attached: boolean;
  permissions: number[];
}

export interface StaffFormValues {
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  designation: string;
  permissions: number[];
  mapping: MappingValue[];
}

export type StaffFormErrors = Partial<Record<keyof StaffFormValues, string>>;

export const EMPTY_STAFF_FORM: StaffFormValues = {
  userName: '',
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  designation: '',
  permissions: [],
  mapping: [],
};

/**
 * The rules of document 001 section 5: user name (add only), names and a valid email required; the phone
 * 04 or 06 then 8 digits, required on edit and optional on add; a distributor's staff member needs one
 * manufacturer attached with one permission.
 */
export function validateStaff(
  values: StaffFormValues,
  {editing, distributor, userNameTaken}: {editing: boolean; distributor: boolean; userNameTaken?: boolean},
): StaffFormErrors {
  const errors: StaffFormErrors = {};
  if (!editing) {
    if (!values.userName.trim()) errors.userName = MESSAGES.required;
    else if (userNameTaken) errors.userName = MESSAGES.usernameTaken;
  }
  if (!values.firstName.trim()) errors.firstName = MESSAGES.required;
  if (!values.lastName.trim()) errors.lastName = MESSAGES.required;
  if (!values.email.trim()) errors.email = MESSAGES.required;
  else if (!isValidEmail(values.email)) errors.email = MESSAGES.email;
  if (!values.phoneNumber.trim()) {
    if (editing) errors.phoneNumber = MESSAGES.required;
  } else if (!isValidStaffMobile(values.phoneNumber)) errors.phoneNumber = MESSAGES.staffMobile;
  if (distributor && !editing && !values.mapping.some(m => m.attached && m.permissions.length))
    errors.mapping = MAPPING_REQUIRED;
  return errors;
}

export function togglePermission(list: number[], id: number): number[] {
  return list.includes(id) ? list.filter(p => p !== id) : [...list, id].sort((a, b) => a - b);
}

/** The mapping as the API takes it: every linked manufacturer, attached or not, with its checked permissions. */
export function serializedMapping(mapping: MappingValue[]) {
  return mapping.map(m => ({
    manufacturerId: m.manufacturerId,
    isManufacturerAttached: m.attached,
    permissions: m.attached ? m.permissions.map(id => ({id, checked: true})) : [],
  }));
}

export function initialsOf(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map(p => p[0]!.toUpperCase())
      .join('') || '?'
  );
}
