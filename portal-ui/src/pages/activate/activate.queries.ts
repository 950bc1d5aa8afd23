import {api} from '@voltcheck/api-client';

export const ACTIVATED = 'Account activated succesfully, please Login to start uploading the product serials.';

export interface StatusAnswer {
  status: boolean;
  message?: string;
}

/** POST /api/account/activate {UserId, Token}. */
export function activate(userId: string, token: string): Promise<StatusAnswer> {
  return api<StatusAnswer>('/account/activate', {
    method: 'POST',
    body: {UserId: userId, Token: token},
    anonymous: true,
  });
}
