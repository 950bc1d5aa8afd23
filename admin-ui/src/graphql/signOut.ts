import {clearSession} from '@voltcheck/api-client';
import {config} from '../config';

/** Outside react-admin's layout (before it mounts), a 401 returns to the console's login page, not the portal's. */
export function signOutToLogin(): void {
  clearSession();
  window.location.assign(`${config.basePath}/login`);
}
