import {api} from '@voltcheck/api-client';
import type {RestAnswer, RestBody} from '@voltcheck/api-client';

export const ACTIVATED = 'Account activated succesfully, please Login to start uploading the product serials.';

/** POST /api/account/activate {UserId, Token}. */
export function activate(userId: string, token: string): Promise<RestAnswer<'/api/account/activate', 'post'>> {
  return api('/account/activate', {
    method: 'POST',
    body: {UserId: userId, Token: token} satisfies RestBody<'/api/account/activate', 'post'>,
    anonymous: true,
  });
}
