import {PERMISSIONS} from '@voltcheck/ui-shared';
import {useSession} from './SessionContext';

export {PERMISSIONS};

/** Staff permission ids by what they allow. */
export const PERMISSION = {
  read: 1,
  upload: 2,
  approveSupplier: 3,
  download: 4,
  manageProfile: 5,
  manageStaff: 6,
} as const;

export const PERMISSION_NAMES: Record<number, string> = Object.fromEntries(PERMISSIONS.map(p => [p.id, p.name]));

/** Why an action is not offered: the permission it needs, named as the staff form names it. */
export function missingPermissionReason(permission: number): string {
  return `Needs the ${PERMISSION_NAMES[permission]} permission, which your account does not have.`;
}

/**
 * Null when the caller may do what `permission` allows, else the reason to show on the disabled action. The profile's
 * `permissions` are those held for at least one manufacturer (all six for accounts that are not staff); a profile
 * stored before they were sent has none, and nothing is refused here (the server refuses on every door anyway).
 */
export function refusalFor(permissions: readonly number[] | undefined, permission: number): string | null {
  if (!permissions || permissions.includes(permission)) return null;
  return missingPermissionReason(permission);
}

/** The signed-in user's refusal for `permission` (see refusalFor). */
export function usePermissionRefusal(permission: number): string | null {
  const {profile} = useSession();
  return refusalFor(profile?.permissions, permission);
}
