import {fetchProfile} from '../../session/profile';
import type {Profile} from '../../session/profile';

/** GET /api/profile/profile: the welcome card's data, fresh on every visit. */
export function loadDashboardProfile(signal: AbortSignal): Promise<Profile> {
  return fetchProfile(signal);
}
