import {publicRest} from '@voltcheck/api-client';

/** Whose unsubscribe link this is (no sign-in). */
export function unsubscribeLink(token: string) {
  return publicRest.GET('/api/notifications/unsubscribe/{token}', {params: {path: {token}}});
}

export function unsubscribe(token: string) {
  return publicRest.POST('/api/notifications/unsubscribe/{token}', {params: {path: {token}}});
}
