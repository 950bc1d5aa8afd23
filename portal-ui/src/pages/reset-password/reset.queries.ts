import {publicRest} from '@voltcheck/api-client';
import type {RestBody} from '@voltcheck/api-client';

export const PASSWORD_CHANGED = 'Password changed succesfully.';

export type ResetPayload = RestBody<'/api/account/reset', 'post'>;

/** POST /api/account/reset {UserId, Email, Token, Password} → {status, message}. */
export function resetPassword(payload: ResetPayload) {
  return publicRest.POST('/api/account/reset', {body: payload});
}
