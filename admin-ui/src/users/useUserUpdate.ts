import {useGetIdentity, useNotify, useUpdate} from 'react-admin';
import type {User} from '@voltcheck/api-client';

/**
 * Activate, deactivate or unlock one account, with the notifications of document 002 (section 8).
 * `isSelf` is true on the caller's own account, which cannot be deactivated.
 */
export function useUserUpdate(record: User | undefined) {
  const notify = useNotify();
  const {identity} = useGetIdentity();
  const [update, {isPending}] = useUpdate<User>();
  const isSelf = !!record && identity?.id !== undefined && String(identity.id) === String(record.id);

  const run = (data: Partial<User> & {unlock?: boolean}, ok: string, failed: string) => {
    if (!record) return;
    update(
      'Users',
      {id: record.id, data, previousData: record},
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(ok, {type: 'success'}),
        onError: (error: unknown) => notify(`${failed}: ${(error as Error).message}`, {type: 'error'}),
      },
    );
  };

  return {
    isPending,
    isSelf,
    setActive: (active: boolean) =>
      run(
        {isActive: active},
        active ? 'User activated successfully' : 'User deactivated successfully',
        active ? 'Failed to activate user' : 'Failed to deactivate user',
      ),
    unlock: () => run({unlock: true}, 'User unlocked successfully', 'Failed to unlock user'),
  };
}
