import type {ReactElement} from 'react';
import {WithReason} from '@voltcheck/ui-shared';
import {usePermissionRefusal} from '../session/permissions';

/**
 * An action that needs a staff permission: offered as it is to those who hold it, disabled with the missing
 * permission on hover to those who do not (the server refuses them on every door anyway).
 */
export function Permitted({permission, children}: {permission: number; children: ReactElement<{disabled?: boolean}>}) {
  return <WithReason reason={usePermissionRefusal(permission)}>{children}</WithReason>;
}
