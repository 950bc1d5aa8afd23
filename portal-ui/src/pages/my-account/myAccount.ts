import {isValidStaffMobile, MESSAGES, rest} from '@voltcheck/api-client';

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
  return rest.POST('/api/profile/update', {
    body: {
      FirstName: values.firstName.trim(),
      LastName: values.lastName.trim(),
      Mobile: values.phone.trim(),
      ...(staff ? {} : {UploadFrequency: values.uploadFrequency}),
    },
  });
}

/** The signed-in user's photo (of `userId` when given), or the manufacturer's logo. */
export function uploadImage(kind: 'uploadprofilephoto' | 'uploadlogo', file: File, userId?: number) {
  return kind === 'uploadlogo'
    ? rest.upload('/api/profile/uploadlogo', {File: file})
    : rest.upload('/api/profile/uploadprofilephoto', {File: file, UserId: userId || undefined});
}
