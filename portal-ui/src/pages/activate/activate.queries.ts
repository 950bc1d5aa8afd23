import {publicRest} from '@voltcheck/api-client';

export const ACTIVATED = 'Account activated succesfully, please Login to start uploading the product serials.';

/** POST /api/account/activate {UserId, Token}. */
export function activate(userId: string, token: string) {
  return publicRest.POST('/api/account/activate', {body: {UserId: userId, Token: token}});
}
