import {api, isValidStaffMobile, MESSAGES} from '@voltcheck/api-client';

/** My Account's upload frequency options (document 001 section 3); the default is 6. */
export const UPLOAD_FREQUENCIES = [
  {value: 1, label: 'Daily'},
  {value: 2, label: 'Weekly'},
  {value: 3, label: 'Fortnightly'},
  {value: 4, label: 'Monthly'},
  {value: 5, label: 'Quarterly'},
  {value: 6, label: 'Annually'},
] as const;
export const DEFAULT_UPLOAD_FREQUENCY = 6;
/** Signed-in password change success shows for 4 s (document 001 section 9). */
export const PASSWORD_SUCCESS_MS = 4000;
export const PASSWORD_CHANGED = 'Password changed succesfully.';
export const SNACKBAR_MS = 3000;

export interface AccountValues {
  firstName: string;
  lastName: string;
  phone: string;
  uploadFrequency: number;
}

/** Names required; phone optional, 04 or 06 then 8 digits (document 001 section 5). */
export function validateAccount(values: AccountValues): Partial<Record<keyof AccountValues, string>> {
  const errors: Partial<Record<keyof AccountValues, string>> = {};
  if (!values.firstName.trim()) errors.firstName = MESSAGES.required;
  if (!values.lastName.trim()) errors.lastName = MESSAGES.required;
  if (values.phone.trim() && !isValidStaffMobile(values.phone)) errors.phone = MESSAGES.staffMobile;
  return errors;
}

export function updateProfile(values: AccountValues, staff: boolean) {
  return api<{status: boolean; message: string}>('/profile/update', {
    method: 'POST',
    body: {
      FirstName: values.firstName.trim(),
      LastName: values.lastName.trim(),
      Mobile: values.phone.trim(),
      ...(staff ? {} : {UploadFrequency: values.uploadFrequency}),
    },
  });
}

export function uploadImage(kind: 'uploadprofilephoto' | 'uploadlogo', file: File, userId?: number) {
  const form = new FormData();
  if (userId) form.append('UserId', String(userId));
  form.append('File', file);
  return api<{fileName: string}>(`/profile/${kind}`, {method: 'POST', body: form});
}

export function changePassword(Password: string, ConfirmPassword: string) {
  return api<{status: boolean; message: string; token: string}>('/profile/change_password', {
    method: 'POST',
    body: {Password, ConfirmPassword},
  });
}
