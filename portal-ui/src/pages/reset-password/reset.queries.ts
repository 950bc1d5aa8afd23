import {api} from '@voltcheck/api-client';
import type {RestAnswer, RestBody} from '@voltcheck/api-client';

export const PASSWORD_CHANGED = 'Password changed succesfully.';

export type ResetPayload = RestBody<'/api/account/reset', 'post'>;

/** POST /api/account/reset {UserId, Email, Token, Password} → {status, message}. */
export function resetPassword(payload: ResetPayload): Promise<RestAnswer<'/api/account/reset', 'post'>> {
  return api('/account/reset', {method: 'POST', body: payload, anonymous: true});
}
