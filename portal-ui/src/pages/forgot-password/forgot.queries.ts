import {publicRest} from '@voltcheck/api-client';

export const RESET_SENT = 'Password reset link has been sent to your email address.';
export const RESET_FAILED =
  'Account reset failed, We are unable to find account associated with the provided email, please try with correct email address.';

/** POST /api/account/forgot with the email as a JSON string. */
export function requestReset(email: string) {
  return publicRest.POST('/api/account/forgot', {body: email});
}
