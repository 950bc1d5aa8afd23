import {Caller} from './caller';
import {AppConfig} from '../../config';
import {ServiceError} from './service-error';

/**
 * The administrator allow-lists (server.md section 10): some administrator actions also need the
 * caller on a configured list. An unset list lets every administrator act.
 */
export function assertAllowed(
  config: Pick<AppConfig, 'adminAllowList'>,
  list: keyof AppConfig['adminAllowList'],
  caller: Pick<Caller, 'username'>,
): void {
  const allowed = config.adminAllowList[list];
  if (allowed && !allowed.includes(caller.username.toLowerCase())) {
    throw new ServiceError('You are not authorised to change these settings.', 'FORBIDDEN');
  }
}

/** Whether the caller is on the allow-list (an unset list admits every administrator). */
export function isAllowed(
  config: Pick<AppConfig, 'adminAllowList'>,
  list: keyof AppConfig['adminAllowList'],
  caller: Pick<Caller, 'username'>,
): boolean {
  const allowed = config.adminAllowList[list];
  return !allowed || allowed.includes(caller.username.toLowerCase());
}
