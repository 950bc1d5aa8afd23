import {api} from '@voltcheck/api-client';

export const PASSWORD_CHANGED = 'Password changed succesfully.';

export interface ResetPayload {
  UserId: string;
  Email: string;
  Token: string;
  Password: string;
}

/** POST /api/account/reset {UserId, Email, Token, Password} → {status, message}. */
export function resetPassword(payload: ResetPayload): Promise<{status: boolean; message?: string}> {
  return api<{status: boolean; message?: string}>('/account/reset', {method: 'POST', body: payload, anonymous: true});
}
